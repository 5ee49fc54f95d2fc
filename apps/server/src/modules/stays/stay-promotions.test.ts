import { and, asc, desc, eq, gt, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { CITY_THEME_SLUGS, cityThemeCodes } from '@minda/contracts/web-pages';
import { EventListResponseSchema } from '@minda/contracts/content';
import { CityThemeResponseSchema, SalePageResponseSchema } from '@minda/contracts/stays';
import { CITY_THEME_STAYS_SHOWN, SALE_PAGE_SIZE, isOffSeasonSale, offSeasonMonth } from '@minda/contracts/rules/promotions';
import { events } from '../../db/schema/editorial.ts';
import { stays } from '../../db/schema/stays.ts';
import { loginAs } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

async function allPages(path: string) {
  const seen: { goodsNo: number; saleRate: number; reviewCount: number }[] = [];
  for (let n = 0; n < 100; n += 1) {
    const res = await t.get(path, { page: n });
    expect(res.statusCode, res.body).toBe(200);
    const page = SalePageResponseSchema.parse(res.json()).data;
    expect(page.number).toBe(n);
    seen.push(...page.content);
    if (page.last) return { seen, total: page.totalElements };
    expect(page.content).toHaveLength(20);
  }
  throw new Error('too many pages');
}

describe('GET main/stays/cityThemes/{slug}', () => {
  it('answers every theme page with its guide, its cities and their best stays and tours', async () => {
    for (const slug of CITY_THEME_SLUGS) {
      const res = await t.get(apiPaths.stays.cityTheme.href(slug));
      expect(res.statusCode, `${slug}: ${res.body}`).toBe(200);
      const theme = CityThemeResponseSchema.parse(res.json()).data;
      const codes = cityThemeCodes(slug);
      expect(theme.title).toMatch(/가이드/);
      expect(theme.bodyHtml).toMatch(/어디에 묵을까/);
      expect(theme.cities.map((c) => c.category).sort()).toEqual([...codes].sort());
      expect(theme.stays.length).toBeGreaterThan(0);
      expect(theme.stays.every((s) => codes.includes(s.category))).toBe(true);
      expect(theme.tours.length).toBeGreaterThan(0);
      expect(theme.tours.every((tour) => codes.includes(tour.category))).toBe(true);
    }
  });

  it('lists the best graded stays of both Italian cities', async () => {
    const theme = CityThemeResponseSchema.parse((await t.get(apiPaths.stays.cityTheme.href('italia'))).json()).data;
    const expected = await t.db
      .select({ goodsNo: stays.goodsNo })
      .from(stays)
      .where(and(eq(stays.isActive, true), inArray(stays.cityCode, ['001003001', '001003003'])))
      .orderBy(desc(stays.reviewGrade), desc(stays.reviewCount), asc(stays.goodsNo))
      .limit(CITY_THEME_STAYS_SHOWN);
    expect(theme.stays.map((s) => s.goodsNo)).toEqual(expected.map((r) => r.goodsNo));
    expect(theme.cities.map((c) => c.categoryName)).toEqual(['로마', '베네치아']);
  });

  it('computes isWish for the caller', async () => {
    const member = await loginAs(t.app, 'member');
    const first = CityThemeResponseSchema.parse((await t.get(apiPaths.stays.cityTheme.href('london'))).json()).data.stays[0]!;
    const add = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.wishes.stays.href()), headers: member.headers, payload: { goodsNo: first.goodsNo } });
    expect(add.statusCode, add.body).toBe(200);
    const mine = CityThemeResponseSchema.parse((await t.get(apiPaths.stays.cityTheme.href('london'), {}, member.headers)).json()).data;
    expect(mine.stays[0]).toMatchObject({ goodsNo: first.goodsNo, isWish: true });
  });

  it('answers an unknown theme with a Korean 400', async () => {
    const res = await t.get(apiPaths.stays.cityTheme.href('tokyo'));
    expect(res.statusCode).toBe(400);
    expect((res.json() as { error: { message: string } }).error.message).toMatch(/[가-힣]/);
  });
});

describe('GET main/stays/sale', () => {
  it('lists every stay on sale, biggest discount first, page by page', async () => {
    const { seen, total } = await allPages(apiPaths.stays.sale.href());
    const expected = await t.db
      .select({ goodsNo: stays.goodsNo })
      .from(stays)
      .where(and(eq(stays.isActive, true), gt(stays.saleRate, 0)))
      .orderBy(desc(stays.saleRate), desc(stays.reviewGrade), asc(stays.goodsNo));
    expect(seen.length).toBeGreaterThan(SALE_PAGE_SIZE);
    expect(seen.map((s) => s.goodsNo)).toEqual(expected.map((r) => r.goodsNo));
    expect(total).toBe(expected.length);
    expect(seen.every((s) => s.saleRate > 0)).toBe(true);
    const rates = seen.map((s) => s.saleRate);
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
  });

  it('refuses a malformed page with a Korean 400', async () => {
    for (const page of ['-1', 'x']) {
      const res = await t.get(apiPaths.stays.sale.href(), { page });
      expect(res.statusCode, page).toBe(400);
      expect((res.json() as { error: { message: string } }).error.message).toMatch(/[가-힣]/);
    }
  });
});

describe('GET main/stays/offSeasonSale', () => {
  it('lists exactly the stays the off-season rule picks for its month, most reviewed first', async () => {
    const month = offSeasonMonth(new Date());
    const rows = await t.db
      .select({ goodsNo: stays.goodsNo, cityCode: stays.cityCode, saleRate: stays.saleRate, hasBreakfast: stays.hasBreakfast, reviewCount: stays.reviewCount })
      .from(stays)
      .where(eq(stays.isActive, true))
      .orderBy(desc(stays.reviewCount), desc(stays.saleRate), asc(stays.goodsNo));
    const expected = rows.filter((s) => isOffSeasonSale(s, month)).map((s) => s.goodsNo);
    const { seen, total } = await allPages(apiPaths.stays.offSeasonSale.href());
    expect(seen.map((s) => s.goodsNo)).toEqual(expected);
    expect(total).toBe(expected.length);
    // Every month has some (in December, when every continent is in season, January's).
    expect(total).toBeGreaterThan(0);
    // A sale stay without breakfast is never in it.
    const noBreakfast = rows.find((s) => s.saleRate > 0 && !s.hasBreakfast);
    expect(noBreakfast).toBeDefined();
    expect(seen.some((s) => s.goodsNo === noBreakfast!.goodsNo)).toBe(false);
  });
});

describe('GET content/events', () => {
  it('lists every seeded event, the latest period first, without the body', async () => {
    const res = await t.get(apiPaths.content.events.href());
    expect(res.statusCode, res.body).toBe(200);
    const list = EventListResponseSchema.parse(res.json()).data;
    const rows = await t.db.select({ no: events.no }).from(events).orderBy(desc(events.startsOn), desc(events.no));
    expect(list.map((e) => e.no)).toEqual(rows.map((r) => r.no));
    expect(list.map((e) => e.no)).toEqual(expect.arrayContaining([336, 353]));
    expect(list[0]).not.toHaveProperty('bodyHtml');
  });
});
