import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, apiUrl, appendQuery, platformPaths, webPaths, withQuery, TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE } from '@minda/contracts/paths';
import { tourListTitle } from '@minda/contracts/rules/tour-list';
import {
  TourDetailResponseSchema,
  TourListResponseSchema,
  TourThemeResponseSchema,
  TourThemesResponseSchema,
  type TourDetail,
} from '@minda/contracts/tours';
import { expect, expectNoSeriousA11yViolations, loginAs, nextWishAnswer, test } from './fixtures.ts';

/** Paris has the most tours (apps/server/src/db/seed/paris-tours.ts), several pages of them. */
export const PARIS = '001002001';

/** The addresses the pages must link to, written out (never computed by platformPaths, which renders them). */
const EXPECTED = {
  pc: { list: '/tg/list.php?category=001002001', detail: '/tg/view.php?itemno=', theme: '/tg/list_theme.php?themeno=' },
  mobile: { list: '/m/1.0/tg/list.html?page=1&category=001002001', detail: '/m/1.0/tg/view.html?itemno=', theme: '/m/1.0/tg/list_theme.html?themeno=' },
} as const;
type Platform = 'pc' | 'mobile';

const won = (n: number) => `${new Intl.NumberFormat('ko-KR').format(n)}원`;
const cards = (page: Page) => page.locator('[data-item-no]');
const cardIds = (page: Page) => cards(page).evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-item-no'))));

async function apiList(request: APIRequestContext, query: Record<string, string | number>) {
  const res = await request.get(apiUrl(withQuery(apiPaths.tours.list.href(), { category: PARIS, ...query })));
  return TourListResponseSchema.parse(await res.json()).data;
}

async function apiDetail(request: APIRequestContext, itemNo: number): Promise<TourDetail> {
  return TourDetailResponseSchema.parse(await (await request.get(apiUrl(apiPaths.tours.item.href(itemNo)))).json()).data;
}

/** City list: title, type tabs with counts, the ticket tab, the price sort, then paging (PC) or infinite scroll (mobile). */
export async function checkCityList(page: Page, request: APIRequestContext, platform: Platform) {
  const all = await apiList(request, {});
  expect(all.totalElements).toBeGreaterThan(20);
  const base = platformPaths[platform].tourList(PARIS);

  await page.goto(base);
  const Heading = page.getByRole('heading', { name: tourListTitle(all.categoryName) });
  await expect(Heading).toBeVisible();
  await expect(page.getByRole('tab', { name: `전체 ${all.totalElements}` })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(20);
  expect(await cardIds(page)).toEqual(all.content.map((i) => i.itemNo));
  await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', `${EXPECTED[platform].detail}${all.content[0]!.itemNo}`);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath(`${platform}-tour-list.png`), fullPage: true });

  // The ticket tab, then the lowest price first.
  await page.getByRole('tab', { name: `티켓 ${all.counts.TICKET}` }).click();
  await expect(page).toHaveURL(`${EXPECTED[platform].list}&itemCategoryType=TICKET`);
  const tickets = await apiList(request, { itemCategoryType: 'TICKET' });
  await expect(cards(page)).toHaveCount(Math.min(20, tickets.totalElements));
  expect(await cardIds(page)).toEqual(tickets.content.map((i) => i.itemNo));
  await page.getByRole('combobox', { name: '정렬' }).selectOption({ label: '낮은 가격순' });
  await expect(page).toHaveURL(`${EXPECTED[platform].list}&itemCategoryType=TICKET&sort=price`);
  const cheapest = await apiList(request, { itemCategoryType: 'TICKET', sort: 'price' });
  await expect(cards(page).first()).toHaveAttribute('data-item-no', String(cheapest.content[0]!.itemNo));
  await expect(cards(page).first()).toContainText(`${won(cheapest.content[0]!.salePrice)}~`);

  // All types by price: sold-out tours come last.
  await page.getByRole('tab', { name: /^전체/ }).click();
  await expect(page).toHaveURL(`${EXPECTED[platform].list}&sort=price`);
  if (platform === 'pc') {
    const second = await apiList(request, { page: 1 });
    await page.goto(base);
    await page.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '2페이지' }).click();
    await expect(page).toHaveURL(`${EXPECTED.pc.list}&page=2`);
    await expect(page.getByRole('link', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).first()).toHaveAttribute('data-item-no', String(second.content[0]!.itemNo));
    await page.goto(appendQuery(base, { sort: 'price', page: all.totalPages }));
    await expect(cards(page).last()).toContainText('판매완료 (다른 일정 확인)');
  } else {
    await expect(cards(page)).toHaveCount(20);
    for (let i = 0; i < all.totalPages && (await cards(page).count()) < all.totalElements; i += 1) {
      await cards(page).last().scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
    }
    await expect(cards(page)).toHaveCount(all.totalElements);
    await expect(cards(page).last()).toContainText('판매완료 (다른 일정 확인)');
  }
}

/** Theme pages 259 and 211, reached from the tours home's shortcuts; an unknown theme says so. */
export async function checkThemes(page: Page, request: APIRequestContext, platform: Platform) {
  for (const [themeNo, link] of [
    [TOUR_THEME_AIRPORT_PICKUP, '공항픽업'],
    [TOUR_THEME_TELECOM_INSURANCE, 'eSIM·유심'],
  ] as const) {
    const theme = TourThemeResponseSchema.parse(await (await request.get(apiUrl(apiPaths.tours.theme.href(themeNo)))).json()).data;
    await page.goto(platformPaths[platform].tours());
    await page.getByRole('navigation', { name: '투어 바로가기' }).getByRole('link', { name: new RegExp(link) }).click();
    await expect(page).toHaveURL(`${EXPECTED[platform].theme}${themeNo}`);
    // The address changes as the navigation starts, while the tours home (whose theme blocks name the same
    // themes) stays until the theme page's code is in: its tabs tell that the theme page is there.
    await expect(page.getByRole('tab', { name: `편의서비스 ${theme.counts.CONVENIENCE}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: theme.themeName })).toBeVisible();
    await expect(cards(page)).toHaveCount(theme.content.length);
    expect(await cardIds(page)).toEqual(theme.content.map((i) => i.itemNo));
    await expectNoSeriousA11yViolations(page);
  }
  await page.goto(platformPaths[platform].tourTheme(999));
  await expect(page.getByRole('heading', { name: '테마 정보를 찾을 수 없습니다.' })).toBeVisible();

  // Every theme block's "more" link of the tours home lands on its list.
  const groups = TourThemesResponseSchema.parse(await (await request.get(apiUrl(apiPaths.tours.themeItems.href()))).json()).data;
  for (const theme of groups.flatMap((g) => g.themeItems).slice(0, 3)) {
    await page.goto(platformPaths[platform].tours());
    await page.getByRole('link', { name: `${theme.themeName} 더보기` }).click();
    await expect(page).toHaveURL(`${EXPECTED[platform].theme}${theme.themeNo}`);
    await expect(page.getByRole('heading', { name: theme.themeName, exact: true }).first()).toBeVisible();
    await expect(cards(page).first()).toHaveAttribute('data-item-no', String(theme.items[0]!.itemNo));
  }
}

/** PC: each popular city of the tours home opens its city list. */
export async function checkPopularCityLinks(page: Page) {
  await page.goto(webPaths.pc.tours.href());
  const cities = page.getByRole('region', { name: '인기 여행 도시' }).getByRole('link');
  await expect(cities.first()).toBeVisible();
  const hrefs = await cities.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href).toMatch(/^\/tg\/list\.php\?category=\d{9}$/);
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/ 투어·티켓$/);
    await expect(cards(page).first()).toBeVisible();
  }
}

/** A Paris tour on sale with one sold-out option (the seed has several). */
export async function tourWithSoldOutOption(request: APIRequestContext): Promise<TourDetail> {
  const list = await apiList(request, { size: 40 });
  for (const item of list.content.filter((i) => i.salePrice > 0)) {
    const detail = await apiDetail(request, item.itemNo);
    if (detail.options.some((o) => o.soldOut)) return detail;
  }
  throw new Error('no Paris tour with a sold-out option in the first 40');
}

/** A tour's page: facts, options with per-person prices and a sold-out one, the stepper total, reviews. */
export async function checkDetail(page: Page, request: APIRequestContext, platform: Platform) {
  const tour = await tourWithSoldOutOption(request);
  await page.goto(platformPaths[platform].tourDetail(tour.itemNo));
  await expect(page.getByRole('heading', { name: tour.itemName })).toBeVisible();
  await expect(page).toHaveTitle(`${tour.itemName} | 민다`);
  await expect(page.getByText(`${tour.categoryName}, ${tour.countryName}`)).toBeVisible();
  await expect(page.getByText(`${won(tour.salePrice)}~`)).toBeVisible();
  const options = page.getByRole('group', { name: '옵션 선택' });
  for (const option of tour.options) {
    const row = options.locator(`[data-option-no="${option.optionNo}"]`);
    await expect(row).toContainText(option.name);
    await expect(row).toContainText(option.soldOut ? '매진' : `1인 ${won(option.price)}`);
    await expect(row.getByRole('radio')).toBeEnabled({ enabled: !option.soldOut });
  }
  const first = tour.options.find((o) => !o.soldOut)!;
  await expect(options.getByRole('radio', { checked: true })).toHaveAccessibleName(new RegExp(first.name.replace(/[()]/g, '\\$&')));
  await page.getByRole('button', { name: '인원 늘리기' }).click();
  await page.getByRole('button', { name: '인원 늘리기' }).click();
  await expect(page.locator('[data-total] strong')).toHaveText(won(first.price * 3));
  await expect(page.getByRole('heading', { name: '상품 설명' })).toBeVisible();
  if (tour.meetingPoint) await expect(page.getByText(tour.meetingPoint, { exact: true })).toBeVisible();
  await expect(page.locator('#reviews')).toBeVisible();
  // One 예약하기 for the chosen option: without a date it asks for one instead of leaving the page.
  const book = page.getByRole('button', { name: '예약하기' });
  await expect(book).toHaveCount(1);
  await book.click();
  await expect(page.getByRole('alert').filter({ hasText: '이용 날짜를 선택해 주세요.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath(`${platform}-tour-detail.png`), fullPage: true });

  await page.goto(platformPaths[platform].tourDetail(123456789));
  await expect(page.getByRole('heading', { name: '판매 중인 상품이 아닙니다.' })).toBeVisible();
}

/** A member wishes a tour on its card in the list and on its page, then takes it back. */
export async function checkWish(page: Page, request: APIRequestContext, platform: Platform, pick: number) {
  const list = await apiList(request, { sort: 'rating' });
  const target = list.content[pick]!;
  const listHref = appendQuery(platformPaths[platform].tourList(PARIS), { sort: 'rating' });
  await loginAs(page.context(), 'member');
  await page.goto(listHref);

  const card = page.locator(`[data-item-no="${target.itemNo}"]`);
  await card.getByRole('button', { name: '찜하기', exact: true }).click();
  await expect(card.getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card).toContainText(`찜 ${target.wishCount + 1}`);

  await page.goto(platformPaths[platform].tourDetail(target.itemNo));
  const heart = page.getByRole('button', { name: '찜 해제' });
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(`찜 ${target.wishCount + 1}`, { exact: true })).toBeVisible();
  const removed = nextWishAnswer(page);
  await heart.click();
  await expect(page.getByRole('button', { name: '찜하기', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(`찜 ${target.wishCount}`, { exact: true })).toBeVisible();
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: '찜하기', exact: true })).toBeVisible();
}

/** Visiting 11 tours shows the last 10 on the tours home, newest first; a revisit moves a tour to the front. */
export async function checkRecentlyViewed(page: Page, request: APIRequestContext, platform: Platform) {
  const list = await apiList(request, { size: 20 });
  const visited = list.content.slice(0, 10 + 1);
  await page.goto(platformPaths[platform].tours());
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('region', { name: '내가 본 상품, 다시 보기' })).toHaveCount(0);

  for (const item of visited) {
    await page.goto(platformPaths[platform].tourDetail(item.itemNo));
    await expect(page.getByRole('heading', { name: item.itemName })).toBeVisible();
  }
  const recent = page.getByRole('region', { name: '내가 본 상품, 다시 보기' });
  const shown = () => recent.locator('[data-product]').evaluateAll((els) => els.map((el) => el.getAttribute('data-product')));
  await page.goto(platformPaths[platform].tours());
  await expect(recent.locator('[data-product]')).toHaveCount(10);
  const newestFirst = [...visited].reverse().map((i) => `tour-${i.itemNo}`);
  expect(await shown()).toEqual(newestFirst.slice(0, 10));
  await expectNoSeriousA11yViolations(page);

  // Seeing the fifth-newest again puts it first, once.
  const again = visited[visited.length - 5]!;
  await page.goto(platformPaths[platform].tourDetail(again.itemNo));
  await expect(page.getByRole('heading', { name: again.itemName })).toBeVisible();
  await page.goto(platformPaths[platform].tours());
  await expect(recent.locator('[data-product]')).toHaveCount(10);
  const expected = [`tour-${again.itemNo}`, ...newestFirst.filter((id) => id !== `tour-${again.itemNo}`)].slice(0, 10);
  expect(await shown()).toEqual(expected);
}
