import { test } from './fixtures.ts';
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
