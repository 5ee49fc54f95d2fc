import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { HotelListResponseSchema, HotelThemesResponseSchema, type HotelProperty } from '@minda/contracts/hotels';
import { TourItemsResponseSchema, TourThemesResponseSchema, type TourItem } from '@minda/contracts/tours';
import { apiPaths, withQuery } from '@minda/contracts/paths';
import { HotelLikeResponseSchema, TourWishResponseSchema } from '@minda/contracts/wishes';
import { hotels } from '../../db/schema/hotels.ts';
import { tours } from '../../db/schema/tours.ts';
import { hotelLikes, tourWishes } from '../../db/schema/wishes.ts';
import { loginTwoMembersAndVisitor, type CallerHeaders, type LoggedIn } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();
let a: LoggedIn;
let b: LoggedIn;
let visitor: CallerHeaders;

beforeAll(async () => {
  ({ a, b, visitor } = await loginTwoMembersAndVisitor(t.app));
  // Start both members with empty wish lists, whatever the demo seed gave them.
  await t.db.delete(tourWishes).where(inArray(tourWishes.userId, [a.userId, b.userId]));
  await t.db.delete(hotelLikes).where(inArray(hotelLikes.userId, [a.userId, b.userId]));
});

describe('tour guidebook wishes', () => {
  let item: TourItem;

  /** Every card the tour lists show to this caller for the item. */
  async function tourCards(headers: CallerHeaders): Promise<TourItem[]> {
    const groups = TourThemesResponseSchema.parse((await t.call('GET', apiPaths.tours.themeItems.href(), headers)).json()).data;
    const recommend = TourItemsResponseSchema.parse((await t.call('GET', apiPaths.tours.recommendItems.href(), headers)).json()).data;
    const recent = TourItemsResponseSchema.parse(
      (await t.call('GET', withQuery(apiPaths.tours.recentlyViewed.href(), { itemNos: String(item.itemNo) }), headers)).json(),
    ).data;
    const inThemes = groups.flatMap((g) => g.themeItems.flatMap((th) => th.items));
    return [...inThemes, ...recommend, ...recent].filter((card) => card.itemNo === item.itemNo);
  }
  const countOf = async () => (await t.db.select({ c: tours.wishCount }).from(tours).where(eq(tours.itemNo, item.itemNo)))[0]!.c;

  beforeAll(async () => {
    const groups = TourThemesResponseSchema.parse((await t.call('GET', apiPaths.tours.themeItems.href())).json()).data;
    const recommend = TourItemsResponseSchema.parse((await t.call('GET', apiPaths.tours.recommendItems.href())).json()).data;
    const inThemes = new Set(groups.flatMap((g) => g.themeItems.flatMap((th) => th.items.map((i) => i.itemNo))));
    item = recommend.find((r) => inThemes.has(r.itemNo)) ?? recommend[0]!;
  });

  it('asks visitors to log in', async () => {
    const add = await t.call('POST', apiPaths.wishes.tours.href(), visitor, { category: item.category, itemNo: item.itemNo });
    expect(add.statusCode).toBe(401);
    expect(add.json().error.code).toBe('REQUIRE_LOGIN');
    expect((await t.call('DELETE', apiPaths.wishes.tour.href(item.itemNo), visitor)).statusCode).toBe(401);
  });

  it('validates category and itemNo with Korean messages', async () => {
    for (const payload of [
      { category: item.category, itemNo: String(item.itemNo) },
      { category: item.category, itemNo: 'abc' },
      { category: 'paris', itemNo: item.itemNo },
      { itemNo: item.itemNo },
    ]) {
      const res = await t.call('POST', apiPaths.wishes.tours.href(), a.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.message).toMatch(/[가-힣]/);
    }
    const otherCity = item.category === '001001001' ? '001002001' : '001001001';
    const mismatch = await t.call('POST', apiPaths.wishes.tours.href(), a.headers, { category: otherCity, itemNo: item.itemNo });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toMatch(/도시/);
    const unknown = await t.call('POST', apiPaths.wishes.tours.href(), a.headers, { category: item.category, itemNo: 999999 });
    expect(unknown.statusCode).toBe(404);
  });

  it('adds once per member, shows isWish only to that member, and removes only the caller’s wish', async () => {
    const before = await countOf();
    const add = await t.call('POST', apiPaths.wishes.tours.href(), a.headers, { category: item.category, itemNo: item.itemNo });
    expect(add.statusCode).toBe(200);
    expect(TourWishResponseSchema.parse(add.json()).data).toEqual({ itemNo: item.itemNo, isWish: true, wishCount: before + 1 });
    const again = await t.call('POST', apiPaths.wishes.tours.href(), a.headers, { category: item.category, itemNo: item.itemNo });
    expect(again.json().data.wishCount).toBe(before + 1);

    const mine = await tourCards(a.headers);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    for (const card of mine) expect(card).toMatchObject({ isWish: true, wishCount: before + 1 });
    for (const card of await tourCards(b.headers)) expect(card).toMatchObject({ isWish: false, wishCount: before + 1 });
    for (const card of await tourCards(visitor)) expect(card.isWish).toBe(false);

    const byOther = await t.call('DELETE', apiPaths.wishes.tour.href(item.itemNo), b.headers);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().error.message).toBe('찜한 상품이 아닙니다.');
    const rows = await t.db.select().from(tourWishes).where(and(eq(tourWishes.userId, a.userId), eq(tourWishes.itemNo, item.itemNo)));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.category).toBe(item.category);

    const removed = await t.call('DELETE', apiPaths.wishes.tour.href(item.itemNo), a.headers);
    expect(removed.json()).toEqual({ data: { itemNo: item.itemNo, isWish: false, wishCount: before } });
    expect(await countOf()).toBe(before);
  });
});

describe('hotel likes', () => {
  let property: HotelProperty;

  async function hotelCards(headers: CallerHeaders): Promise<HotelProperty[]> {
    const themes = HotelThemesResponseSchema.parse((await t.call('GET', apiPaths.hotels.themeProperties.href(), headers)).json()).data;
    const recent = HotelListResponseSchema.parse(
      (await t.call('GET', withQuery(apiPaths.hotels.recentlyViewed.href(), { propertyIds: String(property.propertyId) }), headers)).json(),
    ).data;
    const inThemes = themes.flatMap((th) => th.cityHotels.flatMap((c) => c.properties));
    return [...inThemes, ...recent].filter((p) => p.propertyUuid === property.propertyUuid);
  }
  const countOf = async () =>
    (await t.db.select({ c: hotels.wishCount }).from(hotels).where(eq(hotels.uuid, property.propertyUuid)))[0]!.c;

  beforeAll(async () => {
    const themes = HotelThemesResponseSchema.parse((await t.call('GET', apiPaths.hotels.themeProperties.href())).json()).data;
    property = themes[0]!.cityHotels[0]!.properties[0]!;
  });

  it('asks visitors to log in and validates the uuid', async () => {
    const res = await t.call('POST', apiPaths.wishes.hotelLike.href(property.propertyUuid), visitor);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('REQUIRE_LOGIN');
    const bad = await t.call('POST', apiPaths.wishes.hotelLike.href('not-a-uuid'), a.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/uuid/);
    const unknown = await t.call('POST', apiPaths.wishes.hotelLike.href('00000000-0000-4000-8000-000000000000'), a.headers);
    expect(unknown.statusCode).toBe(404);
  });

  it('likes once per member, shows isWish only to that member, and unlikes only the caller’s like', async () => {
    const before = await countOf();
    const liked = await t.call('POST', apiPaths.wishes.hotelLike.href(property.propertyUuid), a.headers);
    expect(liked.statusCode).toBe(200);
    expect(HotelLikeResponseSchema.parse(liked.json()).data).toEqual({ propertyUuid: property.propertyUuid, isWish: true, wishCount: before + 1 });
    expect((await t.call('POST', apiPaths.wishes.hotelLike.href(property.propertyUuid), a.headers)).json().data.wishCount).toBe(before + 1);

    const mine = await hotelCards(a.headers);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    for (const card of mine) expect(card).toMatchObject({ isWish: true, wishCount: before + 1 });
    for (const card of await hotelCards(b.headers)) expect(card).toMatchObject({ isWish: false, wishCount: before + 1 });

    expect((await t.call('DELETE', apiPaths.wishes.hotelLike.href(property.propertyUuid), b.headers)).statusCode).toBe(404);
    expect(
      await t.db.select().from(hotelLikes).where(and(eq(hotelLikes.userId, a.userId), eq(hotelLikes.propertyUuid, property.propertyUuid))),
    ).toHaveLength(1);

    const unliked = await t.call('DELETE', apiPaths.wishes.hotelLike.href(property.propertyUuid), a.headers);
    expect(unliked.json()).toEqual({ data: { propertyUuid: property.propertyUuid, isWish: false, wishCount: before } });
    expect(await countOf()).toBe(before);
  });
});
