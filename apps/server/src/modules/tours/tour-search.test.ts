import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE, apiPaths, apiUrl } from '@minda/contracts/paths';
import { TOUR_LIST_PAGE_SIZE, tourSalePriceOf } from '@minda/contracts/rules/tour-list';
import { TourDetailResponseSchema, TourListResponseSchema, TourThemeResponseSchema } from '@minda/contracts/tours';
import { tourOptions, tourThemeItems, tourThemes, tours } from '../../db/schema/tours.ts';
import { loginAs } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

const PARIS = '001002001';
type Query = Record<string, string | number>;

async function list(query: Query, headers: Record<string, string> = {}) {
  const res = await t.get(apiPaths.tours.list.href(), query, headers);
  expect(res.statusCode, res.body).toBe(200);
  return TourListResponseSchema.parse(res.json()).data;
}

async function theme(themeNo: number, query: Query = {}) {
  const res = await t.get(apiPaths.tours.theme.href(themeNo), query);
  expect(res.statusCode, res.body).toBe(200);
  return TourThemeResponseSchema.parse(res.json()).data;
}

async function detail(itemNo: number, headers: Record<string, string> = {}) {
  const res = await t.get(apiPaths.tours.item.href(itemNo), {}, headers);
  expect(res.statusCode, res.body).toBe(200);
  return TourDetailResponseSchema.parse(res.json()).data;
}

async function allPages(query: Query) {
  const items = [];
  for (let page = 0; page < 20; page += 1) {
    const data = await list({ ...query, page, size: 40 });
    items.push(...data.content);
    if (data.last) break;
  }
  return items;
}

async function expectKorean400(res: { statusCode: number; json: () => unknown }, label: string) {
  expect(res.statusCode, label).toBe(400);
  expect((res.json() as { error: { message: string } }).error.message, label).toMatch(/[가-힣]/);
}

describe('seeded tour options', () => {
  it('every active tour has 1-4 options and its salePrice is the lowest option on sale; sold-out tours have only sold-out options', async () => {
    const rows = await t.db
      .select({ itemNo: tours.itemNo, salePrice: tours.salePrice, price: tourOptions.price })
      .from(tours)
      .leftJoin(tourOptions, eq(tourOptions.itemNo, tours.itemNo))
      .where(eq(tours.isActive, true));
    const byItem = new Map<number, { salePrice: number; prices: number[] }>();
    for (const r of rows) {
      const entry = byItem.get(r.itemNo) ?? { salePrice: r.salePrice, prices: [] };
      if (r.price !== null) entry.prices.push(r.price);
      byItem.set(r.itemNo, entry);
    }
    expect(byItem.size).toBeGreaterThan(200);
    let soldOutTours = 0;
    let soldOutOptionsOnSale = 0;
    for (const [itemNo, { salePrice, prices }] of byItem) {
      expect(prices.length, `tour ${itemNo}`).toBeGreaterThanOrEqual(1);
      expect(prices.length, `tour ${itemNo}`).toBeLessThanOrEqual(4);
      expect(tourSalePriceOf(prices), `tour ${itemNo}`).toBe(salePrice);
      if (salePrice === 0) {
        soldOutTours += 1;
        expect(prices.every((p) => p === 0)).toBe(true);
      } else if (prices.includes(0)) soldOutOptionsOnSale += 1;
    }
    expect(soldOutTours).toBeGreaterThan(0);
    expect(soldOutOptionsOnSale).toBeGreaterThan(0);
  });
});

describe('GET tour_tickets/list', () => {
  it('lists a city page by page with the city, type counts and paging that add up', async () => {
    const first = await list({ category: PARIS });
    expect(first.categoryName).toBe('파리');
    expect(first.countryName).toBe('프랑스');
    expect(first.category).toBe(PARIS);
    expect(first.number).toBe(0);
    expect(first.size).toBe(20);
    expect(first.content).toHaveLength(20);
    const n = await t.db.$count(tours, and(eq(tours.cityCode, PARIS), eq(tours.isActive, true)));
    expect(first.totalElements).toBe(n);
    expect(Object.values(first.counts).reduce((a, b) => a + b, 0)).toBe(n);
    expect(first.totalPages).toBe(Math.ceil(n / TOUR_LIST_PAGE_SIZE));
    expect(first.last).toBe(false);

    const all = await allPages({ category: PARIS });
    expect(all).toHaveLength(n);
    expect(new Set(all.map((i) => i.itemNo)).size).toBe(n);
    expect(all.every((i) => i.category === PARIS && i.categoryName === '파리' && !i.isWish)).toBe(true);

    const beyond = await list({ category: PARIS, page: 50 });
    expect(beyond.content).toEqual([]);
    expect(beyond.last).toBe(true);
  });

  it('filters by itemCategoryType and reports the filtered total', async () => {
    const everything = await list({ category: PARIS });
    for (const type of ['LOCAL_TOUR', 'TICKET', 'ACTIVITY', 'CONVENIENCE'] as const) {
      const items = await allPages({ category: PARIS, itemCategoryType: type });
      expect(items.length, type).toBe(everything.counts[type]);
      expect(items.every((i) => i.itemCategoryType === type), type).toBe(true);
      const page = await list({ category: PARIS, itemCategoryType: type });
      expect(page.totalElements).toBe(everything.counts[type]);
      expect(page.counts).toEqual(everything.counts);
    }
    expect(everything.counts.LOCAL_TOUR).toBeGreaterThan(0);
    expect(everything.counts.TICKET).toBeGreaterThan(0);
    expect(everything.counts.ACTIVITY).toBeGreaterThan(0);
    expect(everything.counts.CONVENIENCE).toBeGreaterThan(0);
  });

  it('sorts by price (sold out last), rating and reviews', async () => {
    const byPrice = await allPages({ category: PARIS, sort: 'price' });
    const onSale = byPrice.filter((i) => i.salePrice > 0);
    expect(byPrice.slice(0, onSale.length)).toEqual(onSale);
    expect(byPrice.slice(onSale.length).every((i) => i.salePrice === 0)).toBe(true);
    expect(byPrice.slice(onSale.length).length).toBeGreaterThan(0);
    for (let i = 1; i < onSale.length; i += 1) expect(onSale[i]!.salePrice).toBeGreaterThanOrEqual(onSale[i - 1]!.salePrice);

    const byRating = await allPages({ category: PARIS, sort: 'rating' });
    for (let i = 1; i < byRating.length; i += 1) expect(byRating[i]!.reviewGrade).toBeLessThanOrEqual(byRating[i - 1]!.reviewGrade);

    const byReviews = await allPages({ category: PARIS, sort: 'reviews' });
    for (let i = 1; i < byReviews.length; i += 1) expect(byReviews[i]!.reviewCount).toBeLessThanOrEqual(byReviews[i - 1]!.reviewCount);

    const recommended = await allPages({ category: PARIS });
    expect(new Set(recommended.map((i) => i.itemNo))).toEqual(new Set(byPrice.map((i) => i.itemNo)));
    expect(recommended.map((i) => i.itemNo)).not.toEqual(byPrice.map((i) => i.itemNo));
  });

  it('computes isWish for the caller', async () => {
    const member = await loginAs(t.app, 'member');
    const { content } = await list({ category: PARIS, sort: 'rating' });
    const target = content[2]!;
    const add = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.wishes.tours.href()), headers: member.headers, payload: { category: PARIS, itemNo: target.itemNo } });
    expect(add.statusCode, add.body).toBe(200);
    const mine = await list({ category: PARIS, sort: 'rating' }, member.headers);
    expect(mine.content.find((i) => i.itemNo === target.itemNo)).toMatchObject({ isWish: true, wishCount: target.wishCount + 1 });
    expect((await detail(target.itemNo, member.headers)).isWish).toBe(true);
    expect((await detail(target.itemNo)).isWish).toBe(false);
    expect((await list({ category: PARIS, sort: 'rating' })).content.every((i) => !i.isWish)).toBe(true);
  });

  it('rejects malformed input with a Korean 400 and an unknown city with a Korean 404', async () => {
    const malformed: Query[] = [
      {},
      { category: 'paris' },
      { category: PARIS, itemCategoryType: 'HOTEL' },
      { category: PARIS, sort: 'cheap' },
      { category: PARIS, page: -1 },
      { category: PARIS, size: 0 },
      { category: PARIS, size: 41 },
    ];
    for (const query of malformed) await expectKorean400(await t.get(apiPaths.tours.list.href(), query), JSON.stringify(query));
    const unknown = await t.get(apiPaths.tours.list.href(), { category: '009009009' });
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { error: { code: string; message: string } }).error).toEqual({ code: 'NOT_FOUND', message: '도시 정보를 찾을 수 없습니다.' });
  });
});

describe('GET tour_tickets/themes/{themeNo}/items', () => {
  it('answers every seeded theme with its name, group and items in operator order', async () => {
    const themes = await t.db.select({ themeNo: tourThemes.themeNo, name: tourThemes.name }).from(tourThemes);
    expect(themes.map((th) => th.themeNo)).toEqual(expect.arrayContaining([TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE]));
    for (const th of themes) {
      const expected = await t.db
        .select({ itemNo: tourThemeItems.itemNo })
        .from(tourThemeItems)
        .innerJoin(tours, and(eq(tours.itemNo, tourThemeItems.itemNo), eq(tours.isActive, true)))
        .where(eq(tourThemeItems.themeNo, th.themeNo))
        .orderBy(asc(tourThemeItems.sort), asc(tourThemeItems.itemNo));
      const data = await theme(th.themeNo, { size: 40 });
      expect(data.themeName).toBe(th.name);
      expect(data.content.map((i) => i.itemNo)).toEqual(expected.map((e) => e.itemNo));
      expect(data.totalElements).toBe(expected.length);
    }
  });

  it('shows airport pickups (259) and telecom and insurance (211) as convenience items', async () => {
    const pickup = await theme(TOUR_THEME_AIRPORT_PICKUP);
    expect(pickup.themeName).toBe('공항 픽업');
    expect(pickup.themeGroupName).toBe('공항 픽업·교통');
    expect(pickup.content.length).toBeGreaterThan(3);
    expect(pickup.content.every((i) => i.itemCategoryType === 'CONVENIENCE' && /픽업|샌딩/.test(i.itemName))).toBe(true);
    expect(pickup.counts.CONVENIENCE).toBe(pickup.totalElements);

    const telecom = await theme(TOUR_THEME_TELECOM_INSURANCE);
    expect(telecom.themeName).toBe('유심·eSIM·보험');
    expect(telecom.content.some((i) => i.itemName.includes('보험'))).toBe(true);
    expect(telecom.content.some((i) => /eSIM|유심/.test(i.itemName))).toBe(true);
  });

  it('filters a theme by type and pages it', async () => {
    const museums = await theme(301, { size: 40 });
    const types = Object.entries(museums.counts).filter(([, n]) => n > 0);
    for (const [type, n] of types) {
      const filtered = await theme(301, { itemCategoryType: type, size: 40 });
      expect(filtered.content).toHaveLength(n);
      expect(filtered.content.every((i) => i.itemCategoryType === type)).toBe(true);
    }
    const small = await theme(301, { size: 5, page: 1 });
    expect(small.content.map((i) => i.itemNo)).toEqual(museums.content.slice(5, 10).map((i) => i.itemNo));
    expect(small.totalPages).toBe(Math.ceil(museums.totalElements / 5));
    const none = await theme(TOUR_THEME_AIRPORT_PICKUP, { itemCategoryType: 'TICKET' });
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 0, last: true });
  });

  it('rejects a malformed theme number with a Korean 400 and an unknown theme with a 404', async () => {
    await expectKorean400(await t.get('tour_tickets/themes/abc/items'), 'abc');
    await expectKorean400(await t.get(apiPaths.tours.theme.href(259), { itemCategoryType: 'X' }), 'type');
    const unknown = await t.get(apiPaths.tours.theme.href(999));
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as { error: { message: string } }).error.message).toBe('테마 정보를 찾을 수 없습니다.');
  });
});

describe('GET tour_tickets/items/{itemNo}', () => {
  it('answers the detail with options sorted, priced per person, sold-out flags and the partner', async () => {
    const [row] = await t.db
      .select({ itemNo: tours.itemNo })
      .from(tours)
      .where(and(eq(tours.isActive, true), sql`${tours.salePrice} > 0`, sql`exists (select 1 from tour_options o where o.item_no = ${tours.itemNo} and o.price = 0)`))
      .orderBy(asc(tours.itemNo))
      .limit(1);
    const item = await detail(row!.itemNo);
    expect(item.itemNo).toBe(row!.itemNo);
    expect(item.itemName).toMatch(/[가-힣]/);
    expect(item.images[0]).toBe(item.itemImgPath);
    expect(item.partnerName).toMatch(/\S/);
    expect(item.summary.length).toBeGreaterThan(0);
    expect(item.description).toContain(item.summary);
    expect(item.descriptionIsHtml).toBe(false);
    expect(item.options.length).toBeGreaterThan(1);
    expect(item.options.some((o) => o.soldOut && o.price === 0)).toBe(true);
    expect(item.options.filter((o) => !o.soldOut).every((o) => o.price >= item.salePrice)).toBe(true);
    expect(tourSalePriceOf(item.options.map((o) => o.price))).toBe(item.salePrice);
  });

  it('answers a sold-out tour (salePrice 0) with every option sold out', async () => {
    const [row] = await t.db.select({ itemNo: tours.itemNo }).from(tours).where(and(eq(tours.isActive, true), eq(tours.salePrice, 0))).limit(1);
    const item = await detail(row!.itemNo);
    expect(item.salePrice).toBe(0);
    expect(item.options.length).toBeGreaterThan(0);
    expect(item.options.every((o) => o.soldOut)).toBe(true);
  });

  it('is a 404 for unknown and inactive tours and a Korean 400 for a malformed number', async () => {
    expect((await t.get(apiPaths.tours.item.href(123456789))).statusCode).toBe(404);
    const [row] = await t.db.select({ itemNo: tours.itemNo }).from(tours).orderBy(asc(tours.itemNo)).limit(1);
    await t.db.update(tours).set({ isActive: false }).where(eq(tours.itemNo, row!.itemNo));
    const inactive = await t.get(apiPaths.tours.item.href(row!.itemNo));
    expect(inactive.statusCode).toBe(404);
    expect((inactive.json() as { error: { message: string } }).error.message).toBe('판매 중인 상품이 아닙니다.');
    await t.db.update(tours).set({ isActive: true }).where(eq(tours.itemNo, row!.itemNo));
    await expectKorean400(await t.get('tour_tickets/items/abc'), 'abc');
    await expectKorean400(await t.get('tour_tickets/items/1234567890'), 'too long');
  });
});
