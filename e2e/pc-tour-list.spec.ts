import { test } from './fixtures.ts';
import { checkCityList, checkDetail, checkPopularCityLinks, checkRecentlyViewed, checkThemes, checkWish } from './tour-list-checks.ts';

test('PC tour list by city: type tabs with counts, price sort, pages, sold-out text last', async ({ page, request }) => {
  await checkCityList(page, request, 'pc');
});

test('PC tour themes 259 and 211 and the theme blocks from the tours home', async ({ page, request }) => {
  await checkThemes(page, request, 'pc');
});

test('PC tours home popular cities open their city lists', async ({ page }) => {
  test.setTimeout(90_000);
  await checkPopularCityLinks(page);
});

test('PC tour detail: options with per-person prices, a sold-out option, the people stepper total', async ({ page, request }) => {
  await checkDetail(page, request, 'pc');
});

test('PC tour wish as a member on the list card and the detail page', async ({ page, request }) => {
  await checkWish(page, request, 'pc', 1);
});

test('PC recently viewed tours: newest first on /tg/index.php, 11 visited shows 10', async ({ page, request }) => {
  test.setTimeout(90_000);
  await checkRecentlyViewed(page, request, 'pc');
});
