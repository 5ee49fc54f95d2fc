import { describe, expect, it } from 'vitest';
import { groupDigits, oneDecimal } from './number-format.ts';

describe('Korean number formatting', () => {
  it('groups thousands with commas and rounds to an integer', () => {
    expect(groupDigits(0)).toBe('0');
    expect(groupDigits(999)).toBe('999');
    expect(groupDigits(1000)).toBe('1,000');
    expect(groupDigits(45000)).toBe('45,000');
    expect(groupDigits(1234567)).toBe('1,234,567');
    expect(groupDigits(-1234567)).toBe('-1,234,567');
    expect(groupDigits(1999.5)).toBe('2,000');
    expect(groupDigits(-0.4)).toBe('0');
  });

  it('writes one decimal, rounding half up on the number as written', () => {
    expect(oneDecimal(5)).toBe('5.0');
    expect(oneDecimal(4.75)).toBe('4.8');
    expect(oneDecimal(4.35)).toBe('4.4');
    expect(oneDecimal(4.34)).toBe('4.3');
    expect(oneDecimal(0.05)).toBe('0.1');
    expect(oneDecimal(1234.5)).toBe('1,234.5');
    expect(oneDecimal(-2.25)).toBe('-2.3');
    expect(oneDecimal(-0.25)).toBe('-0.3');
  });

  it('writes what ko-KR Intl writes for integers and grades', () => {
    const integers = new Intl.NumberFormat('ko-KR');
    const grades = new Intl.NumberFormat('ko-KR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    for (const n of [7, 12, 345, 6789, 10_000, 99_999, 170_000, 1_234_567, 987_654_321, -45_000]) expect(groupDigits(n)).toBe(integers.format(n));
    for (let hundredths = 0; hundredths <= 500; hundredths += 1) {
      const grade = hundredths / 100;
      expect(oneDecimal(grade), String(grade)).toBe(grades.format(grade));
    }
  });
});
