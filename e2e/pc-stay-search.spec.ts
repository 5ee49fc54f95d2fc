import { test } from './fixtures.ts';
import { checkRecentlyViewedStays, checkResultsToDetail, checkSoldOut, checkStayWish } from './stay-search-checks.ts';

test('PC stay results for Paris: totals, filter, sort, back and forward, detail with the dates and party', async ({ page, request }) => {
  test.setTimeout(90_000);
  await checkResultsToDetail(page, request, 'pc');
});

test('PC stay detail on fully booked nights shows every room closed', async ({ page, request }) => {
  await checkSoldOut(page, request, 'pc');
});

test('PC recently viewed stays: newest first on /stay/index.php, 11 visited shows 10', async ({ page, request }) => {
  test.setTimeout(120_000);
  await checkRecentlyViewedStays(page, request, 'pc');
});

test('PC stay wish as a member on a result card and the stay page', async ({ page, request }) => {
  await checkStayWish(page, request, 'pc');
});
