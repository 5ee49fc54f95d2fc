import { sql } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords.ts';
import type { Database } from '../client.ts';
import { banners, popularCities, popupNotices, stayThemeItems, stayThemes } from '../schema/content.ts';
import { areaColumns, cities, continents, countries, neighborhoods, pointsOfInterest, stations } from '../schema/geography.ts';
import { hotelPhotos, hotelRecommendations, hotelThemeProperties, hotelThemes, hotels } from '../schema/hotels.ts';
import { stayPhotos, stayRecommendations, stayRooms, stays } from '../schema/stays.ts';
import { appMeta } from '../schema/system.ts';
import { tourRecommendations, tourThemeGroups, tourThemeItems, tourThemes, tourPhotos, tours } from '../schema/tours.ts';
import { users } from '../schema/users.ts';
import { insertInBatches } from './batch-insert.ts';
import { stayPhotoRows } from './stays.ts';
import { buildCatalogue, catalogueImages, type CataloguePlan } from './catalogue-plan.ts';
import { popupNotice } from './content.ts';
import { POPULAR_CITIES } from './popular-cities.ts';
import { insertEditorial } from './editorial.ts';
import { insertFacilities } from './facilities.ts';
import { insertPropertyCategories, seedCategoryCode } from './property-categories.ts';
import { CITIES, CONTINENTS, COUNTRIES, cityArea, cityStations } from './geography-data.ts';
import { insertParisTours } from './paris-tours.ts';
import { insertHotelRooms } from './hotel-rooms.ts';
import { insertTourOptions } from './tour-options.ts';
import { cityImagePath } from './image-paths.ts';
import { insertMindaOnly } from './minda-only.ts';
import { insertStayInventory, utcSeedDay } from './stay-inventory.ts';
import { insertReviews } from './reviews.ts';
import { insertCoupons } from './coupons.ts';
import { insertDemoBookings } from './demo-bookings.ts';
import { CHAT_DEMO_LABEL, insertChatDemo } from './chat.ts';
import { insertDemoInquiries } from './inquiries.ts';
import { analyzeSearchIndex } from './search-index.ts';
import { writeImages } from './images/write-images.ts';
import { SEED_BASE_TIME } from './product-common.ts';
import { DEMO_PASSWORD, HOTEL_SUPPLIER } from './users.ts';

/** `now` sets the seed day (tests seed as of another day); by default the day the seed runs. */
export type SeedOptions = { imagesDir: string | null; onProgress?: (msg: string) => void; now?: Date };

/** app_meta key whose presence means "the catalogue is in": ensureSeeded never seeds twice. */
export const SEEDED_AT_KEY = 'seeded_at';

/** Inserts the whole demo catalogue in one transaction, then draws its images (unless imagesDir is null). */
export async function seedCatalogue(db: Database, opts: SeedOptions): Promise<void> {
  const plan = buildCatalogue(opts.now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction((tx) => insertCatalogue(tx, plan, passwordHash, opts.onProgress));
  if (opts.imagesDir) drawImages(plan, opts.imagesDir, 'all', opts.onProgress);
}

export function drawImages(plan: CataloguePlan, imagesDir: string, mode: 'all' | 'missing', onProgress?: (msg: string) => void): number {
  const written = writeImages(imagesDir, catalogueImages(plan), mode);
  if (written > 0) onProgress?.(`이미지 ${written}개를 그렸습니다 (${imagesDir})`);
  return written;
}

const byKey = <T, K>(rows: readonly T[], key: (row: T) => K) => new Map(rows.map((r) => [key(r), r]));

function must<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`seed: unknown ${what} ${String(key)}`);
  return value;
}

/** Runs inside the caller's transaction: everything lands, or nothing does. */
export async function insertCatalogue(db: Database, plan: CataloguePlan, passwordHash: string, onProgress?: (msg: string) => void): Promise<void> {
  const progress = onProgress ?? (() => {});
  // The seed day: what visitors read as recent or current (notices, posts, the popup, events, coupons) is dated from it, as the demo bookings are.
  const { now, calendar } = plan;

  await db.insert(continents).values(CONTINENTS.map((c, i) => ({ code: c.code, nameKo: c.ko, nameEn: c.en, sort: i + 1 })));
  await db.insert(countries).values(COUNTRIES.map((c, i) => ({ code: c.code, continentCode: c.continentCode, nameKo: c.ko, nameEn: c.en, sort: i + 1 })));
  await db.insert(cities).values(CITIES.map((c, i) => ({
    code: c.code, countryCode: c.countryCode, nameKo: c.ko, nameEn: c.en, imagePath: cityImagePath(c.code), timeZone: c.timeZone, sort: i + 1,
    ...areaColumns(cityArea(c)),
  })));
  const areaRows = await db.insert(neighborhoods)
    .values(CITIES.flatMap((c) => c.areas.map((a) => ({ cityCode: c.code, nameKo: a.ko, nameEn: a.en }))))
    .returning({ id: neighborhoods.id, cityCode: neighborhoods.cityCode, nameEn: neighborhoods.nameEn });
  const areaIds = new Map(areaRows.map((a) => [`${a.cityCode}|${a.nameEn}`, a.id]));
  await db.insert(pointsOfInterest).values(CITIES.flatMap((c) => c.landmarks.map((l, i) => ({
    cityCode: c.code, nameKo: l.ko, nameEn: l.en, latitude: l.lat, longitude: l.lng, sort: i + 1,
  }))));
  await db.insert(stations).values(CITIES.flatMap((c) => cityStations(c).map((st) => ({ cityCode: c.code, nameKo: st.ko, latitude: st.lat, longitude: st.lng }))));
  progress(`지리: 도시 ${CITIES.length}곳, 국가 ${COUNTRIES.length}곳`);
  progress(`시설: ${await insertFacilities(db)}개`);
  const categoryIds = await insertPropertyCategories(db);

  const userRows = await db.insert(users)
    .values(plan.users.users.map((u, i) => ({ ...u, passwordHash, createdAt: new Date(SEED_BASE_TIME + i * 60_000) })))
    .returning({ id: users.id, loginId: users.loginId });
  const userIds = new Map(userRows.map((u) => [u.loginId, u.id]));
  progress(`회원: ${userRows.length}명`);

  const plannedStays = plan.stays.stays;
  await insertInBatches(db, stays, plannedStays.map((s) => ({ ...s.stay, partnerId: must(userIds, s.partnerLoginId, 'partner') })));
  await insertInBatches(db, stayRooms, plannedStays.flatMap((s) => s.rooms.map((r) => ({ ...r, goodsNo: s.stay.goodsNo }))));
  await insertInBatches(db, stayPhotos, plannedStays.flatMap((s) => stayPhotoRows(s.stay)));
  progress(`민박 재고: ${await insertStayInventory(db, now)}박`);
  await db.insert(stayThemes).values(plan.stays.themes.map((t) => ({ no: t.no, title: t.title, sort: t.sort })));
  await db.insert(stayThemeItems).values(plan.stays.themes.flatMap((t) => t.goodsNos.map((goodsNo, i) => ({ themeNo: t.no, goodsNo, sort: i + 1 }))));
  await db.insert(stayRecommendations).values(plan.stays.recommendations);
  progress(`민박: ${plannedStays.length}곳`);
  await insertMindaOnly(db, plan);

  const plannedTours = plan.tours.tours;
  await insertInBatches(db, tours, plannedTours.map((t) => ({ ...t.tour, partnerId: must(userIds, t.partnerLoginId, 'partner') })));
  const groups = plan.tours.themeGroups;
  await db.insert(tourThemeGroups).values(groups.map((g) => ({ themeGroupNo: g.themeGroupNo, name: g.name, sort: g.sort })));
  await db.insert(tourThemes).values(groups.flatMap((g) => g.themes.map((t) => ({ themeNo: t.themeNo, themeGroupNo: g.themeGroupNo, name: t.name, sort: t.sort }))));
  await db.insert(tourThemeItems).values(groups.flatMap((g) => g.themes.flatMap((t) => t.itemNos.map((itemNo, i) => ({ themeNo: t.themeNo, itemNo, sort: i + 1 })))));
  await db.insert(tourRecommendations).values(plan.tours.recommendations);
  await insertParisTours(db, plan, userIds);
  // Each item's own cover is its first photo row (the back office's photos, issue 57); the default picture is none.
  await db.execute(sql`insert into ${tourPhotos} (item_no, path, alt, sort) select item_no, image_path, name, 1 from ${tours} where image_path not like 'default/%'`);
  await insertTourOptions(db, plan);
  progress(`투어·티켓: ${plannedTours.length}개`);

  const plannedHotels = plan.hotels.hotels;
  await insertInBatches(db, hotels, plannedHotels.map((h) => ({
    ...h.hotel, neighborhoodId: must(areaIds, `${h.hotel.cityCode}|${h.neighborhood.en}`, 'neighbourhood'),
    categoryId: must(categoryIds, seedCategoryCode(h.hotel.propertyId), 'property category'),
    partnerId: must(userIds, HOTEL_SUPPLIER.loginId, 'partner'),
  })));
  await db.execute(sql`insert into ${hotelPhotos} (property_id, path, alt, sort) select property_id, thumbnail_path, name_ko, 1 from ${hotels} where thumbnail_path not like 'default/%'`);
  const themeRows = await db.insert(hotelThemes).values(plan.hotels.themes.map((t) => ({ name: t.name, sort: t.sort })))
    .returning({ id: hotelThemes.id, name: hotelThemes.name });
  const themeIds = byKey(themeRows, (t) => t.name);
  await db.insert(hotelThemeProperties).values(plan.hotels.themes.flatMap((t) =>
    t.propertyUuids.map((propertyUuid, i) => ({ themeId: must(themeIds, t.name, 'hotel theme').id, propertyUuid, sort: i + 1 }))));
  await db.insert(hotelRecommendations).values(plan.hotels.recommendations);
  progress(`호텔: ${plannedHotels.length}곳, 객실 타입 ${await insertHotelRooms(db, plan, utcSeedDay(now))}개`);

  progress(`후기: ${await insertReviews(db, now)}개`);
  progress(`데모 예약: ${await insertDemoBookings(db, userIds, now)}건`);
  progress(`쿠폰: ${await insertCoupons(db, userIds, now, calendar)}종`);
  progress(`${CHAT_DEMO_LABEL}: ${await insertChatDemo(db, userIds, now)}개`);
  progress(`1:1 문의 예시: ${await insertDemoInquiries(db, userIds, now)}건`);

  await db.insert(popularCities).values((Object.entries(POPULAR_CITIES) as [keyof typeof POPULAR_CITIES, readonly string[]][])
    .flatMap(([productLine, codes]) => codes.map((cityCode, i) => ({ productLine, cityCode, sort: i + 1 }))));
  await db.insert(banners).values(plan.banners.map((b) => ({ type: b.type, platform: b.platform, title: b.title, url: b.url, imgPath: b.imgPath, sort: b.sort })));
  await db.insert(popupNotices).values(popupNotice(now));
  await insertEditorial(db, now, calendar);
  await analyzeSearchIndex(db);
  await db.insert(appMeta).values({ key: SEEDED_AT_KEY, value: now.toISOString() });
  progress(`배너 ${plan.banners.length}개, 인기 도시, 공지 팝업`);
}
