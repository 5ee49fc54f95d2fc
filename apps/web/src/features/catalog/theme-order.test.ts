import { describe, expect, it } from 'vitest';
import { splitAroundRecent } from './theme-order.ts';

describe('splitAroundRecent', () => {
  it('keeps two lists above the recent block and the rest below', () => {
    expect(splitAroundRecent([1, 2, 3, 4])).toEqual({ before: [1, 2], after: [3, 4] });
    expect(splitAroundRecent([1])).toEqual({ before: [1], after: [] });
    expect(splitAroundRecent([])).toEqual({ before: [], after: [] });
  });
});
