import { platformPaths } from '@minda/contracts/paths';
import { expect, test } from './fixtures.ts';
import { PARIS, utcDay } from './layout-shift-checks.ts';
import { checkRecentlyViewedStays, checkResultsToDetail, checkSaleLists, checkSoldOut } from './stay-search-checks.ts';

test('Mobile stay results for Paris: totals, filter, sort, back and forward, detail with the dates and party', async ({ page, request }) => {
  test.setTimeout(90_000);
  await checkResultsToDetail(page, request, 'mobile');
});

test('Mobile stay detail on fully booked nights shows every room closed', async ({ page, request }) => {
  await checkSoldOut(page, request, 'mobile');
});

test('Mobile recently viewed stays: newest first on /m/1.0/grp_main/accom.html, 11 visited shows 10', async ({ page, request }) => {
  test.setTimeout(120_000);
  await checkRecentlyViewedStays(page, request, 'mobile');
});

test('Mobile home sale tiles: stays on sale and the off-season sale across cities', async ({ page, request }) => {
  await checkSaleLists(page, request, 'mobile');
});

test('Mobile stay results open on a one-line search summary that expands into the form and folds again', async ({ page }) => {
  const checkInAt = utcDay(30);
  const checkOutAt = utcDay(32);
  const mmdd = (day: string) => `${day.slice(5, 7)}.${day.slice(8, 10)}`;
  await page.goto(platformPaths.mobile.stayList({ cityCode: PARIS, checkInAt, checkOutAt, occupancy: [2] }));

  const summary = page.getByRole('button', { name: /^파리 · / });
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('search-summary-text')).toHaveText(new RegExp(`^파리 · ${mmdd(checkInAt)} . - ${mmdd(checkOutAt)} . · 2박 · 성인 2명$`));
  await expect(page.getByRole('search', { name: '상품 검색' })).toBeHidden();
  // One line, not the 500 px form: the first result starts within the first screen.
  const firstCard = page.getByTestId('stay-results').locator('[data-product]').first();
  await expect(firstCard).toBeVisible();
  expect((await firstCard.boundingBox())!.y).toBeLessThan(500);

  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('search', { name: '상품 검색' })).toBeVisible();
  await expect(page.getByRole('search', { name: '상품 검색' }).getByRole('button', { name: '파리' })).toBeFocused();
  await expect(page.getByRole('button', { name: '검색', exact: true })).toBeVisible();

  await summary.click();
  await expect(summary).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('search', { name: '상품 검색' })).toBeHidden();
});
