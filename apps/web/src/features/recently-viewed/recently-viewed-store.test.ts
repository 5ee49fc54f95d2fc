import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_KEYS } from '@minda/contracts/rules/recently-viewed';
import { parseRecentlyViewed, readRecentlyViewed, recordView } from './recently-viewed-store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}

const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 12, minute));

describe('recently viewed store', () => {
  it('puts the latest view first and keeps the viewed time', () => {
    const storage = memoryStorage();
    recordView({ kind: 'stay', goodsNo: 1, category: '001002001', name: '파리 민박' }, at(1), storage);
    recordView({ kind: 'stay', goodsNo: 2, category: '001001001', name: '런던 민박' }, at(2), storage);
    expect(readRecentlyViewed('stay', storage)).toEqual([
      { goodsNo: 2, category: '001001001', name: '런던 민박', viewedAt: at(2).toISOString() },
      { goodsNo: 1, category: '001002001', name: '파리 민박', viewedAt: at(1).toISOString() },
    ]);
  });

  it('dedupes stays and tours by category and name, moving the product to the front', () => {
    const storage = memoryStorage();
    recordView({ kind: 'tour', itemNo: 10, category: '001002001', name: '루브르 투어' }, at(1), storage);
    recordView({ kind: 'tour', itemNo: 11, category: '001002001', name: '몽생미셸 투어' }, at(2), storage);
    // Another id with the same category and name counts as the same product (spec 1 §5).
    recordView({ kind: 'tour', itemNo: 12, category: '001002001', name: '루브르 투어' }, at(3), storage);
    expect(readRecentlyViewed('tour', storage).map((e) => e.itemNo)).toEqual([12, 11]);
    // Same name in another city is another product.
    recordView({ kind: 'tour', itemNo: 13, category: '001001001', name: '루브르 투어' }, at(4), storage);
    expect(readRecentlyViewed('tour', storage).map((e) => e.itemNo)).toEqual([13, 12, 11]);
  });

  it('dedupes hotels by propertyId', () => {
    const storage = memoryStorage();
    for (const [i, id] of [5, 6, 5].entries()) recordView({ kind: 'hotel', propertyId: id }, at(i), storage);
    expect(readRecentlyViewed('hotel', storage)).toEqual([
      { propertyId: 5, viewedAt: at(2).toISOString() },
      { propertyId: 6, viewedAt: at(1).toISOString() },
    ]);
  });

  it('stores at most 20 and shows at most ten', () => {
    const storage = memoryStorage();
    for (let i = 1; i <= 30; i += 1) recordView({ kind: 'stay', goodsNo: i, category: '001002001', name: `민박 ${i}` }, at(i), storage);
    const stored = parseRecentlyViewed('stay', storage.getItem(RECENTLY_VIEWED_KEYS.stay));
    expect(stored).toHaveLength(20);
    expect(stored[0]?.goodsNo).toBe(30);
    const shown = readRecentlyViewed('stay', storage);
    expect(shown).toHaveLength(10);
    expect(shown.map((e) => e.goodsNo)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
  });

  it('keeps each product line under its own key', () => {
    const storage = memoryStorage();
    recordView({ kind: 'stay', goodsNo: 1, category: 'c', name: 'n' }, at(1), storage);
    recordView({ kind: 'hotel', propertyId: 1 }, at(1), storage);
    expect([...storage.data.keys()].sort()).toEqual([RECENTLY_VIEWED_KEYS.hotel, RECENTLY_VIEWED_KEYS.stay].sort());
    expect(readRecentlyViewed('tour', storage)).toEqual([]);
  });

  it('ignores corrupted storage instead of failing, and starts over on the next view', () => {
    for (const raw of ['{not json', '"text"', '{"goodsNo":1}', 'null', '42']) {
      const storage = memoryStorage({ [RECENTLY_VIEWED_KEYS.stay]: raw });
      expect(readRecentlyViewed('stay', storage)).toEqual([]);
      recordView({ kind: 'stay', goodsNo: 7, category: 'c', name: 'n' }, at(1), storage);
      expect(readRecentlyViewed('stay', storage).map((e) => e.goodsNo)).toEqual([7]);
    }
  });

  it('drops malformed entries but keeps the good ones', () => {
    const raw = JSON.stringify([{ goodsNo: 'x' }, { goodsNo: 3, category: 'c', name: 'n', viewedAt: 'v' }, null, 5]);
    expect(parseRecentlyViewed('stay', raw)).toEqual([{ goodsNo: 3, category: 'c', name: 'n', viewedAt: 'v' }]);
  });

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(readRecentlyViewed('stay', broken)).toEqual([]);
    expect(() => recordView({ kind: 'hotel', propertyId: 1 }, at(1), broken)).not.toThrow();
  });
});
