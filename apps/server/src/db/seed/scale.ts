import { eq, max } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { neighborhoods } from '../schema/geography.ts';
import { hotels } from '../schema/hotels.ts';
import { stayRooms, stays } from '../schema/stays.ts';
import { tours } from '../schema/tours.ts';
import { users } from '../schema/users.ts';
import { insertInBatches } from './batch-insert.ts';
import { analyzeSearchIndex } from './search-index.ts';
import { CITIES, type CitySeed } from './geography-data.ts';
import { FIRST_PROPERTY_ID, makeHotel } from './hotels.ts';
import { Rng } from './prng.ts';
import { FIRST_GOODS_NO, makeStay } from './stays.ts';
import { FIRST_ITEM_NO, makeTour, tourIdeasFor, type TourIdea } from './tours.ts';
import { planUsers } from './users.ts';

/** Products generated and inserted per round: bounded memory, and a natural place to report progress. */
const CHUNK = 5_000;

const VARIANTS = ['오전', '오후', '소규모', '프라이빗', '얼리버드', '주말', '단독', '패밀리'] as const;

type Progress = (msg: string) => void;

/**
 * Adds `perLine` more stays, tours and hotels on top of the base seed, for benchmarks. They reuse the
 * per-type default images, so no files are written. Numbers continue after the highest existing one,
 * so running it twice adds twice.
 */
export async function scaleCatalogue(db: Database, opts: { perLine: number; onProgress?: Progress }): Promise<void> {
  const progress = opts.onProgress ?? (() => {});
  const partners = await partnerIds(db);
  const plan = planUsers();

  const [stayMax] = await db.select({ n: max(stays.goodsNo) }).from(stays);
  const firstGoodsNo = Math.max(stayMax?.n ?? 0, FIRST_GOODS_NO - 1) + 1;
  const stayRng = new Rng(`minda:scale:stays:${firstGoodsNo}`);
  await inChunks('민박', opts.perLine, progress, async (offset, count) => {
    const drafts = Array.from({ length: count }, (_, i) => {
      const city = weightedCity(stayRng, 'stays');
      const goodsNo = firstGoodsNo + offset + i;
      const hosts = plan.stayHosts.get(city.countryCode) ?? [];
      const host = hosts[goodsNo % Math.max(hosts.length, 1)];
      const partnerId = partners.get(host?.loginId ?? 'partner') ?? firstPartner(partners);
      const draft = makeStay(stayRng, { goodsNo, city, index: goodsNo - FIRST_GOODS_NO, usedNames: null, ownImages: false, hostName: host?.personName });
      return { ...draft, partnerId };
    });
    await insertInBatches(db, stays, drafts.map((d) => ({ ...d.stay, partnerId: d.partnerId })));
    await insertInBatches(db, stayRooms, drafts.flatMap((d) => d.rooms.map((r) => ({ ...r, goodsNo: d.stay.goodsNo }))));
  });

  const [tourMax] = await db.select({ n: max(tours.itemNo) }).from(tours);
  const firstItemNo = Math.max(tourMax?.n ?? 0, FIRST_ITEM_NO - 1) + 1;
  const tourRng = new Rng(`minda:scale:tours:${firstItemNo}`);
  const ideas = new Map<string, TourIdea[]>(CITIES.map((c) => [c.code, tourIdeasFor(tourRng, c)]));
  const operators = plan.tourOperators.map((op) => partners.get(op.loginId) ?? firstPartner(partners));
  await inChunks('투어·티켓', opts.perLine, progress, async (offset, count) => {
    const rows = Array.from({ length: count }, (_, i) => {
      const city = weightedCity(tourRng, 'tours');
      const base = tourRng.pick(ideas.get(city.code) ?? []);
      const idea = { ...base, name: `${base.name} · ${tourRng.pick(VARIANTS)}` };
      const itemNo = firstItemNo + offset + i;
      const draft = makeTour(tourRng, { itemNo, city, idea, index: itemNo - FIRST_ITEM_NO, sort: 1000 + offset + i, ownImages: false });
      return { ...draft.tour, partnerId: operators[itemNo % operators.length] ?? firstPartner(partners) };
    });
    await insertInBatches(db, tours, rows);
  });

  const [hotelMax] = await db.select({ n: max(hotels.propertyId) }).from(hotels);
  const firstPropertyId = Math.max(hotelMax?.n ?? 0, FIRST_PROPERTY_ID - 1) + 1;
  const hotelRng = new Rng(`minda:scale:hotels:${firstPropertyId}`);
  const areaRows = await db.select({ id: neighborhoods.id, cityCode: neighborhoods.cityCode, nameEn: neighborhoods.nameEn }).from(neighborhoods);
  const areaIds = new Map(areaRows.map((a) => [`${a.cityCode}|${a.nameEn}`, a.id]));
  await inChunks('호텔', opts.perLine, progress, async (offset, count) => {
    const rows = Array.from({ length: count }, (_, i) => {
      const draft = makeHotel(hotelRng, { propertyId: firstPropertyId + offset + i, city: weightedCity(hotelRng, 'hotels'), usedNames: null, ownImages: false });
      return { ...draft.hotel, neighborhoodId: areaIds.get(`${draft.hotel.cityCode}|${draft.neighborhood.en}`) ?? null };
    });
    await insertInBatches(db, hotels, rows);
  });
  await analyzeSearchIndex(db);
}

async function inChunks(label: string, total: number, progress: Progress, run: (offset: number, count: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  let reportedTenths = 0;
  for (let offset = 0; offset < total; offset += CHUNK) {
    const count = Math.min(CHUNK, total - offset);
    await run(offset, count);
    const tenths = Math.floor(((offset + count) * 10) / total);
    if (tenths > reportedTenths) {
      reportedTenths = tenths;
      const percent = Math.round(((offset + count) * 100) / total);
      progress(`${label}: ${(offset + count).toLocaleString('ko-KR')} / ${total.toLocaleString('ko-KR')} (${percent}%, ${((performance.now() - started) / 1000).toFixed(1)}초)`);
    }
  }
}

function weightedCity(rng: Rng, line: keyof CitySeed['counts']): CitySeed {
  return rng.weighted(CITIES, (c) => c.counts[line]);
}

async function partnerIds(db: Database): Promise<Map<string, number>> {
  const rows = await db.select({ id: users.id, loginId: users.loginId }).from(users).where(eq(users.role, 'partner'));
  if (rows.length === 0) throw new Error('scale: seed the base catalogue first (no partner accounts)');
  return new Map(rows.map((r) => [r.loginId, r.id]));
}

function firstPartner(partners: Map<string, number>): number {
  const [first] = partners.values();
  if (first === undefined) throw new Error('scale: no partner accounts');
  return first;
}
