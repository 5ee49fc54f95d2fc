import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AWARDS_GOODS_NOS } from '@minda/contracts/rules/awards';
import { STAY_RECOMMEND_CITY_CODES, TOUR_RECOMMEND_CITY_CODES } from '@minda/contracts/rules/city-codes';
import { TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE } from '@minda/contracts/paths';
import { verifyPassword } from '../../platform/passwords.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { openDatabase, type Database, type DatabaseHandle } from '../client.ts';
import { banners, popularCities, popupNotices, stayThemeItems } from '../schema/content.ts';
import { cities, countries } from '../schema/geography.ts';
import { hotelRecommendations, hotels } from '../schema/hotels.ts';
import { stayRecommendations, stayRooms, stays } from '../schema/stays.ts';
import { tourRecommendations, tourThemeItems, tourThemes, tours } from '../schema/tours.ts';
import { users } from '../schema/users.ts';
import { ensureSeeded } from './ensure-seeded.ts';
import { DEFAULT_IMAGES } from './image-paths.ts';

let first: DatabaseHandle;
let firstOutcome: string;
let imagesDir: string;

// An empty database seeded here through ensureSeeded; the test harness seeded its own copy through
// seedCatalogue (test/global-setup.ts), which the determinism test compares against.
beforeAll(async () => {
  imagesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-seed-test-'));
  first = await openDatabase({ kind: 'pglite' });
  await first.migrate();
  firstOutcome = await ensureSeeded(first.db, { imagesDir });
});

afterAll(async () => {
  await first?.close();
  fs.rmSync(imagesDir, { recursive: true, force: true });
});

/** Map.groupBy arrives in Node 21; the project supports Node 20. */
function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** A fingerprint of what visitors see: names, prices, rooms, ratings and ownership of every product. */
async function catalogueHash(db: Database): Promise<string> {
  const parts = [
    await db.select().from(stays).orderBy(asc(stays.goodsNo)),
    await db.select().from(stayRooms).orderBy(asc(stayRooms.id)),
    await db.select().from(tours).orderBy(asc(tours.itemNo)),
    await db.select().from(hotels).orderBy(asc(hotels.propertyId)),
    await db.select().from(banners).orderBy(asc(banners.no)),
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

describe('seed catalogue', () => {
  it('has the catalogue sizes the homes and lists need', async () => {
    const [counts] = await first.db.select({
      stays: sql<number>`(select count(*)::int from stays)`,
      tours: sql<number>`(select count(*)::int from tours)`,
      hotels: sql<number>`(select count(*)::int from hotels)`,
      cities: sql<number>`(select count(*)::int from cities)`,
      countries: sql<number>`(select count(distinct country_code)::int from cities)`,
      partners: sql<number>`(select count(*)::int from users where role = 'partner')`,
      members: sql<number>`(select count(*)::int from users where role = 'member')`,
    }).from(sql`(select 1) as one`);
    expect(counts?.stays).toBeGreaterThanOrEqual(400);
    expect(counts?.tours).toBeGreaterThanOrEqual(250);
    expect(counts?.hotels).toBeGreaterThanOrEqual(250);
    expect(counts?.cities).toBeGreaterThanOrEqual(40);
    expect(counts?.countries).toBeGreaterThanOrEqual(12);
    expect(counts?.partners).toBeGreaterThanOrEqual(60);
    expect(counts?.members).toBeGreaterThanOrEqual(21);
  });

  it('keeps the fixed city codes', async () => {
    const rows = await first.db.select({ code: cities.code, nameEn: cities.nameEn, countryCode: cities.countryCode }).from(cities);
    const byCode = new Map(rows.map((r) => [r.code, r.nameEn]));
    const fixed: Record<string, string> = {
      '001001001': 'London', '001002001': 'Paris', '001003001': 'Rome', '001003002': 'Florence', '001003003': 'Venice', '001003004': 'Milan',
      '001004001': 'Barcelona', '001004002': 'Madrid', '001006001': 'Munich', '001006002': 'Berlin', '001011001': 'Prague',
      '003002001': 'New York', '003002002': 'Los Angeles', '005001001': 'Sydney', '005001002': 'Melbourne',
    };
    for (const [code, name] of Object.entries(fixed)) expect(byCode.get(code), code).toBe(name);
    for (const r of rows) expect(r.code.startsWith(r.countryCode)).toBe(true);
    const countryRows = await first.db.select().from(countries);
    for (const c of countryRows) expect(c.code.startsWith(c.continentCode)).toBe(true);
  });

  it('is documented city by city in docs/geography.md', async () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/geography.md'), 'utf8');
    const rows = await first.db.select().from(cities).orderBy(asc(cities.id));
    for (const c of rows) expect(doc, c.nameEn).toContain(`| ${c.code} | ${c.id} | ${c.nameKo} ${c.nameEn} |`);
  });

  it('marks exactly the awards stays and numbers stays from 1001 without gaps', async () => {
    const rows = await first.db.select({ goodsNo: stays.goodsNo, isAwards: stays.isAwards }).from(stays).orderBy(asc(stays.goodsNo));
    expect(rows.filter((r) => r.isAwards).map((r) => r.goodsNo)).toEqual([...AWARDS_GOODS_NOS].sort((a, b) => a - b));
    rows.forEach((r, i) => expect(r.goodsNo).toBe(1001 + i));
  });

  it('gives every stay 2-5 sensible rooms and its cheapest room as min_price', async () => {
    const stayRows = await first.db.select({ goodsNo: stays.goodsNo, minPrice: stays.minPrice }).from(stays);
    const rooms = await first.db.select().from(stayRooms);
    const byStay = groupBy(rooms, (r) => r.goodsNo);
    for (const s of stayRows) {
      const own = byStay.get(s.goodsNo) ?? [];
      expect(own.length, `rooms of ${s.goodsNo}`).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(5);
      expect(s.minPrice, `min_price of ${s.goodsNo}`).toBe(Math.min(...own.map((r) => r.price)));
    }
    for (const r of rooms) {
      expect(r.price % 1000).toBe(0);
      if (r.kind === 'dormitory') {
        expect(r.capacity).toBe(1);
        expect(r.units).toBeGreaterThanOrEqual(4);
        expect(r.units).toBeLessThanOrEqual(8);
        expect(r.price).toBeGreaterThanOrEqual(35_000);
        expect(r.price).toBeLessThanOrEqual(70_000);
      } else {
        expect(r.capacity).toBeGreaterThanOrEqual(1);
        expect(r.capacity).toBeLessThanOrEqual(4);
        expect(r.units).toBeLessThanOrEqual(3);
        expect(r.price).toBeGreaterThanOrEqual(80_000);
        expect(r.price).toBeLessThanOrEqual(260_000);
      }
    }
  });

  it('has the menu tour themes 259 and 211 with convenience items, and 4-12 items in every theme', async () => {
    const themes = await first.db.select().from(tourThemes);
    const items = await first.db.select({ themeNo: tourThemeItems.themeNo, type: tours.itemCategoryType })
      .from(tourThemeItems).innerJoin(tours, sql`${tours.itemNo} = ${tourThemeItems.itemNo}`);
    const byTheme = groupBy(items, (i) => i.themeNo);
    for (const no of [TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE]) {
      expect(themes.some((t) => t.themeNo === no)).toBe(true);
      expect(byTheme.get(no)?.every((i) => i.type === 'CONVENIENCE')).toBe(true);
    }
    for (const t of themes) {
      expect(byTheme.get(t.themeNo)?.length ?? 0, t.name).toBeGreaterThanOrEqual(4);
      expect(byTheme.get(t.themeNo)?.length ?? 0, t.name).toBeLessThanOrEqual(12);
    }
    const recommended = await first.db.select({ cityCode: tours.cityCode }).from(tourRecommendations)
      .innerJoin(tours, sql`${tours.itemNo} = ${tourRecommendations.itemNo}`);
    expect(recommended.length).toBeGreaterThanOrEqual(15);
    for (const r of recommended) expect(TOUR_RECOMMEND_CITY_CODES).toContain(r.cityCode);
    const soldOut = await first.db.select({ n: sql<number>`count(*)::int` }).from(tours).where(sql`${tours.salePrice} = 0`);
    expect(soldOut[0]?.n).toBeGreaterThan(0);
  });

  it('fills stay themes across 3-6 cities and recommendations consistent with each stay', async () => {
    const items = await first.db.select({ themeNo: stayThemeItems.themeNo, cityCode: stays.cityCode })
      .from(stayThemeItems).innerJoin(stays, sql`${stays.goodsNo} = ${stayThemeItems.goodsNo}`);
    for (const [themeNo, list] of groupBy(items, (i) => i.themeNo)) {
      const perCity = groupBy(list, (i) => i.cityCode);
      expect(perCity.size, `theme ${themeNo}`).toBeGreaterThanOrEqual(3);
      expect(perCity.size).toBeLessThanOrEqual(6);
      for (const cityItems of perCity.values()) expect(cityItems.length).toBeLessThanOrEqual(10);
    }
    const recs = await first.db.select({ category: stayRecommendations.stayCategory, stay: stays })
      .from(stayRecommendations).innerJoin(stays, sql`${stays.goodsNo} = ${stayRecommendations.goodsNo}`);
    for (const [category, list] of groupBy(recs, (r) => r.category)) {
      expect(list.length, category).toBeGreaterThanOrEqual(12);
      expect(new Set(list.map((r) => r.stay.cityCode))).toEqual(new Set(STAY_RECOMMEND_CITY_CODES));
      for (const { stay } of list) {
        if (category === 'SALE') expect(stay.saleRate).toBeGreaterThan(0);
        if (category === 'RESERVE_INSTANT') expect(stay.bookType).toBe(9);
        if (category === 'BREAKFAST') expect(stay.hasBreakfast).toBe(true);
      }
    }
    expect(new Set(recs.map((r) => r.category)).size).toBe(4);
  });

  it('gives hotels v4 uuids and property ids from 200001', async () => {
    const rows = await first.db.select().from(hotels).orderBy(asc(hotels.propertyId));
    rows.forEach((h, i) => {
      expect(h.propertyId).toBe(200_001 + i);
      expect(h.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(h.starRating).toBeGreaterThanOrEqual(2);
      expect(h.starRating).toBeLessThanOrEqual(5);
      expect(h.reviewScore).toBeGreaterThanOrEqual(6);
      expect(h.reviewScore).toBeLessThanOrEqual(9.8);
    });
    const noRate = rows.filter((h) => h.minBasePriceBeforeDiscount === 0).length;
    expect(noRate).toBeGreaterThan(0);
    expect(noRate).toBeLessThan(rows.length * 0.1);
    const recommended = await first.db.select().from(hotelRecommendations);
    expect(recommended.length).toBeGreaterThanOrEqual(10);
  });

  it('links banners to site paths, with images on disk, for every type and platform', async () => {
    const rows = await first.db.select().from(banners);
    for (const type of [1, 2, 3, 4, 5]) {
      for (const platform of ['pc', 'mobile'] as const) {
        const n = rows.filter((b) => b.type === type && b.platform === platform).length;
        expect(n, `${platform} type ${type}`).toBeGreaterThanOrEqual(3);
        expect(n).toBeLessThanOrEqual(6);
      }
    }
    for (const b of rows) {
      expect(b.url.startsWith('/')).toBe(true);
      expect(fs.existsSync(path.join(imagesDir, b.imgPath))).toBe(true);
    }
    const popular = await first.db.select().from(popularCities);
    for (const line of ['stay', 'tour', 'hotel'] as const) expect(popular.filter((p) => p.productLine === line).length).toBeGreaterThanOrEqual(12);
    const notices = await first.db.select().from(popupNotices);
    expect(notices.filter((n) => n.isActive)).toHaveLength(1);
    expect(notices[0]?.contents).toContain('<a href="/community/list.php?id=notice">');
  });

  it('lets the demo accounts sign in with minda1234!', async () => {
    const rows = await first.db.select().from(users).where(sql`${users.loginId} in ('member', 'partner', 'admin')`);
    const expected = { member: ['member', '여행자'], partner: ['partner', '파리하늘민박'], admin: ['admin', '운영자'] } as const;
    expect(rows).toHaveLength(3);
    for (const u of rows) {
      const [role, nickname] = expected[u.loginId as keyof typeof expected];
      expect(u.role).toBe(role);
      expect(u.nickname).toBe(nickname);
      expect(u.email).toBe(`${u.loginId}@minda.example`);
      expect(await verifyPassword('minda1234!', u.passwordHash)).toBe(true);
    }
  });

  it('draws small SVG files for every stored image path', async () => {
    const stored = [
      ...(await first.db.select({ p: stays.images }).from(stays)).flatMap((r) => r.p),
      ...(await first.db.select({ p: tours.imagePath }).from(tours)).map((r) => r.p),
      ...(await first.db.select({ p: hotels.thumbnailPath }).from(hotels)).map((r) => r.p),
    ];
    const cityImages = (await first.db.select({ p: cities.imagePath }).from(cities)).map((r) => r.p);
    for (const rel of [...stored, ...cityImages, ...Object.values(DEFAULT_IMAGES)]) {
      const file = path.join(imagesDir, rel);
      const text = fs.readFileSync(file, 'utf8');
      expect(text.startsWith('<svg'), rel).toBe(true);
      expect(text.endsWith('</svg>'), rel).toBe(true);
    }
    for (const rel of stored) expect(fs.statSync(path.join(imagesDir, rel)).size, rel).toBeLessThan(4096);
  });

  it('is deterministic and seeds a database only once', async () => {
    expect(firstOutcome).toBe('seeded');
    const other = await openTestDatabase();
    try {
      const hash = await catalogueHash(other.db);
      expect(hash).toBe(await catalogueHash(first.db));
      expect(await ensureSeeded(other.db, { imagesDir: null })).toBe('already-seeded');
      expect(await catalogueHash(other.db)).toBe(hash);
    } finally {
      await other.close();
    }
  });

  it('redraws missing images of a seeded database without touching its rows', async () => {
    const before = await catalogueHash(first.db);
    const lost = path.join(imagesDir, 'stay/1001-1.svg');
    const original = fs.readFileSync(lost, 'utf8');
    fs.rmSync(lost);
    fs.rmSync(path.join(imagesDir, 'default'), { recursive: true });
    expect(await ensureSeeded(first.db, { imagesDir })).toBe('already-seeded');
    expect(fs.readFileSync(lost, 'utf8')).toBe(original);
    expect(fs.existsSync(path.join(imagesDir, DEFAULT_IMAGES.stay))).toBe(true);
    expect(await catalogueHash(first.db)).toBe(before);
  });
});
