import { describe, expect, it } from 'vitest';
import { StayRecentlyViewedQuerySchema } from '../stays.ts';
import { RECENTLY_VIEWED_SHOWN } from './limits.ts';
import { RECENTLY_VIEWED_KEYS, RECENTLY_VIEWED_MAX_IDS, RECENTLY_VIEWED_STORED_MAX } from './recently-viewed.ts';

describe('recently viewed rules', () => {
  it('keeps one distinct storage key per product line', () => {
    const keys = Object.values(RECENTLY_VIEWED_KEYS);
    expect(new Set(keys).size).toBe(3);
    expect(Object.keys(RECENTLY_VIEWED_KEYS)).toEqual(['stay', 'tour', 'hotel']);
  });

  it('reads at most 20 distinct ids in one call, in the order given', () => {
    const ids = Array.from({ length: 25 }, (_, i) => 1001 + i);
    expect(StayRecentlyViewedQuerySchema.parse({ goodsNos: ['1005', ...ids].join(',') }).goodsNos).toEqual([1005, ...ids.filter((id) => id !== 1005).slice(0, 19)]);
  });

  // How many the screens show (10) is tested on the store: features/recently-viewed/recently-viewed-store.test.ts.
  it('stores at least what is shown and no more than one call can read', () => {
    expect(RECENTLY_VIEWED_STORED_MAX).toBeGreaterThanOrEqual(RECENTLY_VIEWED_SHOWN);
    expect(RECENTLY_VIEWED_STORED_MAX).toBeLessThanOrEqual(RECENTLY_VIEWED_MAX_IDS);
  });
});
