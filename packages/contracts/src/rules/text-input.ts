/**
 * What a text input may hold, checked once at the edge for every route (the server's text-input hook walks
 * query, path parameters and body with `findUncleanText`) and in the forms that take names.
 *
 * C0 control characters and DEL never belong in what people type: a NUL makes PostgreSQL refuse the
 * statement (a 500 before this rule) and the others corrupt logs and exports. Tab, line feed and carriage
 * return stay allowed for multi-line fields. Texts shown to other people (nicknames, guest names, 1:1
 * inquiries and their answers, chat messages, reviews and their replies, booking memos, requests to the host)
 * also refuse the Unicode direction overrides and isolates, which make a text read differently from what it
 * is ("Trojan Source" style spoofing), and lone surrogates (half of a character: shown as garbage, and no
 * longer the same text once encoded as UTF-8).
 */

// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** LRE, RLE, PDF, LRO, RLO, LRI, RLI, FSI, PDI, and the invisible marks LRM, RLM, ALM. */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
/** A high surrogate not followed by a low one, or a low one without a high one before it. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTER_MESSAGE = '입력값에 사용할 수 없는 제어 문자가 들어 있습니다.';
export const BIDI_CONTROL_MESSAGE = '글자 방향을 바꾸는 특수 문자나 깨진 글자는 쓸 수 없습니다.';

export const hasControlCharacter = (text: string): boolean => CONTROL_CHARACTER.test(text);
export const hasBidiControl = (text: string): boolean => BIDI_CONTROL.test(text);
export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);
/** A name or title that can be shown to others: no control characters, no direction overrides, no lone surrogates. */
export const isCleanName = (text: string): boolean => !hasControlCharacter(text) && !hasBidiControl(text) && !hasLoneSurrogate(text);

/** Nesting deeper than any contract goes: past it a body is refused rather than walked further. */
const MAX_DEPTH = 32;

/**
 * The path ("body.nickname", "querystring.tags.1") of the first string holding a control character (or of
 * the object whose key holds one); null when the value is clean. A value nested deeper than MAX_DEPTH counts as unclean.
 */
export function findUncleanText(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_DEPTH) return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findUncleanText(value[i], `${path}.${i}`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    // An unclean key is reported at its object: the path is sent back to the client, without the character.
    if (hasControlCharacter(key)) return path;
    const found = findUncleanText(item, `${path}.${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}
