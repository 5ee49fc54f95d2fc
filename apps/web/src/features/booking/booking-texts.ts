import type { RefundScheduleRowDto } from '@minda/contracts/bookings';
import { formatWon } from '@minda/contracts/rules/price';

/** "성인 2명" or "성인 2명, 아동 1명". */
export function partyText(adults: number, children: number): string {
  return children > 0 ? `성인 ${adults}명, 아동 ${children}명` : `성인 ${adults}명`;
}

const KOREA_TIME = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** An instant (ISO 8601) in Korean time, "2026-11-25 14:00": deadlines are instants shown in Korean time (domain.md). */
export function koreanTimeText(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const part = Object.fromEntries(KOREA_TIME.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** One row of the refund table, with its real date: "2026-12-01까지 취소 시", "12,000원 환불 (100%)". */
export function refundRowText(row: RefundScheduleRowDto): { when: string; refund: string } {
  return { when: `${row.until}까지 취소 시`, refund: row.refund > 0 ? `${formatWon(row.refund)} 환불 (${row.percent}%)` : '환불 불가' };
}
