import { describe, expect, it } from 'vitest';
import { BOOKING_STATUS } from './bookings.ts';
import { contactGuardApplies, guardContactDetails } from './chat-contact-guard.ts';

const masked = (text: string) => guardContactDetails(text).text;

describe('direct-deal guard: what it masks', () => {
  it.each([
    ['010-1234-5678 로 연락 주세요', '*** 로 연락 주세요'],
    ['제 번호는 01012345678 입니다', '제 번호는 *** 입니다'],
    ['010 1234 5678', '***'],
    ['010.1234.5678', '***'],
    ['사무실 02-123-4567', '사무실 ***'],
    ['(02) 123-4567', '***'],
    ['0505-123-4567', '***'],
    ['+82 10-1234-5678', '***'],
    ['+82-10-1234-5678로 주세요', '***로 주세요'],
    ['프랑스 번호 +33 6 12 34 56 78 입니다', '프랑스 번호 *** 입니다'],
    ['+1 (415) 555-0123', '***'],
    ['0033 6 12 34 56 78', '***'],
    ['+447911123456', '***'],
  ])('phone: %s', (input, expected) => {
    expect(guardContactDetails(input)).toEqual({ text: expected, masked: true, kinds: ['phone'] });
  });

  it.each([
    ['메일은 host.paris@gmail.com 입니다', '메일은 *** 입니다'],
    ['minda_host+book@naver.com', '***'],
    ['kim @ daum.net 으로', '*** 으로'],
  ])('e-mail: %s', (input, expected) => {
    expect(guardContactDetails(input)).toEqual({ text: expected, masked: true, kinds: ['email'] });
  });

  it.each([
    ['카톡 아이디 minda_paris 로 주세요', '카톡 아이디 *** 로 주세요'],
    ['카카오톡 ID: paris1004', '카카오톡 ID: ***'],
    ['카톡은 hanul.kim', '카톡은 ***'],
    ['kakao skyminbak', 'kakao ***'],
    ['라인 아이디는 paris_line', '라인 아이디는 ***'],
    ['line: parisminbak', 'line: ***'],
    ['LINE @parisminbak', 'LINE ***'],
    ['위챗 wxid_12345', '위챗 ***'],
    ['wechat: hanulparis', 'wechat: ***'],
    ['whatsapp hanul_paris', 'whatsapp ***'],
    ['텔레그램 @hanul_paris', '텔레그램 ***'],
    ['telegram: hanulparis', 'telegram: ***'],
  ])('messenger id: %s', (input, expected) => {
    expect(guardContactDetails(input)).toEqual({ text: expected, masked: true, kinds: ['messenger'] });
  });

  it.each([
    ['https://example.com/room?id=3 에서 예약하세요', '*** 에서 예약하세요'],
    ['http://booking.example.fr/abc', '***'],
    ['www.parisminbak.com 참고', '*** 참고'],
    ['parisminbak.co.kr 로 오세요', '*** 로 오세요'],
    ['open.kakao.com/o/sAbC123 오픈채팅', '*** 오픈채팅'],
    ['naver.me/xYz12', '***'],
  ])('link: %s', (input, expected) => {
    expect(guardContactDetails(input)).toEqual({ text: expected, masked: true, kinds: ['link'] });
  });

  it('masks several kinds in one text and keeps the rest', () => {
    expect(guardContactDetails('카톡 minda01 이나 010-9876-5432, 메일 a.b@c.com 으로\n주세요')).toEqual({
      text: '카톡 *** 이나 ***, 메일 *** 으로\n주세요',
      masked: true,
      kinds: ['email', 'messenger', 'phone'],
    });
  });
});

describe('direct-deal guard: what it leaves alone', () => {
  it.each([
    '1박에 150,000원입니다',
    '총 1,250,000원 (₩1250000)',
    '체크인은 2026-12-24, 체크아웃 2026.12.26 입니다',
    '12/24 ~ 12/26 두 밤이요',
    '도착은 23:30 쯤, 출발 07:05 비행기',
    '예약번호 1234567 확인 부탁드려요',
    '예약 번호 20261224001 입니다',
    '302호 방이고 2층입니다',
    '성인 2명, 아이 1명 (7세)',
    '지하철 4호선 라인 따라 오시면 돼요',
    '온라인으로 결제했어요',
    '카톡으로 연락드려도 될까요?',
    '3.5km 정도 떨어져 있어요',
    '와이파이 비밀번호는 방에 붙어 있습니다',
    'line 2 of the metro',
    '15:00 ~ 11:00, 조식 08:00-10:00',
    '유로로는 120.50 EUR 입니다',
  ])('%s', (text) => {
    expect(guardContactDetails(text)).toEqual({ text, masked: false, kinds: [] });
  });
});

describe('direct-deal guard: when it applies', () => {
  it('applies until the booking is confirmed, and to a channel without a booking', () => {
    expect(contactGuardApplies(null, BOOKING_STATUS.confirmed)).toBe(true);
    expect(contactGuardApplies(BOOKING_STATUS.requested, BOOKING_STATUS.confirmed)).toBe(true);
    expect(contactGuardApplies(BOOKING_STATUS.awaitingPayment, BOOKING_STATUS.confirmed)).toBe(true);
    expect(contactGuardApplies(9, BOOKING_STATUS.confirmed)).toBe(false);
  });

  it('still masks the masked text the same way (idempotent)', () => {
    const once = masked('010-1234-5678 / a@b.com / 카톡 abc123 / www.x.com');
    expect(masked(once)).toBe(once);
  });
});
