import { AWARDS_GOODS_NOS } from '@minda/contracts/rules/awards';
import { STAY_RECOMMEND_CITY_CODES } from '@minda/contracts/rules/city-codes';
import type { StayCategory } from '@minda/contracts/stays';
import { INSTANT_BOOKING_TYPE, isInstantBooking, REQUEST_BOOKING_TYPE } from '@minda/contracts/rules/stay-booking';
import type { stayRooms, stays } from '../schema/stays.ts';
import { countryOf, type CitySeed, type District } from './geography-data.ts';
import { DEFAULT_IMAGES, stayImagePath } from './image-paths.ts';
import type { StayView } from './images/scenes.ts';
import { BREAKFAST_INFOS, GENDER_KO, GIVEN_NAMES, STAY_BRANDS, SURNAMES } from './names.ts';
import { Rng } from './prng.ts';
import { citySlots, clamp, priceLevel, reviewStats, roundRobin, roundTo, seedTime, STAY_REVIEWS_MAX, uniqueName } from './product-common.ts';
import { DEMO_PARTNER_STAY, type UserPlan } from './users.ts';

export type StayRow = Omit<typeof stays.$inferInsert, 'partnerId'>;
export type RoomRow = Omit<typeof stayRooms.$inferInsert, 'id' | 'goodsNo'>;
/** The columns the seed always sets are required here, so the planners can rank and filter on them. */
type StayFacts = { hasBreakfast: boolean; bookType: number; saleRate: number; reviewGrade: number; reviewCount: number; images: string[] };
export type StayDraft = { stay: StayRow & StayFacts; rooms: RoomRow[] };

export const FIRST_GOODS_NO = 1001;

export type MakeStayOptions = {
  goodsNo: number;
  city: CitySeed;
  /** Position in the seed, for the creation time. */
  index: number;
  usedNames: Set<string> | null;
  isAwards?: boolean;
  /** Shown in the home recommendations: breakfast, instant reservation and a discount, rated well. */
  featured?: boolean;
  /** Scaled benchmark products reuse the per-type default picture instead of their own files. */
  ownImages: boolean;
  name?: string;
  hostName?: string;
  /** The neighbourhood, when the name does not say it. */
  area?: string;
};

const PRIVATE_ROOMS = [
  { capacity: 1, name: '1인실 (싱글)', base: [80, 110] },
  { capacity: 2, name: '2인실 (더블)', base: [110, 170] },
  { capacity: 2, name: '2인실 (트윈)', base: [110, 165] },
  { capacity: 3, name: '3인실 (트리플)', base: [150, 210] },
  { capacity: 4, name: '4인 가족실', base: [180, 240] },
] as const;

function makeRooms(rng: Rng, level: number): RoomRow[] {
  const total = rng.int(2, 5);
  const dorms = rng.chance(0.3) ? 0 : rng.int(1, Math.min(2, total - 1));
  const rooms: RoomRow[] = [];
  // Distinct genders keep a stay's dormitory names distinct.
  const genders = rng.shuffle(['mixed', 'female', 'male'] as const);
  for (let i = 0; i < dorms; i++) {
    const gender = genders[i] ?? 'mixed';
    const units = rng.int(4, 8);
    rooms.push({
      name: `${GENDER_KO[gender]} 도미토리 (${units}인실)`, kind: 'dormitory', gender, capacity: 1, units,
      price: clamp(roundTo(rng.int(38, 58) * 1000 * level, 1000), 35_000, 70_000), hasPrivateBathroom: false, sort: 0,
    });
  }
  const privates = rng.shuffle(PRIVATE_ROOMS).slice(0, total - dorms).sort((a, b) => a.capacity - b.capacity);
  for (const type of privates) {
    const bathroom = rng.chance(0.5);
    const price = rng.int(type.base[0], type.base[1]) * 1000 * level + (bathroom ? 10_000 : 0);
    rooms.push({
      name: bathroom ? `${type.name} · 전용 욕실` : type.name, kind: 'private', gender: 'mixed', capacity: type.capacity,
      units: rng.int(1, 3), price: clamp(roundTo(price, 1000), 80_000, 260_000), hasPrivateBathroom: bathroom, sort: 0,
    });
  }
  return rooms.map((r, i) => ({ ...r, sort: i + 1 }));
}

function stayName(rng: Rng, city: CitySeed): string {
  const area = rng.pick(city.areas).ko;
  const brand = rng.pick(STAY_BRANDS);
  switch (rng.int(0, 4)) {
    case 0: return `${city.ko} ${area} 한인민박`;
    case 1: return `${city.ko} ${brand}`;
    case 2: return `${brand} 민박 ${area}점`;
    case 3: return `${area} ${brand} 게스트하우스`;
    default: return `${city.ko} ${brand} 민박`;
  }
}

/** The district a stay's name mentions ("파리 몽마르뜨 한인민박"); the longest name wins ("인터라켄 동역" over "인터라켄"). */
function districtNamed(city: CitySeed, name: string): District | undefined {
  return city.districts.filter((d) => name.includes(d.ko)).sort((a, b) => b.ko.length - a.ko.length)[0];
}

function stayViews(hasBreakfast: boolean, count: number): StayView[] {
  return (['exterior', 'room', hasBreakfast ? 'breakfast' : 'window', 'night', 'window'] as const).slice(0, count);
}

/** A fixed number in [-0.5, 0.5) for each seed (Knuth's multiplicative hash). */
const spread = (seed: number) => (Math.imul(seed, 2654435761) >>> 0) / 2 ** 32 - 0.5;

/** One stay and its rooms; used by the base seed and by the scale generator alike. */
export function makeStay(rng: Rng, o: MakeStayOptions): StayDraft {
  const { city } = o;
  // The draws keep their order (the rest of the catalogue stays as published); the station and landmark are
  // resolved once the name is known, because a name that says a neighbourhood puts the stay there.
  const drawn = rng.pick(city.districts);
  const stationRoll = rng.next();
  const landmarkRoll = rng.next();
  const name = o.name ?? uniqueName(o.usedNames, () => stayName(rng, city));
  const area = districtNamed(city, o.area ?? name) ?? drawn;
  const station = area.stations[Math.floor(stationRoll * area.stations.length)] ?? area.stations[0];
  const landmark = area.landmarks[Math.floor(landmarkRoll * area.landmarks.length)] ?? area.landmarks[0];
  if (!station || !landmark) throw new Error(`district ${area.ko} needs a station and a landmark`);
  const rooms = makeRooms(rng, priceLevel(city.code));
  const walk = rng.int(1, 9);
  // Small towns have no metro: their stays are reached on foot or by bus.
  const mode = rng.pick(city.counts.stays >= 10 ? (['도보', '버스', '지하철', '트램'] as const) : (['도보', '버스'] as const));
  const minutes = mode === '도보' ? rng.int(5, 20) : rng.int(8, 25);
  const locations = [`${station} 도보 ${walk}분`, `${landmark.ko} ${mode} ${minutes}분`];
  if (rng.chance(0.3)) locations.push(`${area.ko} 중심가`);

  const hasBreakfast = o.featured || rng.chance(0.7);
  const bookType = o.featured || rng.chance(0.4) ? INSTANT_BOOKING_TYPE : REQUEST_BOOKING_TYPE;
  const saleRate = o.featured ? rng.pick([10, 15, 20, 30]) : rng.chance(0.25) ? rng.pick([5, 10, 15, 20, 25, 30]) : 0;
  const grade = o.isAwards ? { min: 4.6, max: 5 } : o.featured ? { min: 4.3, max: 5 } : { min: 3.5, max: 5 };
  const stats = reviewStats(rng, grade, STAY_REVIEWS_MAX);
  const checkInTime = rng.pick(['15:00', '16:00', '14:00']);
  const checkOutTime = rng.pick(['11:00', '10:00']);
  const hasDorm = rooms.some((r) => r.kind === 'dormitory');
  const imageCount = rng.int(3, 5);
  const images = o.ownImages
    ? Array.from({ length: imageCount }, (_, i) => stayImagePath(o.goodsNo, i + 1))
    : [DEFAULT_IMAGES.stay];

  const description = [
    `${city.ko} ${area.ko}에 자리한 한인 민박 '${name}'입니다.`,
    `${station}에서 걸어서 ${walk}분, ${landmark.ko}까지 ${mode} ${minutes}분 거리라 여행 동선이 편합니다.`,
    hasBreakfast ? '매일 아침 정성껏 준비한 한식 조식을 드립니다.' : '공용 주방에서 간단한 조리를 하실 수 있습니다.',
    hasDorm ? '혼자 여행하시는 분을 위한 도미토리와 편안한 개인실을 함께 운영합니다.' : '가족·친구와 함께 머물기 좋은 개인실 위주로 운영합니다.',
    `무료 와이파이, 짐 보관, 여행 정보 안내를 제공합니다. 체크인 ${checkInTime}, 체크아웃 ${checkOutTime}.`,
  ].join('\n');

  return {
    stay: {
      goodsNo: o.goodsNo,
      name,
      cityCode: city.code,
      hostName: o.hostName ?? `${rng.pick(SURNAMES)}${rng.pick(GIVEN_NAMES)}`,
      locations,
      address: `${countryOf(city.code).ko} ${city.ko} ${area.ko} ${rng.int(1, 180)}번지 ${rng.int(1, 6)}층`,
      // Near its district's centre, where its address and stations are (within DISTRICT_RADIUS_KM); taken from the
      // stay's number, not the generator, so the rest of the catalogue draws what it drew before stays had them.
      latitude: Math.round((area.lat + spread(o.goodsNo) * 0.024) * 1e5) / 1e5,
      longitude: Math.round((area.lng + spread(o.goodsNo * 7 + 3) * 0.03) * 1e5) / 1e5,
      description,
      minPrice: Math.min(...rooms.map((r) => r.price)),
      saleRate,
      bookType,
      imagePath: images[0] ?? DEFAULT_IMAGES.stay,
      images,
      hasBreakfast,
      breakfastInfo: hasBreakfast ? rng.pick(BREAKFAST_INFOS) : null,
      checkInTime,
      checkOutTime,
      useInquireChat: rng.chance(0.9),
      isAwards: o.isAwards ?? false,
      isExclusive: o.featured ?? false,
      ...stats,
      createdAt: seedTime(o.index),
    },
    rooms,
  };
}

/** Image files of a stay with its own gallery: the path and the view drawn into it. */
export function stayImageJobs(draft: StayDraft): { path: string; view: StayView }[] {
  const views = stayViews(draft.stay.hasBreakfast, draft.stay.images.length);
  return views.map((view, i) => ({ path: draft.stay.images[i] ?? DEFAULT_IMAGES.stay, view }));
}

export type PlannedStay = StayDraft & { partnerLoginId: string };
export type StayThemeSeed = { no: number; title: string; sort: number; goodsNos: number[] };
export type StayRecommendationSeed = { stayCategory: StayCategory; goodsNo: number; sort: number };

const FEATURED_PER_CITY = 3;

type ThemeRule = { no: number; title: string; cities: readonly string[]; perCity: number; match: (s: StayDraft) => boolean; by?: 'reviewCount' };

const PARIS = '001002001';
const LONDON = '001001001';
const ROME = '001003001';
const BARCELONA = '001004001';
const PRAGUE = '001011001';

const STAY_THEMES: readonly ThemeRule[] = [
  { no: 1, title: '한식 조식이 맛있는 민박', cities: [PARIS, LONDON, ROME, BARCELONA, PRAGUE, '001003002'], perCity: 8, match: (s) => s.stay.hasBreakfast },
  { no: 2, title: '혼자 여행자에게 좋은 도미토리', cities: [LONDON, PARIS, ROME, PRAGUE, '001010001', '001007001'], perCity: 8, match: (s) => s.rooms.some((r) => r.kind === 'dormitory') },
  { no: 3, title: '가족 여행 추천 숙소', cities: [PARIS, ROME, BARCELONA, '001005001', '005001001'], perCity: 6, match: (s) => s.rooms.some((r) => r.capacity >= 3) },
  { no: 4, title: '파리·런던·로마 인기 민박', cities: [PARIS, LONDON, ROME], perCity: 10, match: () => true, by: 'reviewCount' },
  { no: 5, title: '이탈리아 감성 민박', cities: [ROME, '001003002', '001003003', '001003004'], perCity: 6, match: () => true },
  { no: 6, title: '바로 예약되는 즉시확정 민박', cities: [PARIS, LONDON, BARCELONA, PRAGUE, '003002001'], perCity: 6, match: (s) => isInstantBooking(s.stay) },
];

const RECOMMEND_RULES: readonly { category: StayCategory; match: (s: StayDraft) => boolean; score: (s: StayDraft) => number }[] = [
  { category: 'GRADE', match: () => true, score: (s) => s.stay.reviewGrade * 10_000 + s.stay.reviewCount },
  { category: 'SALE', match: (s) => s.stay.saleRate > 0, score: (s) => s.stay.saleRate * 10 + s.stay.reviewGrade },
  { category: 'RESERVE_INSTANT', match: (s) => isInstantBooking(s.stay), score: (s) => s.stay.reviewGrade * 10_000 + s.stay.reviewCount },
  { category: 'BREAKFAST', match: (s) => s.stay.hasBreakfast, score: (s) => s.stay.reviewGrade * 10_000 + s.stay.reviewCount },
];

const byScore = (score: (s: StayDraft) => number) => (a: StayDraft, b: StayDraft) => score(b) - score(a) || a.stay.goodsNo - b.stay.goodsNo;

/** The base catalogue of stays, their owners, theme lists and home recommendations. */
export function planStays(users: UserPlan): { stays: PlannedStay[]; themes: StayThemeSeed[]; recommendations: StayRecommendationSeed[] } {
  const rng = new Rng('minda:stays');
  const slots = citySlots(rng, 'stays');
  // The demo partner's stay must be goodsNo 1001 in Paris.
  const paris = slots.findIndex((c) => c.code === DEMO_PARTNER_STAY.cityCode);
  const [first] = slots.splice(paris, 1);
  if (first) slots.unshift(first);

  const usedNames = new Set<string>([DEMO_PARTNER_STAY.name]);
  const perCity = new Map<string, number>();
  const hostTurn = new Map<string, number>();
  const planned = slots.map((city, index): PlannedStay => {
    const goodsNo = FIRST_GOODS_NO + index;
    const seen = perCity.get(city.code) ?? 0;
    perCity.set(city.code, seen + 1);
    const featured = (STAY_RECOMMEND_CITY_CODES as readonly string[]).includes(city.code) && seen < FEATURED_PER_CITY;
    const isDemo = goodsNo === DEMO_PARTNER_STAY.goodsNo;
    const hosts = users.stayHosts.get(city.countryCode) ?? [];
    const turn = hostTurn.get(city.countryCode) ?? 0;
    const host = isDemo ? undefined : hosts[turn % hosts.length];
    if (!isDemo) hostTurn.set(city.countryCode, turn + 1);
    if (!isDemo && !host) throw new Error(`no stay host for ${city.countryCode}`);
    const draft = makeStay(rng, {
      goodsNo, city, index, usedNames, featured, ownImages: true, isAwards: AWARDS_GOODS_NOS.includes(goodsNo),
      ...(isDemo ? { name: DEMO_PARTNER_STAY.name, hostName: DEMO_PARTNER_STAY.hostName, area: DEMO_PARTNER_STAY.area } : { hostName: host?.personName }),
    });
    return { ...draft, partnerLoginId: isDemo ? 'partner' : (host?.loginId ?? 'partner') };
  });

  // The demo partner also answers for one request stay of its city, so request bookings have a partner to accept them.
  const requestStay = planned.find((s) => s.stay.cityCode === DEMO_PARTNER_STAY.cityCode && s.stay.bookType !== INSTANT_BOOKING_TYPE);
  if (!requestStay) throw new Error('seed: no request stay in the demo partner\'s city');
  requestStay.partnerLoginId = 'partner';

  const inCity = (code: string) => planned.filter((s) => s.stay.cityCode === code);
  const themes = STAY_THEMES.map((rule, i) => ({
    no: rule.no,
    title: rule.title,
    sort: i + 1,
    goodsNos: rule.cities.flatMap((code) =>
      inCity(code).filter(rule.match)
        .sort(rule.by === 'reviewCount' ? byScore((s) => s.stay.reviewCount) : byScore((s) => s.stay.reviewGrade * 10_000 + s.stay.reviewCount))
        .slice(0, rule.perCity)
        .map((s) => s.stay.goodsNo)),
  }));

  const recommendations = RECOMMEND_RULES.flatMap((rule) => {
    const groups = STAY_RECOMMEND_CITY_CODES.map((code) => inCity(code).filter(rule.match).sort(byScore(rule.score)));
    return roundRobin(groups, 2).map((s, i) => ({ stayCategory: rule.category, goodsNo: s.stay.goodsNo, sort: i + 1 }));
  });

  return { stays: planned, themes, recommendations };
}

/** A stay's own photos as their rows, in order, with what each shows (the default picture is none of its own). */
export function stayPhotoRows(stay: Pick<StayDraft['stay'], 'goodsNo' | 'name' | 'images' | 'hasBreakfast'>) {
  const views = stayViews(stay.hasBreakfast, stay.images.length);
  return stay.images.flatMap((path, i) => (path.startsWith('default/') ? [] : [{ goodsNo: stay.goodsNo, path, alt: `${stay.name} ${VIEW_ALTS[views[i] ?? 'room']}`, sort: i + 1 }]));
}
const VIEW_ALTS: Record<StayView, string> = { exterior: '건물 외관', room: '객실', breakfast: '조식', night: '야경', window: '창밖 풍경' };
