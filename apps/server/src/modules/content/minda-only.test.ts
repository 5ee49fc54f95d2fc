import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it, onTestFinished } from 'vitest';
import { MindaOnlyResponseSchema } from '@minda/contracts/content';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { STAY_RECOMMEND_CITY_CODES } from '@minda/contracts/rules/city-codes';
import { cities } from '../../db/schema/geography.ts';
import { mindaOnlyCities } from '../../db/schema/minda-only.ts';
import { stays } from '../../db/schema/stays.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

/**
 * The database is shared by every test of this file: a test that changes the seed registers the undo before
 * the change, and it runs when the test ends, passed or failed, so no later test sees the change.
 */
function restoreAfterTest(undo: () => Promise<unknown>) {
  onTestFinished(async () => {
    await undo();
    t.app.publicCache.clear();
  });
}

async function getCities() {
  const res = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.stays.mindaOnly.href()) });
  expect(res.statusCode).toBe(200);
  return MindaOnlyResponseSchema.parse(res.json()).data;
}

describe('GET stay/minda_only', () => {
  it('answers the ten seeded cities in operator order, in the spec shape', async () => {
    const list = await getCities();
    expect(list.map((c) => c.template.category)).toEqual([...STAY_RECOMMEND_CITY_CODES]);
    const paris = list[0]!;
    expect(paris.name).toBe('파리');
    expect(paris.template.name.multilingualNames).toEqual([{ language: 'ko', name: '파리' }, { language: 'en', name: 'Paris' }]);
    expect(paris.template.countryName).toBe('프랑스');
    expect(paris.template.bgColor).toMatch(/^#[0-9a-f]{6}$/i);
    for (const city of list) {
      expect(city.template.mainTitle.length).toBeGreaterThan(0);
      expect(city.template.landMarks.length).toBeGreaterThanOrEqual(3);
      expect(city.template.landMarks.length).toBeLessThanOrEqual(4);
      expect(city.goods.length).toBeGreaterThan(0);
      for (const { goods } of city.goods) {
        expect(goods.keyPoints.length).toBeGreaterThan(0);
        expect(goods.reviews.length).toBeGreaterThanOrEqual(2);
        for (const r of goods.reviews) expect(r.rating).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('links every goods entry to a real, exclusive stay of that city with its current name and image', async () => {
    const list = await getCities();
    const goodsNos = list.flatMap((c) => c.goods.map((g) => g.goods.goodsNo));
    const rows = await t.db.select().from(stays).where(inArray(stays.goodsNo, goodsNos));
    const byNo = new Map(rows.map((r) => [r.goodsNo, r]));
    for (const city of list) {
      for (const { goods } of city.goods) {
        const stay = byNo.get(goods.goodsNo);
        expect(stay).toBeDefined();
        expect(stay!.cityCode).toBe(city.template.category);
        expect(stay!.isExclusive).toBe(true);
        expect(goods.goodsName).toBe(stay!.name);
        expect(goods.imgPath).toBe(stay!.imagePath);
      }
    }
  });

  it('leaves out unpublished cities and withdrawn stays', async () => {
    const before = await getCities();
    const [rome, paris] = [before[1]!, before[0]!];
    const hidden = paris.goods[0]!.goods.goodsNo;
    restoreAfterTest(() => t.db.update(mindaOnlyCities).set({ isPublished: true }).where(eq(mindaOnlyCities.id, rome.id)));
    restoreAfterTest(() => t.db.update(stays).set({ isActive: true }).where(eq(stays.goodsNo, hidden)));
    await t.db.update(mindaOnlyCities).set({ isPublished: false }).where(eq(mindaOnlyCities.id, rome.id));
    await t.db.update(stays).set({ isActive: false }).where(eq(stays.goodsNo, hidden));
    // Written with SQL behind the services (as a catalogue import would be): the public cache must be told.
    t.app.publicCache.clear();
    const after = await getCities();
    expect(after.map((c) => c.id)).toEqual(before.filter((c) => c.id !== rome.id).map((c) => c.id));
    expect(after[0]!.goods.some((g) => g.goods.goodsNo === hidden)).toBe(false);
  });

  it('follows the operator sort and the city names table', async () => {
    const before = await getCities();
    const last = before.at(-1)!;
    const [seeded] = await t.db.select({ sort: mindaOnlyCities.sort }).from(mindaOnlyCities).where(eq(mindaOnlyCities.id, last.id));
    const [city] = await t.db.select({ nameEn: cities.nameEn }).from(cities).where(eq(cities.code, last.template.category));
    restoreAfterTest(() => t.db.update(mindaOnlyCities).set({ sort: seeded!.sort }).where(eq(mindaOnlyCities.id, last.id)));
    restoreAfterTest(() => t.db.update(cities).set({ nameEn: city!.nameEn }).where(eq(cities.code, last.template.category)));
    await t.db.update(mindaOnlyCities).set({ sort: -1 }).where(eq(mindaOnlyCities.id, last.id));
    await t.db.update(cities).set({ nameEn: 'New York City' }).where(eq(cities.code, last.template.category));
    t.app.publicCache.clear();
    const after = await getCities();
    expect(after[0]!.id).toBe(last.id);
    expect(after[0]!.template.name.multilingualNames[1]).toEqual({ language: 'en', name: 'New York City' });
  });

  it('answers all ten cities in the seeded order and names again after the tests that changed them', async () => {
    const list = await getCities();
    expect(list.map((c) => c.template.category)).toEqual([...STAY_RECOMMEND_CITY_CODES]);
    expect(list.at(-1)!.template.name.multilingualNames).toEqual([{ language: 'ko', name: '뉴욕' }, { language: 'en', name: 'New York' }]);
  });
});
