import { describe, expect, it } from 'vitest';
import { acceptCountdown, formatKoreanDeadline } from './accept-countdown.ts';

describe('acceptCountdown', () => {
  it('counts hours, minutes and seconds to the deadline', () => {
    expect(acceptCountdown('2026-07-01T12:00:00Z', new Date('2026-06-30T23:25:04Z'))).toBe('수락 마감까지 12:34:56');
    expect(acceptCountdown('2026-07-01T12:00:00Z', new Date('2026-06-30T12:00:00Z'))).toBe('수락 마감까지 24:00:00');
    expect(acceptCountdown('2026-07-01T12:00:00Z', new Date('2026-07-01T11:59:59.500Z'))).toBe('수락 마감 시간이 지났습니다.');
  });

  it('says the time is up at and after the deadline', () => {
    expect(acceptCountdown('2026-07-01T12:00:00Z', new Date('2026-07-01T12:00:00Z'))).toBe('수락 마감 시간이 지났습니다.');
    expect(acceptCountdown('2026-07-01T12:00:00Z', new Date('2026-07-02T12:00:00Z'))).toBe('수락 마감 시간이 지났습니다.');
  });
});

describe('formatKoreanDeadline', () => {
  it('shows the instant in Korean time', () => {
    expect(formatKoreanDeadline('2026-07-01T15:30:00Z')).toBe('7월 2일 00:30 (한국 시간)');
  });
});
