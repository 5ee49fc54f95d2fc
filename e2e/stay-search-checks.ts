import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, apiUrl, platformPaths, webPaths, withQuery, type Platform } from '@minda/contracts/paths';
import { formatWon } from '@minda/contracts/rules/price';
import { addDaysToDate } from '@minda/contracts/rules/stay-pricing';
import { StayRoomsResponseSchema, StaySearchResponseSchema } from '@minda/contracts/stays';
import { expect, expectNoSeriousA11yViolations, loginAs, nextWishAnswer } from './fixtures.ts';

const PARIS = '001002001';
/** The seed fully books the demo partner's stay 1001 these nights after the seed day (db/seed/stay-inventory.ts). */
const SOLD_OUT = { goodsNo: 1001, nightsAhead: 14 };
const RECENT_TITLE = '내가 본 상품, 다시 보기';

/** Dates count from the server's (UTC) day, which the seed's inventory is relative to. */
const utcDay = (days: number) => addDaysToDate(new Date().toISOString().slice(0, 10), days);

async function apiSearch(request: APIRequestContext, query: Record<string, string | number | boolean | undefined>) {
  const res = await request.get(apiUrl(withQuery(apiPaths.stays.search.href(), query)));
  expect(res.status()).toBe(200);
  return StaySearchResponseSchema.parse(await res.json()).data;
}

async function apiRooms(request: APIRequestContext, goodsNo: number, query: Record<string, string | number>) {
  const res = await request.get(apiUrl(withQuery(apiPaths.stays.rooms.href(goodsNo), query)));
  expect(res.status()).toBe(200);
  return StayRoomsResponseSchema.parse(await res.json()).data;
}

const cardIds = (page: Page) =>
  page.getByTestId('stay-results').locator('[data-product]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-product')?.replace('stay-', ''))));

/** The popup queue belongs to the mobile home; should one ever open, close it so it cannot cover the page. */
async function dismissPopups(page: Page) {
  const dialogs = page.getByRole('dialog');
  for (let i = 0; i < 3 && (await dialogs.count()) > 0; i += 1) {
    await dialogs.first().getByRole('button', { name: /닫기/ }).first().click();
  }
}

async function openFilters(page: Page, platform: Platform) {
  if (platform === 'mobile') {
    const details = page.locator('details').filter({ has: page.getByText('필터', { exact: false }) }).first();
    if ((await details.getAttribute('open')) === null) await details.locator('summary').click();
  }
}

/**
 * Paris for two adults over two nights: available stays with totals, a filter and a sort that change the
 * list as the API says, back and forward, then a stay with the dates and party carried over, and a bigger
 * party changing its total.
 */
export async function checkResultsToDetail(page: Page, request: APIRequestContext, platform: Platform) {
  const checkInAt = utcDay(30);
  const checkOutAt = utcDay(32);
  const base = { cityCode: PARIS, checkInAt, checkOutAt, occupancy: 2 };
  const all = await apiSearch(request, base);
  expect(all.totalElements).toBeGreaterThan(3);

  await page.goto(platformPaths[platform].stayList({ cityCode: PARIS, checkInAt, checkOutAt, occupancy: [2] }));
  await expect(page.getByRole('heading', { name: '파리 숙소' })).toBeVisible();
  await expect(page.getByTestId('stay-results-summary')).toContainText('2박 · 성인 2명');
  await expect(page.getByText(`숙소 ${all.totalElements}곳`)).toBeVisible();
  const firstCard = page.locator(`[data-product="stay-${all.content[0]!.goodsNo}"]`);
  await expect(firstCard).toContainText(`총 ${formatWon(all.content[0]!.price)} · 2박`);
  expect((await cardIds(page)).slice(0, 5)).toEqual(all.content.slice(0, 5).map((s) => s.goodsNo));
  // The search widget is prefilled with the same search.
  await expect(page.getByText('성인 2명').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // More results: the next page on PC, more cards as the end comes near on mobile.
  const second = await apiSearch(request, { ...base, page: 1 });
  if (platform === 'pc') {
    await page.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '다음' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.locator('[data-product]').first()).toHaveAttribute('data-product', `stay-${second.content[0]!.goodsNo}`);
    await page.goBack();
    await expect(page.locator('[data-product]').first()).toHaveAttribute('data-product', `stay-${all.content[0]!.goodsNo}`);
  } else {
    await page.getByRole('button', { name: '숙소 더 보기' }).scrollIntoViewIfNeeded();
    await expect(page.locator(`[data-product="stay-${second.content[0]!.goodsNo}"]`)).toBeVisible();
    expect((await cardIds(page)).slice(all.content.length, all.content.length + 3)).toEqual(second.content.slice(0, 3).map((s) => s.goodsNo));
    await page.evaluate(() => window.scrollTo(0, 0));
  }

  // Breakfast only.
  await openFilters(page, platform);
  await page.getByRole('checkbox', { name: '조식 제공' }).check();
  await expect(page).toHaveURL(/breakfast=true/);
  const breakfast = await apiSearch(request, { ...base, breakfast: true });
  expect(breakfast.totalElements).toBeLessThan(all.totalElements);
  await expect(page.getByText(`숙소 ${breakfast.totalElements}곳`)).toBeVisible();
  await expect(page.locator(`[data-product="stay-${breakfast.content[0]!.goodsNo}"]`)).toBeVisible();
  expect((await cardIds(page)).slice(0, 5)).toEqual(breakfast.content.slice(0, 5).map((s) => s.goodsNo));

  // Lowest price first.
  await page.getByRole('button', { name: '낮은 가격순' }).click();
  await expect(page).toHaveURL(/sort=price/);
  const cheap = await apiSearch(request, { ...base, breakfast: true, sort: 'price' });
  await expect(page.getByRole('button', { name: '낮은 가격순' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-product]').first()).toHaveAttribute('data-product', `stay-${cheap.content[0]!.goodsNo}`);
  expect((await cardIds(page)).slice(0, 5)).toEqual(cheap.content.slice(0, 5).map((s) => s.goodsNo));
  await expect(page.locator('[data-product]').first()).toContainText(`총 ${formatWon(cheap.content[0]!.price)} · 2박`);

  // Back shows the earlier list again, forward the sorted one: the address holds the state.
  await page.goBack();
  await expect(page.getByRole('button', { name: '추천순' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-product]').first()).toHaveAttribute('data-product', `stay-${breakfast.content[0]!.goodsNo}`);
  await page.goForward();
  await expect(page.locator('[data-product]').first()).toHaveAttribute('data-product', `stay-${cheap.content[0]!.goodsNo}`);

  // Open the cheapest: the detail keeps the dates and party.
  const stay = cheap.content[0]!;
  await page.locator(`[data-product="stay-${stay.goodsNo}"]`).getByRole('link').click();
  const carried = platform === 'pc' ? `start_date=${checkInAt}&end_date=${checkOutAt}&ea=2` : `start_date=${checkInAt}&stay_period=2&ea=2`;
  await expect(page).toHaveURL(new RegExp(carried));
  await expect(page.getByRole('heading', { name: stay.goodsName, level: platform === 'pc' ? 1 : 2 })).toBeVisible();
  await expect(page.getByTestId('stay-detail-period')).toContainText('2박 · 성인 2명');
  const two = await apiRooms(request, stay.goodsNo, { checkInAt, checkOutAt, occupancy: 2 });
  expect(two.cheapest?.total).toBe(stay.price);
  await expect(page.getByTestId('stay-total')).toHaveText(formatWon(stay.price));
  await expect(page.getByTestId('stay-price-summary')).toContainText(formatWon(two.cheapest!.deposit));
  await expect(page.getByTestId('stay-price-summary')).toContainText(formatWon(two.cheapest!.payAtProperty));
  await expect(page.getByLabel('체크인')).toHaveValue(checkInAt);
  await expect(page.getByLabel('체크아웃')).toHaveValue(checkOutAt);
  await expectNoSeriousA11yViolations(page);

  // A third adult: the address, the rooms and the total follow.
  await page.getByRole('button', { name: '성인 1명 늘리기' }).click();
  await expect(page.getByTestId('stay-visit-adults')).toHaveText('성인 3명');
  await page.getByRole('button', { name: '요금 다시 보기' }).click();
  await expect(page).toHaveURL(/ea=3/);
  await expect(page.getByTestId('stay-detail-period')).toContainText('2박 · 성인 3명');
  const three = await apiRooms(request, stay.goodsNo, { checkInAt, checkOutAt, occupancy: 3 });
  if (three.cheapest) {
    expect(three.cheapest.total).not.toBe(two.cheapest!.total);
    await expect(page.getByTestId('stay-total')).toHaveText(formatWon(three.cheapest.total));
  } else {
    await expect(page.getByTestId('stay-price-summary')).toContainText('예약할 수 있는 객실이 없어요');
  }

  // A 29-night stay is refused on the page with the widget's rule.
  await page.getByLabel('체크아웃').fill(addDaysToDate(checkInAt, 29));
  await page.getByRole('button', { name: '요금 다시 보기' }).click();
  await expect(page.getByRole('alert')).toContainText('29일 이내');
  await expect(page).toHaveURL(/ea=3/);
}

/** The demo stay is fully booked on the seeded nights: every room is closed and no total is offered. */
export async function checkSoldOut(page: Page, request: APIRequestContext, platform: Platform) {
  const checkInAt = utcDay(SOLD_OUT.nightsAhead);
  const checkOutAt = utcDay(SOLD_OUT.nightsAhead + 2);
  const visit = { checkInAt, checkOutAt, adults: 1 };
  const href =
    platform === 'pc'
      ? webPaths.pc.stayDetail.href(SOLD_OUT.goodsNo, { start_date: visit.checkInAt, end_date: visit.checkOutAt, ea: 1 })
      : webPaths.mobile.stayDetail.href(SOLD_OUT.goodsNo, { start_date: visit.checkInAt, stay_period: 2, ea: 1 });
  await page.goto(href);
  const rooms = page.getByTestId('stay-rooms').locator('li');
  await expect(rooms.first()).toBeVisible();
  const count = await rooms.count();
  expect(count).toBeGreaterThan(0);
  await expect(rooms.filter({ hasText: '예약 마감' })).toHaveCount(count);
  await expect(page.getByTestId('stay-price-summary')).toContainText('예약할 수 있는 객실이 없어요');
  await expect(page.getByTestId('stay-total')).toHaveCount(0);

  // The results for those nights leave the stay out.
  const results = await apiSearch(request, { cityCode: PARIS, checkInAt, checkOutAt, occupancy: 1, size: 40, sort: 'price' });
  const ids: number[] = results.content.map((s) => s.goodsNo);
  for (let p = 1; p < results.totalPages; p += 1) {
    ids.push(...(await apiSearch(request, { cityCode: PARIS, checkInAt, checkOutAt, occupancy: 1, size: 40, sort: 'price', page: p })).content.map((s) => s.goodsNo));
  }
  expect(ids).not.toContain(SOLD_OUT.goodsNo);
  expect(ids.length).toBe(results.totalElements);
  await expectNoSeriousA11yViolations(page);
}

/** Eleven stay pages seen: the stays home shows the ten newest, newest first. */
export async function checkRecentlyViewedStays(page: Page, request: APIRequestContext, platform: Platform) {
  const list = await apiSearch(request, { cityCode: PARIS, size: 20 });
  const visited = list.content.slice(0, 10 + 1);
  await page.goto(platformPaths[platform].stays());
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await dismissPopups(page);
  await expect(page.getByRole('region', { name: RECENT_TITLE })).toHaveCount(0);

  for (const stay of visited) {
    await page.goto(platformPaths[platform].stayDetail(stay.goodsNo));
    await expect(page.getByRole('heading', { name: stay.goodsName, level: platform === 'pc' ? 1 : 2 })).toBeVisible();
  }
  await page.goto(platformPaths[platform].stays());
  await dismissPopups(page);
  const recent = page.getByRole('region', { name: RECENT_TITLE });
  await expect(recent.locator('[data-product]')).toHaveCount(10);
  const shown = await recent.locator('[data-product]').evaluateAll((els) => els.map((el) => el.getAttribute('data-product')));
  expect(shown).toEqual([...visited].reverse().slice(0, 10).map((s) => `stay-${s.goodsNo}`));
  await expectNoSeriousA11yViolations(page);
}

/** The mobile home's sale tiles land on the stays list across cities, in their own order. */
export async function checkSaleLists(page: Page, request: APIRequestContext, platform: Platform) {
  for (const [searchType, sortType, title] of [
    ['blowout_sale_minbak', 'sale', '민박 특가'],
    ['noseason_sale_minbak', 'booking', '비수기 특가'],
  ] as const) {
    const expected = await apiSearch(request, { search_type: searchType, sort_type: sortType });
    expect(expected.totalElements).toBeGreaterThan(0);
    await page.goto(platformPaths[platform].stayList({ search_type: searchType, sort_type: sortType }));
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByText(`숙소 ${expected.totalElements}곳`)).toBeVisible();
    expect((await cardIds(page)).slice(0, 5)).toEqual(expected.content.slice(0, 5).map((s) => s.goodsNo));
    await expect(page.locator('[data-product]').first()).toContainText('1박');
  }
  await expectNoSeriousA11yViolations(page);
}

/** A member's heart on a result card, seen again on the stay's page and taken back there. */
export async function checkStayWish(page: Page, request: APIRequestContext, platform: Platform) {
  const checkInAt = utcDay(40);
  const checkOutAt = utcDay(41);
  const listHref = platformPaths[platform].stayList({ cityCode: PARIS, checkInAt, checkOutAt, occupancy: [1] });
  const target = (await apiSearch(request, { cityCode: PARIS, checkInAt, checkOutAt, occupancy: 1 })).content[2]!;
  await loginAs(page.context(), 'member');
  await page.goto(listHref);

  const card = page.locator(`[data-product="stay-${target.goodsNo}"]`);
  await card.getByRole('button', { name: '찜하기', exact: true }).click();
  await expect(card.getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText(`찜 ${target.wishCount + 1}`);

  await card.getByRole('link').click();
  // The list stays on screen until the stay's page renders: look only inside the stay's article.
  const stay = page.getByRole('article', { name: target.goodsName });
  const heart = stay.getByRole('button', { name: '찜 해제' });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(stay.getByText(`찜 ${target.wishCount + 1}`, { exact: true })).toBeVisible();
  const removed = nextWishAnswer(page);
  await heart.click();
  await expect(stay.getByRole('button', { name: '찜하기', exact: true })).toHaveAttribute('aria-pressed', 'false');
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await expect(stay.getByRole('button', { name: '찜하기', exact: true })).toBeVisible();
  await expect(stay.getByText(`찜 ${target.wishCount}`, { exact: true })).toBeVisible();
}
