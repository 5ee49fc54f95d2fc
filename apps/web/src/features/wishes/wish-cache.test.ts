import { describe, expect, it } from 'vitest';
import { applyWishState, rollbackWishData, wishCacheChanges, type WishTarget } from './wish-cache.ts';

const stay = (goodsNo: number, isWish = false, wishCount = 10) => ({ goodsNo, goodsName: `민박 ${goodsNo}`, isWish, wishCount });
const target: WishTarget = { kind: 'stay', goodsNo: 2 };

describe('applyWishState', () => {
  it('flips the flag and moves the count by one in every list that holds the product', () => {
    const list = [stay(1), stay(2), stay(3)];
    const themes = [{ no: 1, items: [{ category: '001002001', items: [stay(2, false, 4)] }] }];
    const nextList = applyWishState(list, target, { isWish: true });
    const nextThemes = applyWishState(themes, target, { isWish: true });
    expect(nextList[1]).toMatchObject({ isWish: true, wishCount: 11 });
    expect(nextThemes[0]!.items[0]!.items[0]).toMatchObject({ isWish: true, wishCount: 5 });
    // Other products keep their objects, so their cards do not re-render.
    expect(nextList[0]).toBe(list[0]);
    expect(nextList[2]).toBe(list[2]);
  });

  it('removes a wish with the count going down, never below zero', () => {
    expect(applyWishState([stay(2, true, 7)], target, { isWish: false })[0]).toMatchObject({ isWish: false, wishCount: 6 });
    expect(applyWishState([stay(2, true, 0)], target, { isWish: false })[0]).toMatchObject({ isWish: false, wishCount: 0 });
  });

  it('returns the same value when the product is absent or already in that state', () => {
    const list = [stay(1), stay(3)];
    expect(applyWishState(list, target, { isWish: true })).toBe(list);
    const wished = [stay(2, true, 5)];
    expect(applyWishState(wished, target, { isWish: true })).toBe(wished);
    expect(applyWishState(undefined, target, { isWish: true })).toBeUndefined();
  });

  it('takes an exact count from the server when given', () => {
    expect(applyWishState([stay(2, true, 11)], target, { isWish: true, wishCount: 42 })[0]).toMatchObject({ isWish: true, wishCount: 42 });
  });

  it('matches tours by itemNo and hotels by propertyUuid only', () => {
    const tours = [{ itemNo: 2, isWish: false, wishCount: 1 }, { goodsNo: 2, isWish: false, wishCount: 1 }];
    const next = applyWishState(tours, { kind: 'tour', itemNo: 2 }, { isWish: true });
    expect(next[0]).toMatchObject({ isWish: true, wishCount: 2 });
    expect(next[1]).toBe(tours[1]);
    const hotels = { data: [{ propertyUuid: 'a', isWish: true, wishCount: 3 }] };
    expect(applyWishState(hotels, { kind: 'hotel', propertyUuid: 'a' }, { isWish: false }).data[0]).toMatchObject({ isWish: false, wishCount: 2 });
  });
});

describe('optimistic update and rollback', () => {
  it('records only the queries that changed', () => {
    const a = [stay(2)];
    const b = [stay(9)];
    const before = [[['stays', 'a'], a], [['stays', 'b'], b]] as const;
    const after = before.map(([key, data]) => [key, applyWishState(data, target, { isWish: true })] as const);
    const changes = wishCacheChanges(before, after);
    expect(changes).toHaveLength(1);
    expect(changes[0]!.queryKey).toEqual(['stays', 'a']);
    expect(changes[0]!.before).toBe(a);
  });

  it('restores exactly the earlier data when nothing else changed the query', () => {
    const earlier = [stay(1), stay(2)];
    const optimistic = applyWishState(earlier, target, { isWish: true });
    const change = { queryKey: ['stays', 'a'], before: earlier, after: optimistic };
    expect(rollbackWishData(optimistic, change, target, true)).toBe(earlier);
  });

  it('turns back only this product when another toggle changed the query meanwhile', () => {
    const earlier = [stay(1), stay(2)];
    const optimistic = applyWishState(earlier, target, { isWish: true });
    const change = { queryKey: ['stays', 'a'], before: earlier, after: optimistic };
    const meanwhile = applyWishState(optimistic, { kind: 'stay', goodsNo: 1 }, { isWish: true });
    const restored = rollbackWishData(meanwhile, change, target, true) as typeof earlier;
    expect(restored[1]).toMatchObject({ isWish: false, wishCount: 10 });
    expect(restored[0]).toMatchObject({ isWish: true, wishCount: 11 });
  });
});
