import { describe, expect, it } from 'vitest';
import { oneOf, STAY_SORTS } from './stay-results.ts';

describe('oneOf', () => {
  it('keeps a known word of the address and ignores any other', () => {
    expect(oneOf(STAY_SORTS, 'price')).toBe('price');
    expect(oneOf(STAY_SORTS, 'PRICE')).toBeUndefined();
    expect(oneOf(STAY_SORTS, '')).toBeUndefined();
    expect(oneOf(STAY_SORTS, null)).toBeUndefined();
  });
});
