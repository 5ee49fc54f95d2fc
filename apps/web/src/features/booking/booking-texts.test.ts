import { describe, expect, it } from 'vitest';
import { guestPrefill } from './guest-prefill.ts';
import { koreanTimeText, partyText, refundRowText } from './booking-texts.ts';

describe('booking texts', () => {
  it('writes a refund row with its real date and amount', () => {
    expect(refundRowText({ until: '2026-12-01', percent: 100, refund: 12000 })).toEqual({ when: '2026-12-01까지 취소 시', refund: '12,000원 환불 (100%)' });
    expect(refundRowText({ until: '2026-12-31', percent: 0, refund: 0 })).toEqual({ when: '2026-12-31까지 취소 시', refund: '환불 불가' });
  });

  it('shows a deadline instant in Korean time', () => {
    expect(koreanTimeText('2026-11-25T05:30:00.000Z')).toBe('2026-11-25 14:30');
    expect(koreanTimeText('2026-11-25T20:00:00Z')).toBe('2026-11-26 05:00');
  });

  it('names the party', () => {
    expect(partyText(2, 0)).toBe('성인 2명');
    expect(partyText(1, 2)).toBe('성인 1명, 아동 2명');
  });

  it('starts the guest with the nickname, and the e-mail only when the login id is one', () => {
    expect(guestPrefill(null)).toEqual({});
    expect(guestPrefill({ id: 1, loginId: 'member', nickName: '여행자', profileImage: null, role: 'member', unreadInquiryCount: 0 })).toEqual({ name: '여행자' });
    expect(guestPrefill({ id: 1, loginId: 'kim@example.com', nickName: '김민다', profileImage: null, role: 'member', unreadInquiryCount: 0 })).toEqual({ name: '김민다', email: 'kim@example.com' });
  });
});
