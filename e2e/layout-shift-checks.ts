import type { APIRequestContext, Page } from '@playwright/test';
import { HotelPopularCitiesResponseSchema, HotelSearchResponseSchema } from '@minda/contracts/hotels';
import { apiPaths, apiUrl, platformPaths, withQuery, type Platform } from '@minda/contracts/paths';
import { addDaysToDate } from '@minda/contracts/rules/stay-pricing';
import { StaySearchResponseSchema } from '@minda/contracts/stays';
import { TourListResponseSchema } from '@minda/contracts/tours';
import { expect } from './fixtures.ts';

/** Issue 12's target: a visitor sees the page settle, not jump, while its data arrives. */
export const MAX_LAYOUT_SHIFT = 0.02;

export const PARIS = '001002001';
/** Dates count from the server's (UTC) day, which the seed's inventory is relative to. */
export const utcDay = (days: number) => addDaysToDate(new Date().toISOString().slice(0, 10), days);

/**
 * Every API answer arrives 300 to 800 ms late, in a fixed rotation, so the page paints its frame well
 * before its data, as on a slow phone network; a spread of delays also lets sections arrive out of order.
 */
export async function slowApi(page: Page) {
  const delays = [300, 800, 500, 650, 400, 750];
  let n = 0;
  await page.route('**/api/v2/**', async (route) => {
    const ms = delays[n % delays.length]!;
    n += 1;
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

type Shift = { value: number; sources: string[] };

/**
 * Loads `path` on a slowed API and returns the layout shifts the browser counted (those without recent
 * input, as Lighthouse's CLS), with the elements that moved, until the page has had its data and images.
 */
export async function layoutShiftOf(page: Page, path: string): Promise<{ total: number; shifts: Shift[] }> {
  await page.addInitScript(() => {
    const list: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof list }).__shifts = list;
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map(({ node }) => {
          if (!(node instanceof Element)) return node?.nodeName ?? '?';
          const cls = typeof node.className === 'string' ? node.className.split(' ')[0] : '';
          return `${node.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${node.getAttribute('data-testid') ? `[${node.getAttribute('data-testid')}]` : ''}`;
        });
        list.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await slowApi(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Images in the first screen may still land after the network went quiet once (lazy ones below never do).
  await page.evaluate(() => {
    const pending = Array.from(document.images).filter((img) => !img.complete && img.getBoundingClientRect().top < window.innerHeight);
    const loaded = Promise.all(pending.map((img) => new Promise((resolve) => {
      img.addEventListener('load', resolve, { once: true });
      img.addEventListener('error', resolve, { once: true });
    })));
    return Promise.race([loaded, new Promise((resolve) => setTimeout(resolve, 3000))]);
  });
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), shifts };
}

/** Asserts the page at `path` shifts at most MAX_LAYOUT_SHIFT; the message names what moved. */
export async function expectStableLayout(page: Page, path: string) {
  const { total, shifts } = await layoutShiftOf(page, path);
  const moved = shifts.map((s) => `${s.value.toFixed(4)} ${s.sources.join(', ')}`).join('\n');
  expect(total, `layout shift of ${path}:\n${moved}`).toBeLessThanOrEqual(MAX_LAYOUT_SHIFT);
}

export async function firstParisStay(request: APIRequestContext): Promise<number> {
  const res = await request.get(apiUrl(withQuery(apiPaths.stays.search.href(), { cityCode: PARIS })));
  const stay = StaySearchResponseSchema.parse(await res.json()).data.content[0];
  expect(stay, 'a stay in Paris').toBeDefined();
  return stay!.goodsNo;
}

export async function firstParisTour(request: APIRequestContext): Promise<number> {
  const res = await request.get(apiUrl(withQuery(apiPaths.tours.list.href(), { category: PARIS })));
  const tour = TourListResponseSchema.parse(await res.json()).data.content[0];
  expect(tour, 'a tour in Paris').toBeDefined();
  return tour!.itemNo;
}

/** The first hotel popular city and its first hotel, for the hotel list and page. */
export async function firstHotel(request: APIRequestContext): Promise<{ cityId: number; propertyUuid: string }> {
  const cities = await request.get(apiUrl(apiPaths.hotels.popularCities.href()));
  const city = HotelPopularCitiesResponseSchema.parse(await cities.json()).data[0];
  expect(city, 'a hotel city').toBeDefined();
  const res = await request.get(apiUrl(withQuery(apiPaths.hotels.search.href(), { cityId: city!.cityId, occupancy: ['2'] })));
  const hotel = HotelSearchResponseSchema.parse(await res.json()).data.content[0];
  expect(hotel, 'a hotel in the city').toBeDefined();
  return { cityId: city!.cityId, propertyUuid: hotel!.propertyUuid };
}

/** The tours home, a city's tour list and a tour page of one platform, each loaded afresh. */
export async function expectStableTourPages(page: Page, request: APIRequestContext, platform: Platform) {
  const itemNo = await firstParisTour(request);
  await expectStableLayout(page, platformPaths[platform].tours());
  await expectStableLayout(page, platformPaths[platform].tourList(PARIS));
  await expectStableLayout(page, platformPaths[platform].tourDetail(itemNo));
}
