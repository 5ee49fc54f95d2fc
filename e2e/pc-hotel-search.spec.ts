import { test } from './fixtures.ts';
import { checkListToDetail, checkOccupancyChangesPrice, checkPopularCityLink, checkRecentlyViewed } from './hotel-search-checks.ts';

test('PC hotel list for two rooms: party summary, neighbourhood filter, price sort, hotel page with the stay carried', async ({ page, request }) => {
  await checkListToDetail(page, request, 'pc');
});

test('PC hotel page: a third adult makes the room dearer', async ({ page, request }) => {
  await checkOccupancyChangesPrice(page, request);
});

test('PC popular hotel city link without dates: from-prices, then the default dates', async ({ page, request }) => {
  await checkPopularCityLink(page, request, 'pc');
});

test('PC recently viewed hotels on the hotels home, newest first', async ({ page, request }) => {
  await checkRecentlyViewed(page, request, 'pc');
});
