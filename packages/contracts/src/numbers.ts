import { z } from 'zod';
import { decomposeSyllable } from './rules/hangul.ts';

/**
 * Numbers a client sends that the server puts in a query. Every id, cursor and count behind them is an
 * `integer` (int4) column, so a larger value is refused here with a Korean 400; before these schemas
 * PostgreSQL refused it (22003, out of range) and the client got a 500. Contracts take client numbers from
 * these helpers only, so no route can forget the bound. Answers (response schemas) do not need them.
 */

/** The largest value of PostgreSQL's `integer` (int4). */
export const INT4_MAX = 2_147_483_647;

/** 은/는 and 이/가 after the label's last Hangul syllable ("예약 번호는", "메시지 순번은"). */
const particles = (label: string) => {
  const last = [...label.replace(/\([^)]*\)$/, '')].reverse().find((ch) => decomposeSyllable(ch) !== null);
  const closed = last !== undefined && decomposeSyllable(last)?.final !== '';
  return { topic: closed ? '은' : '는', subject: closed ? '이' : '가' };
};

const messages = (label: string) => {
  const { topic, subject } = particles(label);
  return { notNumber: `${label}${topic} 숫자여야 합니다.`, wrong: `${label}${subject} 올바르지 않습니다.` };
};

/** A whole JSON number from `min` (0 unless given) to INT4_MAX. `missing` replaces the "not a number" message. */
export const int4 = (label: string, { min = 0, missing }: { min?: number; missing?: string } = {}) => {
  const m = messages(label);
  return z.number({ error: missing ?? m.notNumber }).int(m.wrong).min(min, m.wrong).max(INT4_MAX, m.wrong);
};

/** A row's id in a JSON body: 1 to INT4_MAX. */
export const int4Id = (label: string, options: { missing?: string } = {}) => int4(label, { ...options, min: 1 });

/** The same bounds for a query or path parameter, which arrives as text. */
export const int4Param = (label: string, { min = 0 }: { min?: number } = {}) => {
  const m = messages(label);
  return z.coerce.number({ error: m.notNumber }).int(m.wrong).min(min, m.wrong).max(INT4_MAX, m.wrong);
};

/** A row's id in a query or path parameter: 1 to INT4_MAX. */
export const int4IdParam = (label: string) => int4Param(label, { min: 1 });
