import type { APIRequestContext, Page } from '@playwright/test';
import { HotelRoomsResponseSchema, HotelSearchResponseSchema, HotelPopularCitiesResponseSchema } from '@minda/contracts/hotels';
import { apiPaths, apiUrl, platformPaths, webPaths, withQuery } from '@minda/contracts/paths';
import { hotelDefaultDates } from '@minda/contracts/rules/search-widget';
import { addDaysToDate } from '@minda/contracts/rules/stay-pricing';
import { expect, expectNoSeriousA11yViolations } from './fixtures.ts';

type Platform = 'pc' | 'mobile';
type Query = Parameters<typeof withQuery>[1];

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;
const wonValue = (text: string) => Number(text.replace(/[^\d]/g, ''));
const cards = (page: Page) => page.getByTestId('hotel-card');
const today = () => new Date().toISOString().slice(0, 10);

/** Two nights about five weeks ahead: past the seeded peak and sold-out windows' busiest stretch. */
const stayDates = () => ({ checkInAt: addDaysToDate(today(), 70), checkOutAt: addDaysToDate(today(), 72) });

async function apiSearch(request: APIRequestContext, query: Query) {
  const res = await request.get(apiUrl(withQuery(apiPaths.hotels.search.href(), query)));
  expect(res.status()).toBe(200);
  return HotelSearchResponseSchema.parse(await res.json()).data;
}

async function apiRooms(request: APIRequestContext, uuid: string, query: Query) {
  const res = await request.get(apiUrl(withQuery(apiPaths.hotels.rooms.href(uuid), query)));
  return HotelRoomsResponseSchema.parse(await res.json()).data;
}

/** The first hotel popular city (the hotels home links to it). */
async function popularCity(request: APIRequestContext) {
  const res = await request.get(apiUrl(apiPaths.hotels.popularCities.href()));
  const city = HotelPopularCitiesResponseSchema.parse(await res.json()).data[0];
  expect(city).toBeDefined();
  return city!;
}

/** On a phone the filters fold under a summary; open them. */
async function openFilters(page: Page, platform: Platform) {
  if (platform !== 'mobile') return;
  const filters = page.getByTestId('hotel-filters');
  if ((await filters.getAttribute('open')) === null) await filters.locator('summary').click();
}

/**
 * A city for two nights and two rooms (2 adults; 2 adults and a 5-year-old): the party in the summary, the
 * cards as the API answers, a neighbourhood filter, the price sort (ascending), then a hotel page that
 * carries the dates and rooms and shows the room totals the API gives.
 */
export async function checkListToDetail(page: Page, request: APIRequestContext, platform: Platform) {
  const city = await popularCity(request);
  const dates = stayDates();
  const query = { cityId: city.cityId, ...dates, occupancy: ['2', '2-5'] };
  const all = await apiSearch(request, query);
  expect(all.totalElements).toBeGreaterThan(1);

  await page.goto(webPaths.pc.hotelList.href({ rooms: 2, adults: 4, children: 1, stayType: 'all', cityId: city.cityId, ...dates, occupancy: ['2', '2-5'] }));
  await expect(page.getByRole('heading', { level: 1, name: `${city.cityName} 호텔` })).toBeVisible();
  await expect(page.getByTestId('stay-summary')).toContainText('2박 · 객실 2개 · 성인 4명 · 아동 1명');
  await expect(page.getByRole('heading', { name: `호텔 ${all.totalElements}곳` })).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(all.totalElements, all.size));
  const first = all.content[0]!;
  await expect(cards(page).first().getByTestId('total-price')).toHaveText(won(first.totalPrice!));
  await expectNoSeriousA11yViolations(page);

  // Neighbourhood: the busiest one of the results.
  const area = all.facets.neighborhoods[0]!;
  await openFilters(page, platform);
  // The box follows the address: it turns checked once the list has moved to the filtered address.
  const areaBox = page.getByRole('checkbox', { name: new RegExp(`^${area.name} \\(`) });
  await areaBox.click();
  await expect(areaBox).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`neighborhoodIds=${area.neighborhoodId}`));
  await expect(page.getByRole('heading', { name: `호텔 ${area.count}곳` })).toBeVisible();
  await expect(cards(page)).toHaveCount(Math.min(area.count, all.size));

  // Price sort: nightly prices ascending, as the API orders them.
  await page.getByLabel('정렬').selectOption('price');
  await expect(page).toHaveURL(/sort=price/);
  const sorted = await apiSearch(request, { ...query, neighborhoodIds: area.neighborhoodId, sort: 'price' });
  await expect(cards(page).first()).toHaveAttribute('data-property-uuid', sorted.content[0]!.propertyUuid);
  const nightly = (await cards(page).getByTestId('nightly-price').allTextContents()).map(wonValue);
  expect(nightly.length).toBe(area.count > all.size ? all.size : area.count);
  expect(nightly).toEqual([...nightly].sort((a, b) => a - b));

  // The hotel page keeps the dates and both rooms.
  const hotel = sorted.content[0]!;
  await cards(page).first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/hotel/detail/${hotel.propertyUuid}\\?checkInAt=${dates.checkInAt}&checkOutAt=${dates.checkOutAt}&occupancy=2&occupancy=2-5$`));
  await expect(page.getByRole('heading', { level: 1, name: hotel.nameTranslations['ko-KR'] })).toBeVisible();
  await expect(page.getByTestId('stay-summary')).toContainText('2박 · 객실 2개 · 성인 4명 · 아동 1명');
  const offers = await apiRooms(request, hotel.propertyUuid, { ...dates, occupancy: ['2', '2-5'] });
  const cheapest = offers.rooms[0]!;
  expect(cheapest.available).toBe(true);
  expect(cheapest.totalPrice).toBe(hotel.totalPrice);
  await expect(page.getByTestId('room-offer').first().getByTestId('room-total')).toHaveText(won(cheapest.totalPrice!));
  await expectNoSeriousA11yViolations(page);
}

/** On the hotel page, a third adult in the room makes the same room type dearer (as the API prices it). */
export async function checkOccupancyChangesPrice(page: Page, request: APIRequestContext) {
  const city = await popularCity(request);
  const dates = stayDates();
  const list = await apiSearch(request, { cityId: city.cityId, ...dates, occupancy: '3' });
  const hotel = list.content[0]!;
  const [two, three] = await Promise.all([apiRooms(request, hotel.propertyUuid, { ...dates, occupancy: '2' }), apiRooms(request, hotel.propertyUuid, { ...dates, occupancy: '3' })]);
  const roomFor3 = three.rooms.find((r) => r.available)!;
  const same = two.rooms.find((r) => r.roomId === roomFor3.roomId)!;
  expect(roomFor3.totalPrice!).toBeGreaterThan(same.totalPrice!);

  await page.goto(webPaths.pc.hotelDetail.href(hotel.propertyUuid, { ...dates, occupancy: '2' }));
  const offer = page.getByTestId('room-offer').filter({ has: page.getByRole('heading', { name: roomFor3.name, exact: true }) });
  await expect(offer.getByTestId('room-total')).toHaveText(won(same.totalPrice!));
  await page.getByRole('button', { name: '객실 1 성인 늘리기' }).click();
  await page.getByRole('button', { name: '요금 확인' }).click();
  await expect(page).toHaveURL(/occupancy=3$/);
  await expect(offer.getByTestId('room-total')).toHaveText(won(roomFor3.totalPrice!));
  await expect(page.getByTestId('stay-summary')).toContainText('객실 1개 · 성인 3명');
}

/** The hotels home's popular city opens its list without dates: from-prices and a prompt for the default dates. */
export async function checkPopularCityLink(page: Page, request: APIRequestContext, platform: Platform) {
  const city = await popularCity(request);
  await page.goto(platformPaths[platform].hotels());
  const link = page.locator(`a[href="${webPaths.pc.hotelList.href({ cityId: city.cityId })}"]`).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/hotel/list\\?cityId=${city.cityId}$`));
  await expect(page.getByRole('heading', { level: 1, name: `${city.cityName} 호텔` })).toBeVisible();
  await expect(cards(page).first().getByTestId('from-price')).toBeVisible();
  await expect(page.getByTestId('stay-summary')).toContainText('날짜 미정');
  await expectNoSeriousA11yViolations(page);

  // The browser runs on Seoul's calendar (playwright.config timezoneId), which may already be tomorrow.
  const seoul = new Date(Date.now() + 9 * 3_600_000);
  const defaults = hotelDefaultDates(new Date(seoul.getUTCFullYear(), seoul.getUTCMonth(), seoul.getUTCDate()));
  await page.getByRole('link', { name: /요금 보기$/ }).click();
  await expect(page).toHaveURL(new RegExp(`checkInAt=${defaults.checkInAt}&checkOutAt=${defaults.checkOutAt}&occupancy=2`));
  await expect(page.getByTestId('stay-summary')).toContainText('1박 · 객실 1개 · 성인 2명');
  await expect(cards(page).first().getByTestId('total-price')).toBeVisible();
}

/** Two hotel pages seen, newest first in the hotels home's recently viewed section. */
export async function checkRecentlyViewed(page: Page, request: APIRequestContext, platform: Platform) {
  const city = await popularCity(request);
  const list = await apiSearch(request, { cityId: city.cityId, size: 2 });
  await page.goto(platformPaths[platform].hotels());
  await page.evaluate(() => localStorage.clear());
  for (const hotel of list.content) {
    await page.goto(webPaths.pc.hotelDetail.href(hotel.propertyUuid));
    await expect(page.getByRole('heading', { level: 1, name: hotel.nameTranslations['ko-KR'] })).toBeVisible();
  }
  await page.goto(platformPaths[platform].hotels());
  const recent = page.getByRole('region', { name: '내가 본 상품, 다시 보기' });
  const shown = recent.locator('[data-product]');
  await expect(shown).toHaveCount(2);
  expect(await shown.evaluateAll((els) => els.map((el) => el.getAttribute('data-product')))).toEqual([...list.content].reverse().map((h) => `hotel-${h.propertyUuid}`));
}
