import { describe, expect, it } from 'vitest';
import { formatBusinessNumber, isBusinessNumber } from './business-number.ts';

describe('사업자등록번호', () => {
  it("takes a number whose last digit checks the others, with or without its hyphens", () => {
    // Published numbers of two large companies.
    expect(isBusinessNumber('124-81-00998')).toBe(true);
    expect(isBusinessNumber('2208162517')).toBe(true);
  });

  it('refuses a changed digit, a wrong length or letters', () => {
    expect(isBusinessNumber('124-81-00997')).toBe(false);
    expect(isBusinessNumber('124-81-0099')).toBe(false);
    expect(isBusinessNumber('12a-81-00998')).toBe(false);
  });

  it('writes the digits in their usual groups', () => {
    expect(formatBusinessNumber('1248100998')).toBe('124-81-00998');
  });
});
