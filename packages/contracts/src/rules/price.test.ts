import { describe, expect, it } from 'vitest';
import { formatWon, formatWonFrom, hotelPriceText, tourPriceText, unreadBadgeText } from './price.ts';

describe('price texts', () => {
  it('formats won with Korean thousands separators and the 원 suffix', () => {
    expect(formatWon(45000)).toBe('45,000원');
    expect(formatWon(1234567)).toBe('1,234,567원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWonFrom(9900)).toBe('9,900원~');
  });

  it('shows the sold-out text for a tour priced 0 and the from-price otherwise', () => {
    expect(tourPriceText(0)).toBe('판매완료 (다른 일정 확인)');
    expect(tourPriceText(32000)).toBe('32,000원~');
  });

  it('shows the special text for a hotel priced 0', () => {
    expect(hotelPriceText(0)).toBe('요금 확인 필요');
    expect(hotelPriceText(152000)).toBe('152,000원~');
  });

  it('caps unread badges at 99+', () => {
    expect(unreadBadgeText(7)).toBe('7');
    expect(unreadBadgeText(99)).toBe('99');
    expect(unreadBadgeText(100)).toBe('99+');
  });
});
