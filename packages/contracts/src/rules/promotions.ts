/**
 * The sale lists and city theme pages (issue 3; the spec names the pages, not their rules, so these are ours,
 * documented in docs/api-notes.md "Promotions").
 */

/** Stays on one page of the special-deal and off-season lists. */
export const SALE_PAGE_SIZE = 20;

/** Best stays and tours shown on a city theme page. */
export const CITY_THEME_STAYS_SHOWN = 8;
export const CITY_THEME_TOURS_SHOWN = 8;

/**
 * Peak months (1-12) by continent code (the first 3 digits of a city code). A city is out of season in every
 * other month: European and North American summers and Christmas, Asian summer holidays and New Year,
 * the Oceanian summer.
 */
export const PEAK_MONTHS_BY_CONTINENT: Readonly<Record<string, readonly number[]>> = {
  '001': [6, 7, 8, 12],
  '002': [7, 8, 12, 1],
  '003': [6, 7, 8, 12],
  '005': [12, 1, 2],
};

/** The month (1-12) of a date in UTC, the calendar the server decides seasons in. */
export function monthOf(date: Date): number {
  return date.getUTCMonth() + 1;
}

/** Continent codes whose cities are out of season in the given month (an unknown continent never is). */
export function offSeasonContinents(month: number): string[] {
  return Object.entries(PEAK_MONTHS_BY_CONTINENT)
    .filter(([, peak]) => !peak.includes(month))
    .map(([code]) => code);
}

/**
 * The month the off-season sale is for: this month (UTC), or, in a month when every continent is in season
 * (December: Christmas, the New Year and the southern summer), the next month when one is not, so the list offers
 * the nearest off-season trips instead of staying empty for a month.
 */
export function offSeasonMonth(date: Date): number {
  const month = monthOf(date);
  for (let ahead = 0; ahead < 12; ahead++) {
    const candidate = ((month - 1 + ahead) % 12) + 1;
    if (offSeasonContinents(candidate).length > 0) return candidate;
  }
  return month;
}

/**
 * The off-season sale (비수기 특가): a stay belongs when it is on sale, serves breakfast and its city is out
 * of season in the sale's month (offSeasonMonth). The server writes the same rule in SQL; this one is for tests and the page text.
 */
export function isOffSeasonSale(stay: { cityCode: string; saleRate: number; hasBreakfast: boolean }, month: number): boolean {
  return stay.saleRate > 0 && stay.hasBreakfast && offSeasonContinents(month).includes(stay.cityCode.slice(0, 3));
}
