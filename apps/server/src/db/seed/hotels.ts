import type { hotels } from '../schema/hotels.ts';
import { POPULAR_CITIES } from './popular-cities.ts';
import { countryOf, type CitySeed, type PlaceName } from './geography-data.ts';
import { DEFAULT_IMAGES, hotelImagePath } from './image-paths.ts';
import { HOTEL_BRANDS } from './names.ts';
import { Rng } from './prng.ts';
import { citySlots, priceLevel, reviewStats, roundRobin, roundTo, seedTime, uniqueDraw } from './product-common.ts';

export type HotelRow = Omit<typeof hotels.$inferInsert, 'neighborhoodId' | 'categoryId'> & { starRating: number; reviewScore: number; reviewCount: number; minBasePriceBeforeDiscount: number };
/** neighborhood is resolved to its id at insert time (ids are serial), as is the category (seedCategoryCode). */
export type HotelDraft = { hotel: HotelRow; neighborhood: PlaceName };

export const FIRST_PROPERTY_ID = 200_001;

const STAR_PRICES: Record<number, readonly [number, number]> = { 2: [60, 120], 3: [90, 200], 4: [150, 350], 5: [300, 700] };

function hotelName(rng: Rng, city: CitySeed, area: PlaceName): { nameKo: string; nameEn: string } {
  const [brandKo, brandEn] = rng.pick(HOTEL_BRANDS);
  const patterns: readonly (readonly [string, string])[] = [
    [`호텔 ${area.ko} ${city.ko}`, `Hotel ${area.en} ${city.en}`],
    [`${city.ko} 센트럴 호텔`, `${city.en} Central Hotel`],
    [`그랜드 호텔 ${area.ko}`, `Grand Hotel ${area.en}`],
    [`${area.ko} 부티크 호텔`, `${area.en} Boutique Hotel`],
    [`레지던스 ${area.ko}`, `Residence ${area.en}`],
    [`${city.ko} 시티 스위트`, `${city.en} City Suites`],
    [`${area.ko} 파크 호텔`, `${area.en} Park Hotel`],
    [`${brandKo} ${city.ko} ${area.ko}`, `${brandEn} ${city.en} ${area.en}`],
    [`${brandKo} 호텔 ${city.ko}`, `${brandEn} Hotel ${city.en}`],
  ];
  const [nameKo, nameEn] = rng.pick(patterns);
  return { nameKo, nameEn };
}

/** Street lines in the local style of each country; enough to read as a real address on a card. */
function streetLine(rng: Rng, city: CitySeed, area: PlaceName): string {
  const n = rng.int(1, 220);
  const word = rng.pick(['Central', 'Royal', 'Garden', 'Station', 'Market', 'River', 'Park', 'Castle']);
  switch (city.countryCode) {
    case '001002': return `${n} Rue ${rng.pick(['de Rivoli', 'Saint-Honoré', 'de la Paix', 'Lepic', 'Oberkampf', 'du Bac'])}`;
    case '001003': return `Via ${rng.pick(['Nazionale', 'del Corso', 'Cavour', 'Garibaldi', 'Roma', 'Dante'])} ${n}`;
    case '001004': return `Calle de ${rng.pick(['Alcalá', 'Mallorca', 'Aragó', 'Toledo', 'Balmes'])} ${n}`;
    case '001005': case '001006': case '001007': return `${rng.pick(['Bahnhof', 'Haupt', 'Kirch', 'Garten', 'Markt'])}straße ${n}`;
    case '001011': return `${rng.pick(['Václavské náměstí', 'Karlova', 'Národní', 'Vodičkova'])} ${n}`;
    case '002001': return `${rng.int(1, 5)}-${rng.int(1, 20)}-${rng.int(1, 30)} ${area.en}`;
    default: return `${n} ${word} ${rng.pick(['Street', 'Road', 'Avenue'])}`;
  }
}

export type MakeHotelOptions = { propertyId: number; city: CitySeed; usedNames: Set<string> | null; ownImages: boolean };

/** One hotel property; used by the base seed and by the scale generator alike. */
export function makeHotel(rng: Rng, o: MakeHotelOptions): HotelDraft {
  const { city } = o;
  const area = rng.pick(city.districts);
  const names = uniqueDraw(o.usedNames, () => hotelName(rng, city, area), (n) => n.nameKo, (n, i) => ({ nameKo: `${n.nameKo} ${i}`, nameEn: `${n.nameEn} ${i}` }));
  const starRating = rng.weighted([2, 3, 4, 5], (s) => ({ 2: 1, 3: 4, 4: 4, 5: 2 })[s] ?? 1);
  const [lo, hi] = STAR_PRICES[starRating] ?? [90, 200];
  // Was the landmark the hotel stood next to; the draw stays so the rest of the catalogue keeps its values.
  rng.next();
  const stats = reviewStats(rng, { min: 6 + (starRating - 2) * 0.4, max: 9.8 }, 6000);
  return {
    hotel: {
      uuid: rng.uuid(),
      propertyId: o.propertyId,
      ...names,
      cityCode: city.code,
      address: `${streetLine(rng, city, area)}, ${area.en}, ${city.en}, ${countryOf(city.code).en}`,
      starRating,
      reviewScore: stats.reviewGrade,
      reviewCount: stats.reviewCount,
      wishCount: Math.floor(stats.wishCount / 3),
      // A few properties have no rate to show; cards then print the special text (spec 1 §9).
      minBasePriceBeforeDiscount: rng.chance(0.03) ? 0 : roundTo(rng.int(lo, hi) * 1000 * priceLevel(city.code), 100),
      thumbnailPath: o.ownImages ? hotelImagePath(o.propertyId) : DEFAULT_IMAGES.hotel,
      // Within about 2 km of its neighbourhood's centre (DISTRICT_RADIUS_KM), where its address says it is.
      latitude: Math.round((area.lat + rng.decimal(-0.012, 0.012, 4)) * 1e5) / 1e5,
      longitude: Math.round((area.lng + rng.decimal(-0.015, 0.015, 4)) * 1e5) / 1e5,
      // A fixed time, so that two seeds are the same catalogue (seed.test.ts).
      createdAt: seedTime(o.propertyId - FIRST_PROPERTY_ID, 75),
    },
    neighborhood: { ko: area.ko, en: area.en },
  };
}

export type HotelThemeSeed = { name: string; sort: number; propertyUuids: string[] };

type ThemeRule = { name: string; cities: readonly string[]; perCity: number; match: (h: HotelRow) => boolean; score: (h: HotelRow) => number };

const HOTEL_THEMES: readonly ThemeRule[] = [
  { name: '유럽 인기 호텔', cities: ['001002001', '001001001', '001003001', '001004001', '001011001'], perCity: 5, match: () => true, score: (h) => h.reviewScore * 10_000 + h.reviewCount },
  { name: '가성비 좋은 도심 호텔', cities: ['001002001', '001001001', '001003001', '001007001', '001010001', '001008001'], perCity: 4, match: (h) => h.starRating <= 3 && h.minBasePriceBeforeDiscount > 0, score: (h) => -h.minBasePriceBeforeDiscount },
  { name: '야경이 아름다운 4·5성급 호텔', cities: ['001002001', '001011001', '001010001', '003002001', '005001001'], perCity: 4, match: (h) => h.starRating >= 4, score: (h) => h.reviewScore },
  { name: '일본·동남아 인기 호텔', cities: ['002001001', '002001002', '002002001', '002003001', '002004001'], perCity: 4, match: () => true, score: (h) => h.reviewCount },
];

const RECOMMENDED = 12;

/** The base catalogue of hotels, their themes and the home recommendations. */
export function planHotels(): { hotels: HotelDraft[]; themes: HotelThemeSeed[]; recommendations: { propertyUuid: string; sort: number }[] } {
  const rng = new Rng('minda:hotels');
  const usedNames = new Set<string>();
  const drafts = citySlots(rng, 'hotels').map((city, i) => makeHotel(rng, { propertyId: FIRST_PROPERTY_ID + i, city, usedNames, ownImages: true }));
  const rows = drafts.map((d) => d.hotel);
  const best = (rule: Pick<ThemeRule, 'match' | 'score'>, code: string) =>
    rows.filter((h) => h.cityCode === code && rule.match(h)).sort((a, b) => rule.score(b) - rule.score(a) || a.propertyId - b.propertyId);

  const themes = HOTEL_THEMES.map((rule, i) => ({
    name: rule.name,
    sort: i + 1,
    propertyUuids: rule.cities.flatMap((code) => best(rule, code).slice(0, rule.perCity).map((h) => h.uuid)),
  }));
  const recommendCities = POPULAR_CITIES.hotel;
  const topRated = { match: (h: HotelRow) => h.minBasePriceBeforeDiscount > 0, score: (h: HotelRow) => h.reviewScore * 10_000 + h.reviewCount };
  const recommendations = roundRobin(recommendCities.map((code) => best(topRated, code)), 1, RECOMMENDED)
    .map((h, i) => ({ propertyUuid: h.uuid, sort: i + 1 }));
  return { hotels: drafts, themes, recommendations };
}
