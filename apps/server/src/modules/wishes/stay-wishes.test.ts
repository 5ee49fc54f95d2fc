import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { StayListResponseSchema, StayRecommendResponseSchema, StayThemesResponseSchema, type StayCard } from '@minda/contracts/stays';
import { apiPaths, withQuery } from '@minda/contracts/paths';
import { StayLikeCountResponseSchema, StayLikeResponseSchema, StayWishResponseSchema } from '@minda/contracts/wishes';
import { stays } from '../../db/schema/stays.ts';
import { stayWishes } from '../../db/schema/wishes.ts';
import { loginTwoMembersAndVisitor, type CallerHeaders, type LoggedIn } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();
let a: LoggedIn;
let b: LoggedIn;
let visitor: CallerHeaders;

beforeAll(async () => {
  ({ a, b, visitor } = await loginTwoMembersAndVisitor(t.app));
  // Start both members with empty wish lists, whatever the demo seed gave them.
  await t.db.delete(stayWishes).where(inArray(stayWishes.userId, [a.userId, b.userId]));
});

const withCookie = (headers: CallerHeaders, cookie: string) => ({ ...headers, cookie: `${headers.cookie}; ${cookie}` });

const wishRow = (userId: number, goodsNo: number) =>
  t.db.select().from(stayWishes).where(and(eq(stayWishes.userId, userId), eq(stayWishes.goodsNo, goodsNo)));
const wishCountOf = async (goodsNo: number) =>
  (await t.db.select({ c: stays.wishCount }).from(stays).where(eq(stays.goodsNo, goodsNo)))[0]!.c;

/** Every card the three stay lists show to this caller for goodsNo. */
async function cardsFor(headers: CallerHeaders, goodsNo: number): Promise<StayCard[]> {
  const themes = StayThemesResponseSchema.parse((await t.call('GET', apiPaths.stays.themeItems.href(), headers)).json()).data;
  const recommend = StayRecommendResponseSchema.parse((await t.call('GET', apiPaths.stays.recommendItems.href(), headers)).json()).data;
  const recent = StayListResponseSchema.parse(
    (await t.call('GET', withQuery(apiPaths.stays.recentlyViewed.href(), { goodsNos: String(goodsNo) }), headers)).json(),
  ).data;
  const inThemes = themes.flatMap((th) => th.items.flatMap((g) => g.items));
  return [...inThemes, ...recommend, ...recent].filter((card) => card.goodsNo === goodsNo);
}

describe('stay wishes for visitors', () => {
  it('asks visitors to log in (401 REQUIRE_LOGIN) for every toggle', async () => {
    for (const [method, path] of [
      ['POST', apiPaths.wishes.stays.href()],
      ['DELETE', apiPaths.wishes.stay.href(1001)],
      ['POST', apiPaths.wishes.stayLike.href(1001)],
      ['DELETE', apiPaths.wishes.stayLike.href(1001)],
    ] as const) {
      const res = await t.call(method, path, visitor, method === 'POST' && path === apiPaths.wishes.stays.href() ? { goodsNo: 1001 } : undefined);
      expect(res.statusCode, `${method} ${path}`).toBe(401);
      expect(res.json().error).toMatchObject({ code: 'REQUIRE_LOGIN', message: expect.stringMatching(/로그인/) });
    }
  });

  it('tells visitors a stay is not liked, and anyone its like count', async () => {
    const like = StayLikeResponseSchema.parse((await t.call('GET', apiPaths.wishes.stayLike.href(1001), visitor)).json()).data;
    expect(like).toEqual({ goodsNo: 1001, isLike: false });
    const count = StayLikeCountResponseSchema.parse((await t.call('GET', apiPaths.wishes.stayLikeCount.href(1001), visitor)).json()).data;
    expect(count).toEqual({ goodsNo: 1001, count: await wishCountOf(1001) });
    expect((await t.call('GET', apiPaths.wishes.stayLike.href(999999))).statusCode).toBe(404);
    expect((await t.call('GET', apiPaths.wishes.stayLikeCount.href(999999))).statusCode).toBe(404);
  });
});

describe('POST main/stays/wishList input', () => {
  it('requires goodsNo to be a JSON number, with Korean messages', async () => {
    for (const goodsNo of ['abc', '1001', null, 1.5, -3, 1e12]) {
      const res = await t.call('POST', apiPaths.wishes.stays.href(), a.headers, { goodsNo });
      expect(res.statusCode, JSON.stringify(goodsNo)).toBe(400);
      expect(res.json().error.message).toMatch(/goodsNo.*[가-힣]/);
    }
    const missing = await t.call('POST', apiPaths.wishes.stays.href(), a.headers, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toMatch(/goodsNo는 숫자여야 합니다/);
  });

  it('refuses an unknown serviceMedia code and answers 404 for an unknown stay', async () => {
    const media = await t.call('POST', apiPaths.wishes.stays.href(), a.headers, { goodsNo: 1001, serviceMedia: 'XX' });
    expect(media.statusCode).toBe(400);
    expect(media.json().error.message).toMatch(/serviceMedia/);
    const unknown = await t.call('POST', apiPaths.wishes.stays.href(), a.headers, { goodsNo: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });
});

describe('stay wish toggles', () => {
  let goodsNo: number;
  let before: number;

  beforeAll(async () => {
    // A stay that both the theme lists and the recommendations show, so every list can be checked.
    const themes = StayThemesResponseSchema.parse((await t.call('GET', apiPaths.stays.themeItems.href())).json()).data;
    const recommend = StayRecommendResponseSchema.parse((await t.call('GET', apiPaths.stays.recommendItems.href())).json()).data;
    const inThemes = new Set(themes.flatMap((th) => th.items.flatMap((g) => g.items.map((c) => c.goodsNo))));
    goodsNo = recommend.map((r) => r.goodsNo).find((n) => inThemes.has(n)) ?? recommend[0]!.goodsNo;
    before = await wishCountOf(goodsNo);
  });

  it('adds a wish: isWish true and wishCount + 1 for that member only', async () => {
    const res = await t.call('POST', apiPaths.wishes.stays.href(), a.headers, { goodsNo });
    expect(res.statusCode).toBe(200);
    expect(StayWishResponseSchema.parse(res.json()).data).toEqual({ goodsNo, isWish: true, wishCount: before + 1 });

    const mine = await cardsFor(a.headers, goodsNo);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    for (const card of mine) expect(card).toMatchObject({ isWish: true, wishCount: before + 1 });
    for (const other of [b.headers, visitor]) {
      const theirs = await cardsFor(other, goodsNo);
      expect(theirs.length).toBe(mine.length);
      for (const card of theirs) expect(card).toMatchObject({ isWish: false, wishCount: before + 1 });
    }
  });

  it('is idempotent: adding again keeps one wish and the same count', async () => {
    const res = await t.call('POST', apiPaths.wishes.stays.href(), a.headers, { goodsNo });
    expect(res.json()).toEqual({ data: { goodsNo, isWish: true, wishCount: before + 1 } });
    expect(await wishRow(a.userId, goodsNo)).toHaveLength(1);
    expect(await wishCountOf(goodsNo)).toBe(before + 1);
  });

  it("never removes another member's wish", async () => {
    const res = await t.call('DELETE', apiPaths.wishes.stay.href(goodsNo), b.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('찜한 상품이 아닙니다.');
    expect(await wishRow(a.userId, goodsNo)).toHaveLength(1);
    expect(await wishCountOf(goodsNo)).toBe(before + 1);
  });

  it('removes the caller’s wish once; removing again is a 404', async () => {
    const res = await t.call('DELETE', apiPaths.wishes.stay.href(goodsNo), a.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { goodsNo, isWish: false, wishCount: before } });
    for (const card of await cardsFor(a.headers, goodsNo)) expect(card).toMatchObject({ isWish: false, wishCount: before });
    expect((await t.call('DELETE', apiPaths.wishes.stay.href(goodsNo), a.headers)).statusCode).toBe(404);
    expect(await wishCountOf(goodsNo)).toBe(before);
  });

  it('refuses a non-numeric id in the DELETE path', async () => {
    const res = await t.call('DELETE', 'main/stays/wishList/abc', a.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/goodsNo는 숫자여야 합니다/);
  });
});

describe('serviceMedia of a stay wish', () => {
  it('stores the app_service_media cookie when the body has none', async () => {
    const res = await t.call('POST', apiPaths.wishes.stays.href(), withCookie(a.headers, 'app_service_media=iP'), { goodsNo: 1002 });
    expect(res.statusCode).toBe(200);
    expect((await wishRow(a.userId, 1002))[0]?.serviceMedia).toBe('iP');
  });

  it('prefers the body, and ignores a cookie that is not a known code', async () => {
    await t.call('POST', apiPaths.wishes.stays.href(), withCookie(a.headers, 'app_service_media=iP'), { goodsNo: 1003, serviceMedia: 'AP' });
    expect((await wishRow(a.userId, 1003))[0]?.serviceMedia).toBe('AP');
    await t.call('POST', apiPaths.wishes.stays.href(), withCookie(a.headers, 'app_service_media=evil'), { goodsNo: 1004 });
    const [row] = await wishRow(a.userId, 1004);
    expect(row).toBeDefined();
    expect(row?.serviceMedia).toBeNull();
  });
});

describe('stay likes (the same wish seen from the detail page)', () => {
  const goodsNo = 1005;

  it('likes, reports and unlikes through stay/{id}/like', async () => {
    const before = await wishCountOf(goodsNo);
    expect((await t.call('GET', apiPaths.wishes.stayLike.href(goodsNo), a.headers)).json()).toEqual({ data: { goodsNo, isLike: false } });

    const liked = await t.call('POST', apiPaths.wishes.stayLike.href(goodsNo), a.headers);
    expect(liked.statusCode).toBe(200);
    expect(StayWishResponseSchema.parse(liked.json()).data).toEqual({ goodsNo, isWish: true, wishCount: before + 1 });
    expect((await t.call('POST', apiPaths.wishes.stayLike.href(goodsNo), a.headers)).json().data.wishCount).toBe(before + 1);

    expect((await t.call('GET', apiPaths.wishes.stayLike.href(goodsNo), a.headers)).json()).toEqual({ data: { goodsNo, isLike: true } });
    expect((await t.call('GET', apiPaths.wishes.stayLike.href(goodsNo), b.headers)).json()).toEqual({ data: { goodsNo, isLike: false } });
    expect((await t.call('GET', apiPaths.wishes.stayLikeCount.href(goodsNo))).json()).toEqual({ data: { goodsNo, count: before + 1 } });

    // A like is a wish: it shows in the lists and the wish-list DELETE removes it.
    const [card] = StayListResponseSchema.parse(
      (await t.call('GET', withQuery(apiPaths.stays.recentlyViewed.href(), { goodsNos: String(goodsNo) }), a.headers)).json(),
    ).data;
    expect(card).toMatchObject({ isWish: true, wishCount: before + 1 });

    const unliked = await t.call('DELETE', apiPaths.wishes.stayLike.href(goodsNo), a.headers);
    expect(unliked.json()).toEqual({ data: { goodsNo, isWish: false, wishCount: before } });
    expect((await t.call('DELETE', apiPaths.wishes.stay.href(goodsNo), a.headers)).statusCode).toBe(404);
    expect((await t.call('GET', apiPaths.wishes.stayLikeCount.href(goodsNo))).json().data.count).toBe(before);
  });

  it('answers 404 for liking an unknown stay', async () => {
    expect((await t.call('POST', apiPaths.wishes.stayLike.href(999999), a.headers)).statusCode).toBe(404);
  });
});
