import { CITIES, type CitySeed } from './geography-data.ts';
import type { Rng } from './prng.ts';

/** Helpers every product line shares: where products go, how they are rated, when they were created. */

/** Catalogue timestamps count from here, never from the clock, so two seeds are identical. */
export const SEED_BASE_TIME = Date.UTC(2024, 0, 2, 0, 0, 0);

/** Most reviews a seeded stay or tour has: every counted review is a row of its own (seed/reviews.ts). */
export const STAY_REVIEWS_MAX = 240;
export const TOUR_REVIEWS_MAX = 150;

export function seedTime(index: number, minutesApart = 60): Date {
  return new Date(SEED_BASE_TIME + index * minutesApart * 60_000);
}

/** One entry per product in the base seed, cities repeated by their count and shuffled. */
export function citySlots(rng: Rng, line: keyof CitySeed['counts']): CitySeed[] {
  return rng.shuffle(CITIES.flatMap((c) => Array.from({ length: c.counts[line] }, () => c)));
}

/** Expensive cities lift prices, cheaper ones lower them; the rest are 1. */
const PRICE_LEVELS: Record<string, number> = {
  '001001': 1.2, '001005': 1.3, '005001': 1.1, '005002': 1.1, '003002': 1.25, '003001': 1.1, '001008': 1.1,
  '001011': 0.8, '001010': 0.8, '001012': 0.9, '001014': 0.8, '002002': 0.7, '002003': 0.7, '002004': 0.85, '001009': 0.9,
};

export function priceLevel(cityCode: string): number {
  if (cityCode === '001002001') return 1.15;
  return PRICE_LEVELS[cityCode.slice(0, 6)] ?? 1;
}

export function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

export type ReviewStats = { reviewGrade: number; reviewCount: number; wishCount: number };

/**
 * Grades lean towards the top of the range, as real marketplaces do; popular products (many reviews)
 * also collect more wishes.
 */
export function reviewStats(rng: Rng, grade: { min: number; max: number }, maxReviews: number): ReviewStats {
  const lean = rng.next() ** 2;
  const reviewGrade = Math.round((grade.max - lean * (grade.max - grade.min)) * 10) / 10;
  const reviewCount = 3 + Math.floor(rng.next() ** 2.2 * maxReviews);
  const wishCount = Math.floor(reviewCount * rng.decimal(0.4, 3, 1));
  return { reviewGrade, reviewCount, wishCount };
}

/** Draws until the key is new; after a few misses, numbers the branch ("... 2호점"). */
export function uniqueDraw<T>(used: Set<string> | null, draw: () => T, key: (t: T) => string, numbered: (t: T, n: number) => T): T {
  let value = draw();
  if (!used) return value;
  for (let tries = 0; used.has(key(value)) && tries < 12; tries++) value = draw();
  const base = value;
  for (let n = 2; used.has(key(value)); n++) value = numbered(base, n);
  used.add(key(value));
  return value;
}

export function uniqueName(used: Set<string> | null, draw: () => string): string {
  return uniqueDraw(used, draw, (name) => name, (name, n) => `${name} ${n}호점`);
}

/**
 * Takes up to `perGroup` items from each group in turn, so the first cards of a section come from
 * different cities.
 */
export function roundRobin<T>(groups: readonly (readonly T[])[], perGroup: number, limit = Infinity): T[] {
  const out: T[] = [];
  for (let round = 0; round < perGroup; round++) {
    for (const group of groups) {
      const item = group[round];
      if (item !== undefined && out.length < limit) out.push(item);
    }
  }
  return out;
}
