import { test } from './fixtures.ts';
import { checkEmptyList, checkRecommendList } from './tour-recommend-checks.ts';

test('mobile tour recommendation list: city title, 2 per row, infinite scroll, prices, promo board', async ({ page, request }) => {
  await checkRecommendList(page, request, 'mobile');
});

test('mobile tour recommendation list: the empty message for a city without tours', async ({ page }) => {
  await checkEmptyList(page, 'mobile');
});
