import { sql, type SQL } from 'drizzle-orm';
import { countryOf } from './geography-data.ts';
import type { Database } from '../client.ts';
import { DISK_FULL, rowsOf, sqlStateOf } from '../../platform/sql.ts';
import { CITIES } from './geography-data.ts';
import { DEFAULT_IMAGES } from './image-paths.ts';
import { BREAKFAST_INFOS, GIVEN_NAMES, HOTEL_BRANDS, STAY_BRANDS, SURNAMES } from './names.ts';
import { FIRST_PROPERTY_ID } from './hotels.ts';
import { seedCategoryIdSql } from './property-categories.ts';
import { FIRST_GOODS_NO } from './stays.ts';
import { FIRST_ITEM_NO } from './tours.ts';

/**
 * Adds `perLine` more stays, tours and hotels on top of the base seed, for benchmarks at scale (issue 12):
 * complete products, generated inside the database with `INSERT ... SELECT generate_series` so a million per
 * line takes minutes, not hours. Every value comes from hashint4 of the product's number, so a run is
 * deterministic. Stays get 1-4 room types and a dense daily inventory over INVENTORY_WINDOW_DAYS (decision
 * 032), hotels 2-4 room types, tours 1-3 options, and every fifth product two reviews. Names are distinct
 * (a word, a brand and a kind, then branch numbers), so the suggestions meet as many names as products.
 * Numbers continue after the highest existing one, so running it twice adds twice.
 */

/** Products per statement: bounded transactions, and a natural place to report progress. */
const CHUNK = 50_000;

/** Days of stored inventory from today (decision 032): the near months that searches and bookings hit. */
export const INVENTORY_WINDOW_DAYS = 60;

/** Words put before a brand; with STAY_BRANDS and STAY_KINDS about 13,000 names before branch numbers. */
const NAME_WORDS = [
  '파란', '작은', '따뜻한', '행복한', '하얀', '푸른', '노란', '즐거운', '포근한', '아늑한', '조용한', '반가운', '새벽', '아침', '저녁',
  '한밤', '소담', '정다운', '고운', '맑은', '싱그러운', '소중한', '빛나는', '느린', '향긋한', '든든한', '상냥한', '편안한', '낭만',
  '은하수', '무지개', '동네', '언덕위', '강변', '골목', '정원', '다정한', '오렌지', '라벤더', '올리브', '체리', '레몬', '민트', '코코',
  '해피', '럭키', '스윗', '블루', '그린', '선샤인', '문라이트', '스타', '포레스트', '오션', '시티', '올드타운', '리버', '가든',
] as const;
const STAY_KINDS = ['민박', '하우스', '게스트하우스', '스테이', '홈', '한인민박'] as const;
/** Tour names: the city, then a word, a theme and a kind. */
const TOUR_THEMES = ['시내', '구시가', '야경', '미술관', '골목', '시장', '성당', '근교', '해변', '공원', '궁전', '전망대'] as const;
const TOUR_KINDS = ['투어', '워킹투어', '반일투어', '야경투어', '미식투어', '스냅투어', '입장권', '패스'] as const;
const HOTEL_KINDS = [['호텔', 'Hotel'], ['스위트', 'Suites'], ['인', 'Inn'], ['레지던스', 'Residence']] as const;

type Progress = (msg: string) => void;
/** All the generator asks of the database: statements, each its own transaction. */
type Executor = Pick<Database, 'execute'>;

/** A deterministic number in [0, mod) for the row's `n` and a salt: hashint4 exists on PostgreSQL and PGlite. */
const pick = (salt: number, mod: number) => sql.raw(`(((hashint4(g.n * 31 + ${salt})::bigint + 2147483648) % ${mod})::int)`);
/** An element of a literal array by a deterministic index. */
const of = (values: readonly string[], salt: number) => sql`(${sql.raw(textArray(values))})[1 + ${pick(salt, values.length)}]`;
const textArray = (values: readonly string[]) => `(array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[])`;

/** The k-th distinct name: a word, a brand and a kind, then "2호점", "3호점" ... once every combination is taken. */
function distinctName(k: SQL, brands: readonly string[], kinds: readonly string[], separator: string): SQL {
  const [w, b, t] = [NAME_WORDS.length, brands.length, kinds.length];
  return sql`(${sql.raw(textArray(NAME_WORDS))})[1 + ${k} % ${sql.raw(String(w))}] || ${sql.raw(textArray(brands))}[1 + (${k} / ${sql.raw(String(w))}) % ${sql.raw(String(b))}]
    || ${separator} || ${sql.raw(textArray(kinds))}[1 + (${k} / ${sql.raw(String(w * b))}) % ${sql.raw(String(t))}]
    || case when ${k} / ${sql.raw(String(w * b * t))} > 0 then ' ' || (${k} / ${sql.raw(String(w * b * t))} + 1) || '호점' else '' end`;
}

export async function scaleCatalogue(db: Executor, opts: { perLine: number; onProgress?: Progress }): Promise<void> {
  const progress = opts.onProgress ?? (() => {});
  const weights = await prepareCities(db);
  const setAside = await setIndexAside(db, GRAM_LOOKUP_INDEX, progress);
  try {
    const [row] = rowsOf<{ stays: number; tours: number; hotels: number }>(
      await db.execute(sql`select coalesce((select max(goods_no) from stays), 0)::int as stays, coalesce((select max(item_no) from tours), 0)::int as tours,
        coalesce((select max(property_id) from hotels), 0)::int as hotels`),
    );
    const firstGoodsNo = Math.max(row?.stays ?? 0, FIRST_GOODS_NO - 1) + 1;
    const firstItemNo = Math.max(row?.tours ?? 0, FIRST_ITEM_NO - 1) + 1;
    const firstPropertyId = Math.max(row?.hotels ?? 0, FIRST_PROPERTY_ID - 1) + 1;
    await inChunks('민박', firstGoodsNo, opts.perLine, progress, (from, to) => insertStays(db, weights, from, to, firstGoodsNo));
    await inChunks('투어·티켓', firstItemNo, opts.perLine, progress, (from, to) => insertTours(db, weights, from, to, firstItemNo));
    await inChunks('호텔', firstPropertyId, opts.perLine, progress, (from, to) => insertHotels(db, weights, from, to, firstPropertyId));
  } finally {
    await db.execute(sql`drop table if exists scale_cities`);
    // Also after a failed run: the catalogue is never left without its suggestions' index.
    if (setAside) await buildIndex(db, setAside, progress);
  }
  // The search terms' B-trees, rebuilt once the rows are in, as a restore builds them: fed in key order inside each
  // group (a review count's products by number), their pages split in halves as they filled, and the keyword search's
  // walk by reviews stood at 50 % full, so its walks read nearly twice the pages (해피 on a million stays: 854 pages, 479
  // rebuilt). Benchmarks at scale then read the index a maintained catalogue has (decision 032, 2026-12-01, third).
  await rebuildSearchIndex(db, progress);
  await vacuumCatalogue(db, progress);
}

/**
 * The suggestions' gram index (94 million grams, 15 GB as inserts build it, at a million products per line): only
 * searches read it, never the triggers that fill and weigh the grams, so the generation drops it and builds it once
 * at the end, sorted and dense. Rebuilding it in place afterwards needed the old index, the new one and the sort's
 * spill at once, more disk than a machine had left (decision 032, "2026-12-03, third").
 */
export const GRAM_LOOKUP_INDEX = 'search_grams_lookup_idx';

type SetAsideIndex = { name: string; definition: string };

/** Drops an index and returns its definition as the catalogue states it (the migrations' DDL, not a copy of it). */
async function setIndexAside(db: Executor, name: string, progress: Progress): Promise<SetAsideIndex | null> {
  const [index] = rowsOf<{ definition: string }>(await db.execute(sql`select indexdef as definition from pg_indexes
    where schemaname = current_schema() and indexname = ${name}`));
  if (!index) {
    progress(`검색 색인 ${name}: 없어서 그대로 둡니다`);
    return null;
  }
  await db.execute(sql`drop index ${sql.identifier(name)}`);
  return { name, definition: index.definition };
}

/** Builds a set-aside index again; a full disk is waited out as the vacuum waits it out, then it fails saying how to finish by hand. */
export async function buildIndex(
  db: Executor,
  index: SetAsideIndex,
  progress: Progress,
  retry: Retry = FULL_DISK_RETRY,
): Promise<void> {
  progress(`검색 색인 ${index.name}: 만드는 중`);
  try {
    await untilDiskHasRoom(db, progress, `검색 색인 ${index.name}`, () => db.execute(sql.raw(index.definition)), retry);
  } catch (error) {
    progress(`검색 색인 ${index.name}: 만들지 못했습니다. 디스크를 비운 뒤 이 문장을 실행하세요: ${index.definition}`);
    throw error;
  }
}

type Retry = { tries: number; waitMs: number };
const FULL_DISK_RETRY: Retry = { tries: 10, waitMs: 30_000 };

/**
 * Vacuum, not only analyze: the results read the covering indexes only once the pages are marked all-visible, and so
 * do the suggestions' gram scans (PGlite has no autovacuum: without this every gram costs a heap page).
 */
export async function vacuumCatalogue(db: Executor, progress: Progress, retry: Retry = FULL_DISK_RETRY): Promise<void> {
  await untilDiskHasRoom(db, progress, '정리(vacuum)', () => db.execute(sql`vacuum analyze stays, stay_rooms, stay_room_nights, tours, tour_options, hotels, hotel_rooms, reviews,
        search_terms, search_names, search_grams`), retry);
}

/**
 * Runs a step that needs disk (the vacuum, an index build) until it has room. A rebuild that gave up for disk leaves
 * its write-ahead log behind until a checkpoint recycles it, so a vacuum right after it found the disk still full (a
 * million per line, 2026-12-02): then ask for that checkpoint, wait, and try again; any other error fails at once.
 */
async function untilDiskHasRoom(db: Executor, progress: Progress, label: string, run: () => Promise<unknown>, retry: Retry): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await run();
      return;
    } catch (error) {
      if (sqlStateOf(error) !== DISK_FULL || attempt >= retry.tries) throw error;
      progress(`${label}: 디스크 공간이 모자라 ${retry.waitMs / 1000}초 뒤 다시 합니다 (${attempt}/${retry.tries - 1})`);
      // Only a superuser or pg_checkpoint may ask; otherwise the server's own checkpoint comes within its timeout.
      await db.execute(sql`checkpoint`).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, retry.waitMs));
    }
  }
}

/**
 * Rebuilds the search terms' indexes, which the triggers read while the rows go in and so were built by inserts. A
 * rebuild holds the old index and the new one, and its sort spills to disk, until it commits: when that is more than
 * the machine has free, the index is left as the inserts built it (slower walks, the same answers) and said so, rather
 * than failing the hours of generation before it. The grams' lookup index is not among them: it is built after the
 * rows (GRAM_LOOKUP_INDEX).
 */
export async function rebuildSearchIndex(db: Executor, progress: Progress): Promise<void> {
  const table = 'search_terms';
  try {
    await db.execute(sql`reindex table ${sql.identifier(table)}`);
  } catch (error) {
    if (sqlStateOf(error) !== DISK_FULL) throw error;
    progress(`검색 색인 ${table}: 디스크 공간이 모자라 다시 만들지 못하고 그대로 둡니다 (결과는 같고 검색이 조금 느립니다)`);
  }
}

/** Joins a district's stations (or landmarks) into one array element; no station or landmark name has it. */
const LIST_SEPARATOR = '|';

/**
 * The cities with cumulative weight ranges per line (the base seed's counts) and their districts (names, stations,
 * landmarks, centres; neighbourhood ids in the same order). A plain table rather than a temporary one: the
 * PostgreSQL pool may run each statement on another connection.
 */
async function prepareCities(db: Executor): Promise<Weights> {
  await db.execute(sql`drop table if exists scale_cities`);
  await db.execute(sql`create unlogged table scale_cities (
    code char(9) primary key, ko text, country_ko text, lat float8, lng float8,
    stay_lo int, stay_hi int, tour_lo int, tour_hi int, hotel_lo int, hotel_hi int,
    areas text[], landmarks text[], district_stations text[], district_landmarks text[], district_lat float8[], district_lng float8[], neighborhood_ids int[])`);
  const sums = { stays: 0, tours: 0, hotels: 0 };
  for (const c of CITIES) {
    const range = (line: keyof typeof sums) => {
      const lo = sums[line];
      sums[line] += Math.max(1, c.counts[line]);
      return [lo, sums[line]] as const;
    };
    const [stayLo, stayHi] = range('stays');
    const [tourLo, tourHi] = range('tours');
    const [hotelLo, hotelHi] = range('hotels');
    await db.execute(sql`insert into scale_cities values (${c.code}, ${c.ko}, ${countryOf(c.code).ko}, ${c.lat}, ${c.lng},
      ${stayLo}, ${stayHi}, ${tourLo}, ${tourHi}, ${hotelLo}, ${hotelHi},
      ${sql.raw(textArray(c.districts.map((d) => d.ko)))}, ${sql.raw(textArray(c.landmarks.map((l) => l.ko)))},
      ${sql.raw(textArray(c.districts.map((d) => d.stations.join(LIST_SEPARATOR))))},
      ${sql.raw(textArray(c.districts.map((d) => d.landmarks.map((l) => l.ko).join(LIST_SEPARATOR))))},
      ${sql.raw(`array[${c.districts.map((d) => d.lat).join(',')}]::float8[]`)}, ${sql.raw(`array[${c.districts.map((d) => d.lng).join(',')}]::float8[]`)},
      coalesce((select array_agg(id order by id) from neighborhoods where city_code = ${c.code}), '{}'))`);
  }
  return sums;
}

/** The sum of the cities' weights per line: a product's city is the one whose range holds its hash modulo this. */
type Weights = { stays: number; tours: number; hotels: number };

const partnerIds = sql`(select array_agg(id order by id) from users where role = 'partner')`;
const memberIds = sql`(select array_agg(id order by id) from users where role = 'member')`;

async function insertStays(db: Executor, weights: Weights, from: number, to: number, first: number): Promise<void> {
  const k = sql`(g.n - ${first})`;
  await db.execute(sql`
    insert into stays (goods_no, name, city_code, partner_id, host_name, locations, address, description, min_price, sale_rate, book_type,
      image_path, images, has_breakfast, breakfast_info, is_awards, review_grade, review_count)
    select g.n, ${distinctName(k, STAY_BRANDS, STAY_KINDS, ' ')}, c.code, p.ids[1 + ${pick(1, 1_000_000)} % array_length(p.ids, 1)],
      ${of(SURNAMES, 2)} || ${of(GIVEN_NAMES, 3)},
      array[dl.stations[1 + ${pick(4, 1000)} % array_length(dl.stations, 1)] || ' 도보 ' || (1 + ${pick(5, 9)}) || '분',
            dl.landmarks[1 + ${pick(6, 1000)} % array_length(dl.landmarks, 1)] || ' 버스 ' || (8 + ${pick(7, 15)}) || '분'],
      c.country_ko || ' ' || c.ko || ' ' || c.areas[d.i] || ' ' || (1 + ${pick(9, 180)}) || '번지',
      c.ko || '에 자리한 한인 민박입니다. 무료 와이파이, 짐 보관, 여행 정보 안내를 제공합니다.',
      ${stayBasePrice}, case when ${pick(10, 4)} = 0 then 5 * (1 + ${pick(11, 6)}) else 0 end, case when ${pick(12, 5)} < 2 then 9 else 1 end,
      ${DEFAULT_IMAGES.stay}, array[${DEFAULT_IMAGES.stay}]::text[], ${pick(13, 10)} < 7,
      case when ${pick(13, 10)} < 7 then ${of(BREAKFAST_INFOS, 14)} end, ${pick(15, 100)} = 0,
      round((3.5 + ${pick(16, 16)} / 10.0)::numeric, 1)::real, ${pick(17, 300)}
    from generate_series(${from}::int, ${to}::int) g(n)
    join scale_cities c on ${pick(18, weights.stays)} >= c.stay_lo and ${pick(18, weights.stays)} < c.stay_hi
    ${inDistrict(8)}
    cross join lateral (select ${partnerIds} as ids) p`);
  // Room j of a stay costs more than room j-1, so room 0's price is the stay's min_price.
  await db.execute(sql`
    insert into stay_rooms (goods_no, name, kind, gender, capacity, units, price, has_private_bathroom, sort)
    select g.n, case when dorm then ${of(['혼성', '여성', '남성'], 21)} || ' 도미토리 (' || units || '인실)' else cap || '인실' end,
      (case when dorm then 'dormitory' else 'private' end)::stay_room_kind,
      (case when dorm then (array['mixed', 'female', 'male'])[1 + ${pick(21, 3)}] else 'mixed' end)::dormitory_gender,
      cap, units, ${stayBasePrice} + j * 15000, not dorm and j > 1, j
    from generate_series(${from}::int, ${to}::int) g(n)
    cross join lateral generate_series(0, ${pick(22, 4)}) j
    cross join lateral (select j = 0 and ${pick(23, 2)} = 0 as dorm) d
    cross join lateral (select case when dorm then 1 else 2 + 2 * (j / 2) end as cap,
                               case when dorm then 4 + ${pick(24, 5)} else 1 + (${pick(25, 3)} + j) % 3 end as units) u`);
  // Dense inventory: about one night in eight has units taken by bookings, one in forty is sold out, and a
  // quarter of the stays charge 20% more on Friday and Saturday nights.
  await db.execute(sql`
    insert into stay_room_nights (room_id, night, units_available, price)
    select r.id, current_date + d, case when ${pickNight(31, 40)} = 0 then 0 when ${pickNight(32, 8)} = 0 then r.units - 1 - ${pickNight(33, 1000)} % r.units else r.units end,
      case when extract(isodow from current_date + d) in (5, 6) and (hashint4(r.goods_no)::bigint + 2147483648) % 4 = 0 then r.price * 6 / 5 else r.price end
    from stay_rooms r cross join generate_series(0, ${INVENTORY_WINDOW_DAYS - 1}) d
    where r.goods_no between ${from} and ${to}`);
  await insertReviews(db, 'minbak', sql`goods_no`, sql`select goods_no as product from stays where goods_no between ${from} and ${to} and goods_no % 5 = 0`);
}

/** The row's district: its address, station, landmark and neighbourhood all come from this one (issue 55). */
const inDistrict = (salt: number) => sql`cross join lateral (select 1 + ${pick(salt, 1000)} % array_length(c.areas, 1) as i) d
    cross join lateral (select string_to_array(c.district_stations[d.i], ${LIST_SEPARATOR}) as stations,
      string_to_array(c.district_landmarks[d.i], ${LIST_SEPARATOR}) as landmarks) dl`;

const stayBasePrice = sql`(20000 + 1000 * ${pick(19, 60)})`;
const pickNight = (salt: number, mod: number) => sql.raw(`(((hashint4(r.id * 397 + d * 31 + ${salt})::bigint + 2147483648) % ${mod})::int)`);

/** Texts that fit the product line and any grade from 3 to 5 (a host is not a tour guide). */
const REVIEW_TEXTS = {
  minbak: ['위치가 좋고 깨끗했어요.', '사장님이 친절하셨어요. 다음에도 묵고 싶어요.', '가격 대비 만족스러웠습니다.', '조용하고 편하게 쉬었어요.'],
  tour: ['가이드님 설명이 알찼어요.', '일정이 알차서 짧은 시간에 많이 봤어요.', '가격 대비 만족스러웠습니다.', '만나는 곳을 찾기 쉬웠어요.'],
  hotel: ['위치가 좋고 깨끗했어요.', '직원들이 친절했어요.', '가격 대비 만족스러웠습니다.', '조용하고 편하게 쉬었어요.'],
} as const;

/** Two reviews of each given product by members, with grades 3-5 and dates over the last year. */
async function insertReviews(db: Executor, type: 'minbak' | 'tour' | 'hotel', column: SQL, products: SQL): Promise<void> {
  const draw = (salt: number, mod: number) => sql.raw(`(((hashint4(hashtext(p.product::text) + j * 7919 + ${salt})::bigint + 2147483648) % ${mod})::int)`);
  const texts = REVIEW_TEXTS[type];
  await db.execute(sql`
    insert into reviews (product_type, ${column}, user_id, rating, content, created_at, updated_at)
    select ${type}::review_product_type, p.product, m.ids[1 + ${draw(1, 1_000_000)} % array_length(m.ids, 1)], 3 + ${draw(2, 3)},
      (${sql.raw(textArray(texts))})[1 + ${draw(3, texts.length)}], now() - ${draw(4, 365)} * interval '1 day', now() - ${draw(4, 365)} * interval '1 day'
    from (${products}) p cross join generate_series(0, 1) j cross join lateral (select ${memberIds} as ids) m`);
}

async function insertTours(db: Executor, weights: Weights, from: number, to: number, first: number): Promise<void> {
  const k = sql`(g.n - ${first})`;
  await db.execute(sql`
    insert into tours (item_no, name, city_code, partner_id, item_category_type, sale_price, image_path, summary, description, duration_text,
      meeting_point, review_grade, review_count, sort)
    select g.n, c.ko || ' ' || ${distinctName(k, TOUR_THEMES, TOUR_KINDS, ' ')}, c.code, p.ids[1 + ${pick(1, 1_000_000)} % array_length(p.ids, 1)],
      (array['LOCAL_TOUR', 'TICKET', 'ACTIVITY', 'LOCAL_TOUR'])[1 + ${pick(2, 4)}]::item_category_type, 10000 + 1000 * ${pick(3, 150)},
      ${DEFAULT_IMAGES.tour}, c.ko || '의 명소를 한국어 가이드와 함께 둘러봅니다.',
      c.landmarks[1 + ${pick(4, 1000)} % array_length(c.landmarks, 1)] || '에서 만나 한국어 가이드와 함께 걷습니다.',
      (2 + ${pick(5, 7)}) || '시간', c.landmarks[1 + ${pick(4, 1000)} % array_length(c.landmarks, 1)] || ' 앞',
      round((3.5 + ${pick(6, 16)} / 10.0)::numeric, 1)::real, ${pick(7, 500)}, 1000 + g.n - ${first}
    from generate_series(${from}::int, ${to}::int) g(n)
    join scale_cities c on ${pick(8, weights.tours)} >= c.tour_lo and ${pick(8, weights.tours)} < c.tour_hi
    cross join lateral (select ${partnerIds} as ids) p`);
  await db.execute(sql`
    insert into tour_options (item_no, name, price, daily_seats, sort)
    select t.item_no, (array['성인', '아동', '프라이빗 · 성인'])[1 + j], case when j = 2 then t.sale_price * 2 else greatest(1000, t.sale_price - j * 5000) end, 20 + t.item_no % 20, j
    from tours t cross join lateral generate_series(0, t.item_no % 3) j
    where t.item_no between ${from} and ${to}`);
  await insertReviews(db, 'tour', sql`item_no`, sql`select item_no as product from tours where item_no between ${from} and ${to} and item_no % 5 = 0`);
}

async function insertHotels(db: Executor, weights: Weights, from: number, to: number, first: number): Promise<void> {
  const k = sql`(g.n - ${first})`;
  const ko = HOTEL_BRANDS.map(([b]) => b);
  const en = HOTEL_BRANDS.map(([, b]) => b);
  await db.execute(sql`
    insert into hotels (uuid, property_id, name_ko, name_en, city_code, neighborhood_id, address, partner_id, star_rating, review_score, review_count,
      min_base_price_before_discount, thumbnail_path, latitude, longitude, category_id)
    select overlay(overlay(md5('minda-scale-hotel-' || g.n) placing '4' from 13) placing '8' from 17)::uuid, g.n, ${distinctName(k, ko, HOTEL_KINDS.map(([h]) => h), ' ')},
      ${sql.raw(textArray(en))}[1 + ${k} % ${sql.raw(String(en.length))}] || ' ' || ${sql.raw(textArray(HOTEL_KINDS.map(([, h]) => h)))}[1 + ${pick(13, HOTEL_KINDS.length)}] || ' ' || g.n,
      c.code, c.neighborhood_ids[d.i],
      c.country_ko || ' ' || c.ko || ' ' || c.areas[d.i] || ' ' || (1 + ${pick(4, 200)}),
      p.ids[1 + ${pick(5, 1_000_000)} % array_length(p.ids, 1)], 2 + ${pick(6, 4)}, round((6 + ${pick(7, 39)} / 10.0)::numeric, 1)::real, ${pick(8, 2000)},
      ${hotelBasePrice}, ${DEFAULT_IMAGES.hotel},
      -- within about 2 km of the district's centre (DISTRICT_RADIUS_KM)
      c.district_lat[d.i] + (${pick(9, 2000)} - 1000) / 80000.0, c.district_lng[d.i] + (${pick(10, 2000)} - 1000) / 80000.0,
      ${seedCategoryIdSql(sql`g.n`)}
    from generate_series(${from}::int, ${to}::int) g(n)
    join scale_cities c on ${pick(11, weights.hotels)} >= c.hotel_lo and ${pick(11, weights.hotels)} < c.hotel_hi
    ${inDistrict(2)}
    cross join lateral (select ${partnerIds} as ids) p`);
  await db.execute(sql`
    insert into hotel_rooms (property_uuid, name, bed_text, size_m2, max_adults, max_occupancy, units, base_price, discount_rate, breakfast_included, free_cancellation, sort)
    select h.uuid, (array['스탠다드 더블', '슈페리어 트윈', '디럭스 킹', '패밀리 룸'])[1 + j], (array['더블 침대 1개', '싱글 침대 2개', '킹 침대 1개', '더블 침대 2개'])[1 + j],
      18 + 6 * j, case when j = 3 then 4 else 2 end, case when j = 3 then 5 else 3 end, 3 + (h.property_id + j) % 8,
      h.min_base_price_before_discount + 30000 * j, (array[0, 0, 10, 15])[1 + (h.property_id + j) % 4], (h.property_id + j) % 3 = 0, (h.property_id + j) % 2 = 0, j
    from hotels h cross join lateral generate_series(0, 1 + h.property_id % 3) j
    where h.property_id between ${from} and ${to}`);
  await insertReviews(db, 'hotel', sql`property_uuid`, sql`select uuid as product from hotels where property_id between ${from} and ${to} and property_id % 5 = 0`);
}

const hotelBasePrice = sql`(60000 + 5000 * ${pick(12, 60)})`;

async function inChunks(label: string, first: number, total: number, progress: Progress, run: (from: number, to: number) => Promise<void>): Promise<void> {
  const started = performance.now();
  let reportedTenths = 0;
  for (let offset = 0; offset < total; offset += CHUNK) {
    const count = Math.min(CHUNK, total - offset);
    await run(first + offset, first + offset + count - 1);
    const tenths = Math.floor(((offset + count) * 10) / total);
    if (tenths > reportedTenths) {
      reportedTenths = tenths;
      const percent = Math.round(((offset + count) * 100) / total);
      progress(`${label}: ${(offset + count).toLocaleString('ko-KR')} / ${total.toLocaleString('ko-KR')} (${percent}%, ${((performance.now() - started) / 1000).toFixed(1)}초)`);
    }
  }
}
