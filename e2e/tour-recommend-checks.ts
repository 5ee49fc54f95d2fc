import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, apiUrl, webPaths, withQuery } from '@minda/contracts/paths';
import { tourRecommendTitle } from '@minda/contracts/rules/tour-recommend';
import { TourRecommendResponseSchema, type TourRecommendItem } from '@minda/contracts/tours';
import { expect, expectCardsPerRow, expectNoSeriousA11yViolations } from './fixtures.ts';

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
    const res = await request.get(apiUrl(withQuery(apiPaths.tours.recommend.href(), { category, page, size: 40 })));
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
  expect(items.length).toBeGreaterThan(40);

  await page.goto(pageHref(platform, PARIS));
  await expect(page.getByRole('heading', { name: tourRecommendTitle(name) })).toBeVisible();
  const cards = page.locator('[data-item-no]');
  await expect(cards).toHaveCount(40);

  await expectCardsPerRow(cards, { pc: 4, mobile: 2 }[platform]);

  const first = items[0]!;
  const firstCard = page.locator(`[data-item-no="${first.itemNo}"]`);
  const detail = platform === 'pc' ? `/tg/view.php?itemno=${first.itemNo}` : `/m/1.0/tg/view.html?itemno=${first.itemNo}`;
  await expect(firstCard.getByRole('link')).toHaveAttribute('href', detail);
  await expect(firstCard.getByRole('button', { name: '찜하기' })).toBeVisible();

  const promo = page.getByRole('navigation', { name: '여행 준비 바로가기' });
  const [community, theme] = platform === 'pc' ? ['/community/list.php', '/tg/list_theme.php'] : ['/m/1.0/grp_main/community.html', '/m/1.0/tg/list_theme.html'];
  await expect(promo.getByRole('link', { name: /우리 함께 떠나요/ })).toHaveAttribute('href', `${community}?id=tripbuddy`);
  await expect(promo.getByRole('link', { name: /공항 픽업/ })).toHaveAttribute('href', `${theme}?themeno=259`);
  await expect(promo.getByRole('link', { name: /유심\/eSIM/ })).toHaveAttribute('href', `${theme}?themeno=211`);

  await expectNoSeriousA11yViolations(page);

  // Scrolling to the end loads the next page.
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(items.length);
  expect(await cards.count()).toBeGreaterThan(40);

  const soldOut = items.find((i) => i.salePrice === 0);
  if (soldOut) await expect(page.locator(`[data-item-no="${soldOut.itemNo}"]`)).toContainText('판매완료 (다른 일정 확인)');
  const priced = items.find((i) => i.salePrice > 0)!;
  await expect(page.locator(`[data-item-no="${priced.itemNo}"]`)).toContainText(`${new Intl.NumberFormat('ko-KR').format(priced.salePrice)}원~`);
}

export async function checkEmptyList(page: Page, platform: Platform) {
  await page.goto(pageHref(platform, NO_SUCH_CITY));
  await expect(page.getByRole('heading', { name: '상품 정보가 존재하지 않습니다.' })).toBeVisible();
  await expect(page.locator('[data-item-no]')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
}
