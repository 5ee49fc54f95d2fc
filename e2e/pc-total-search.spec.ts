import { apiPaths, apiUrl, webPaths, withQuery } from '@minda/contracts/paths';
import { TotalSearchResponseSchema } from '@minda/contracts/search';
import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

async function apiSearch(request: APIRequestContext, query: Record<string, string | number>) {
  const res = await request.get(apiUrl(withQuery(apiPaths.search.total.href(), query)));
  expect(res.status()).toBe(200);
  return TotalSearchResponseSchema.parse(await res.json()).data;
}

const cardsOf = (kind: 'stay' | 'tour' | 'hotel') => `[data-product^="${kind}-"]`;

test('PC total search: 파리 finds all three lines; tab, page and sort change the results', async ({ page, request }) => {
  const all = await apiSearch(request, { keyword: '파리' });
  expect(all.counts.minbak).toBeGreaterThan(20);
  expect(all.counts.tour).toBeGreaterThan(0);
  expect(all.counts.hotel).toBeGreaterThan(0);

  // The header's search modal lands here with the tab it was opened on as category.
  await page.goto(webPaths.pc.totalSearch.href({ category: 'stays', keyword: '파리' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('‘파리’ 검색 결과');
  await expect(page.getByRole('tab', { name: `한인민박 ${all.counts.minbak}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `투어·티켓 ${all.counts.tour}` })).toBeVisible();
  await expect(page.getByRole('tab', { name: `해외호텔 ${all.counts.hotel}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /한인민박/ })).toBeVisible();
  await expect(page.locator(cardsOf('stay'))).toHaveCount(4);
  await expect(page.locator(cardsOf('tour'))).toHaveCount(Math.min(all.counts.tour, 4));
  await expect(page.locator(cardsOf('hotel'))).toHaveCount(Math.min(all.counts.hotel, 4));
  // The keyword is marked in the names that contain it.
  await expect(page.locator(`${cardsOf('stay')} mark`).first()).toHaveText('파리');
  await expect(page.locator(cardsOf('stay')).locator('button[aria-pressed]').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // One line's tab: a full page and the pager.
  await page.getByRole('tab', { name: /^한인민박/ }).click();
  await expect(page).toHaveURL(/searchCls=minbak/);
  await expect(page.locator(cardsOf('stay'))).toHaveCount(20);
  await expect(page.locator(cardsOf('tour'))).toHaveCount(0);
  const second = await apiSearch(request, { keyword: '파리', searchCls: 'minbak', Page: 1 });
  await page.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '2페이지' }).click();
  await expect(page).toHaveURL(/Page=1/);
  await expect(page.locator(cardsOf('stay')).first()).toHaveAttribute('data-product', `stay-${second.stays[0]!.goodsNo}`);
  await expect(page.getByRole('link', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');

  // Sorting starts again at the first page, cheapest first.
  const cheapest = await apiSearch(request, { keyword: '파리', searchCls: 'minbak', sortCls: 'price' });
  await page.getByLabel('정렬').selectOption({ label: '낮은 가격순' });
  await expect(page).toHaveURL(/sortCls=price/);
  await expect(page).toHaveURL(/Page=0/);
  await expect(page.locator(cardsOf('stay')).first()).toHaveAttribute('data-product', `stay-${cheapest.stays[0]!.goodsNo}`);

  // Another tab keeps the sort.
  await page.getByRole('tab', { name: /^해외호텔/ }).click();
  await expect(page).toHaveURL(/searchCls=hotel/);
  await expect(page.locator(cardsOf('hotel'))).toHaveCount(Math.min(all.counts.hotel, 20));
});

test('PC total search: a new keyword from the page, an empty one, and no match', async ({ page }) => {
  await page.goto(webPaths.pc.totalSearch.href({ category: 'stays', keyword: '' }));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('통합 검색');
  await expect(page.getByText('찾고 싶은 도시나 민박, 투어·티켓, 호텔 이름을 입력해 주세요.')).toBeVisible();

  const form = page.getByRole('search').filter({ has: page.getByPlaceholder('도시, 민박, 투어·티켓, 호텔 이름') });
  await form.getByRole('searchbox').fill('fjsejs');
  await form.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/keyword=fjsejs/);
  // Korean typed in English mode still finds London.
  await expect(page.locator(cardsOf('stay')).first()).toBeVisible();
  await expect(page.locator(`${cardsOf('stay')} mark`).first()).toHaveText('런던');

  await form.getByRole('searchbox').fill('존재하지않는상품명');
  await form.getByRole('button', { name: '검색' }).click();
  await expect(page.getByText('‘존재하지않는상품명’에 맞는 상품이 없어요. 다른 검색어로 찾아보세요.')).toBeVisible();
});

test('PC total search stays usable at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(webPaths.pc.totalSearch.href({ category: 'tour', keyword: '파리' }));
  const firstCard = page.locator(cardsOf('stay')).first();
  await expect(firstCard).toBeVisible();
  const box = await firstCard.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await page.getByRole('tab', { name: /^투어·티켓/ }).click();
  await expect(page.locator(cardsOf('tour')).first()).toBeVisible();
});
