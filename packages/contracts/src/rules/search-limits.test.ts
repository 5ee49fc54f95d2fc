import { describe, expect, it } from 'vitest';
import { TotalSearchQuerySchema } from '../search.ts';

// The suggestion caps (5 cities, 5 places, 10 products), the fallback share and the site-wide search's page
// sizes (4 per line on the all tab, 20 per page) govern the server's answers and are tested there against
// literal counts: modules/search/search.test.ts and total-search.test.ts.
describe('search limits', () => {
  it('takes a site-wide search keyword of up to 50 characters and refuses 51 with a Korean message', () => {
    expect(TotalSearchQuerySchema.parse({ keyword: '가'.repeat(50) }).keyword).toHaveLength(50);
    expect(TotalSearchQuerySchema.parse({ keyword: `  ${'a'.repeat(50)}  ` }).keyword).toHaveLength(50);
    const tooLong = TotalSearchQuerySchema.safeParse({ keyword: '가'.repeat(51) });
    expect(tooLong.error?.issues.map((i) => i.message)).toEqual(['검색어는 50자까지 입력할 수 있습니다.']);
  });
});
