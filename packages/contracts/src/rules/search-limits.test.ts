import { describe, expect, it } from 'vitest';
import * as limits from './search-limits.ts';

describe('search limits', () => {
  it('caps suggestions at 5 cities, 5 places and 10 products, queries at 50 characters', () => {
    expect(limits.SUGGEST_MAX_CITIES).toBe(5);
    expect(limits.SUGGEST_MAX_PLACES).toBe(5);
    expect(limits.SUGGEST_MAX_PRODUCTS).toBe(10);
    expect(limits.SEARCH_INPUT_MAX_LENGTH).toBe(50);
    expect(limits.SUGGEST_FALLBACK_MIN_SHARE).toBe(0.6);
  });
  it('shows 4 cards per line on the all tab and 20 per page on a line, matching up to 5 words', () => {
    expect(limits.TOTAL_SEARCH_PREVIEW_SIZE).toBe(4);
    expect(limits.TOTAL_SEARCH_PAGE_SIZE).toBe(20);
    expect(limits.TOTAL_SEARCH_MAX_WORDS).toBe(5);
  });
});
