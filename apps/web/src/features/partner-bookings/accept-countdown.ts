const pad = (n: number) => String(n).padStart(2, '0');

export const ACCEPT_DEADLINE_PASSED = '수락 마감 시간이 지났습니다.';

/**
 * The time the partner has left to answer a request, to the second: "수락 마감까지 12:34:56" (hours can pass
 * 24 if a deadline is ever longer). At the deadline the server's sweep declines the request; until the list
 * refreshes, the card says the time is up.
 */
export function acceptCountdown(deadline: string, now: Date): string {
  const left = Math.floor((Date.parse(deadline) - now.getTime()) / 1000);
  if (!(left > 0)) return ACCEPT_DEADLINE_PASSED;
  return `수락 마감까지 ${pad(Math.floor(left / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`;
}

const koreanTime = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Deadlines are instants shown in Korean time (domain.md "Time"), wherever the partner is. */
export function formatKoreanDeadline(deadline: string): string {
  return `${koreanTime.format(new Date(deadline))} (한국 시간)`;
}
