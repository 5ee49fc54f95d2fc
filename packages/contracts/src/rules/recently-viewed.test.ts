import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_MAX_IDS } from '../catalog.ts';
import { RECENTLY_VIEWED_SHOWN } from './limits.ts';
import { RECENTLY_VIEWED_KEYS, RECENTLY_VIEWED_STORED_MAX } from './recently-viewed.ts';

describe('recently viewed rules', () => {
  it('keeps one distinct storage key per product line', () => {
    const keys = Object.values(RECENTLY_VIEWED_KEYS);
    expect(new Set(keys).size).toBe(3);
    expect(Object.keys(RECENTLY_VIEWED_KEYS)).toEqual(['stay', 'tour', 'hotel']);
  });

  it('stores at least what is shown and no more than one call can read', () => {
    expect(RECENTLY_VIEWED_SHOWN).toBe(10);
    expect(RECENTLY_VIEWED_STORED_MAX).toBeGreaterThanOrEqual(RECENTLY_VIEWED_SHOWN);
    expect(RECENTLY_VIEWED_STORED_MAX).toBeLessThanOrEqual(RECENTLY_VIEWED_MAX_IDS);
  });
});
