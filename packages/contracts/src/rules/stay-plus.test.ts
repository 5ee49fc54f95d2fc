import { describe, expect, it } from 'vitest';
import { STAY_PLUS_MIN_REVIEW_GRADE, STAY_PLUS_PAGE_SIZE, STAY_PLUS_PER_ROW } from './stay-plus.ts';

describe('stay-plus rules', () => {
  it('curates stays graded 4.5 and up, 20 per page, 4 or 2 per row', () => {
    expect(STAY_PLUS_MIN_REVIEW_GRADE).toBe(4.5);
    expect(STAY_PLUS_PAGE_SIZE).toBe(20);
    expect(STAY_PLUS_PER_ROW).toEqual({ pc: 4, mobile: 2 });
  });
});
