import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, apiUrl, webPaths, withQuery } from '@minda/contracts/paths';
import { TOUR_SOLD_OUT_TEXT } from '@minda/contracts/rules/price';
import { TOUR_RECOMMEND_EMPTY_TEXT, TOUR_RECOMMEND_PAGE_SIZE, TOUR_RECOMMEND_PER_ROW, tourRecommendTitle } from '@minda/contracts/rules/tour-recommend';
import { TourRecommendResponseSchema, type TourRecommendItem } from '@minda/contracts/tours';
import { expect, expectNoSeriousA11yViolations } from './fixtures.ts';

/** Paris is seeded with more than one page of tours (apps/server/src/db/seed/paris-tours.ts). */
export const PARIS = '001002001';
/** Well-formed but not a city: the API answers 404 and the page shows the empty message. */
export const NO_SUCH_CITY = '009009009';

type Platform = 'pc' | 'mobile';

const pageHref = (platform: Platform, category: string) =>
  platform === 'pc' ? webPaths.pc.tourRecommend.href(category) : webPaths.mobile.tourRecommend.href(category);

async function allTours(request: APIRequestContext, category: string): Promise<{ name: string; items: TourRecommendItem[] }> {
  const items: TourRecommendItem[] = [];
  let name = '';
  for (let page = 0; page < 10; page += 1) {
    const res = await request.get(apiUrl(withQuery(apiPaths.tours.recommend, { category, page, size: TOUR_RECOMMEND_PAGE_SIZE })));
    const data = TourRecommendResponseSchema.parse(await res.json()).data;
    name = data.categoryName;
    items.push(...data.content);
    if (data.last) break;
  }
  return { name, items };
}

/** Title from the API's city name, cards per row, infinite scroll past the first page, sold-out text, axe. */
export async function checkRecommendList(page: Page, request: APIRequestContext, platform: Platform) {
  const { name, items } = await allTours(request, PARIS);
  expect(items.length).toBeGreaterThan(TOUR_RECOMMEND_PAGE_SIZE);

  await page.goto(pageHref(platform, PARIS));
  await expect(page.getByRole('heading', { name: tourRecommendTitle(name) })).toBeVisible();
  const cards = page.locator('[data-item-no]');
  await expect(cards).toHaveCount(TOUR_RECOMMEND_PAGE_SIZE);

  // Cards per row: the first row's cards share a top edge, the next card starts a new row at the first x.
  const perRow = TOUR_RECOMMEND_PER_ROW[platform];
  const boxes = await Promise.all(Array.from({ length: perRow + 1 }, (_, i) => cards.nth(i).boundingBox()));
  const firstRow = boxes.slice(0, perRow);
  for (const box of firstRow) expect(Math.round(box!.y)).toBe(Math.round(boxes[0]!.y));
  const xs = firstRow.map((b) => b!.x);
  expect([...xs].sort((a, b) => a - b)).toEqual(xs);
  expect(new Set(xs.map(Math.round)).size).toBe(perRow);
  expect(boxes[perRow]!.y).toBeGreaterThan(boxes[0]!.y + boxes[0]!.height / 2);
  expect(Math.round(boxes[perRow]!.x)).toBe(Math.round(boxes[0]!.x));

  const first = items[0]!;
  const firstCard = page.locator(`[data-item-no="${first.itemNo}"]`);
  const detail = platform === 'pc' ? webPaths.pc.tourDetail.href(first.itemNo) : webPaths.mobile.tourDetail.href(first.itemNo);
  await expect(firstCard.getByRole('link')).toHaveAttribute('href', detail);
  await expect(firstCard.getByRole('button', { name: '찜하기' })).toBeVisible();

  const promo = page.getByRole('navigation', { name: '여행 준비 바로가기' });
  const promoPaths = platform === 'pc' ? webPaths.pc : webPaths.mobile;
  await expect(promo.getByRole('link', { name: /우리 함께 떠나요/ })).toHaveAttribute('href', promoPaths.community.href('tripbuddy'));
  await expect(promo.getByRole('link', { name: /공항 픽업/ })).toHaveAttribute('href', promoPaths.tourTheme.href(259));
  await expect(promo.getByRole('link', { name: /유심\/eSIM/ })).toHaveAttribute('href', promoPaths.tourTheme.href(211));

  await expectNoSeriousA11yViolations(page);

  // Scrolling to the end loads the next page.
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(items.length);
  expect(await cards.count()).toBeGreaterThan(TOUR_RECOMMEND_PAGE_SIZE);

  const soldOut = items.find((i) => i.salePrice === 0);
  if (soldOut) await expect(page.locator(`[data-item-no="${soldOut.itemNo}"]`)).toContainText(TOUR_SOLD_OUT_TEXT);
  const priced = items.find((i) => i.salePrice > 0)!;
  await expect(page.locator(`[data-item-no="${priced.itemNo}"]`)).toContainText(`${new Intl.NumberFormat('ko-KR').format(priced.salePrice)}원~`);
}

export async function checkEmptyList(page: Page, platform: Platform) {
  await page.goto(pageHref(platform, NO_SUCH_CITY));
  await expect(page.getByRole('heading', { name: TOUR_RECOMMEND_EMPTY_TEXT })).toBeVisible();
  await expect(page.locator('[data-item-no]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}
