import { test } from './fixtures.ts';
import { checkCityList, checkDetail, checkRecentlyViewed, checkThemes, checkWish } from './tour-list-checks.ts';

test('mobile tour list by city: type tabs with counts, price sort, infinite scroll, sold-out text last', async ({ page, request }) => {
  await checkCityList(page, request, 'mobile');
});

test('mobile tour themes 259 and 211 and the theme blocks from the tours home', async ({ page, request }) => {
  await checkThemes(page, request, 'mobile');
});

test('mobile tour detail: options with per-person prices, a sold-out option, the people stepper total', async ({ page, request }) => {
  await checkDetail(page, request, 'mobile');
});

test('mobile tour wish as a member on the list card and the detail page', async ({ page, request }) => {
  await checkWish(page, request, 'mobile', 2);
});

test('mobile recently viewed tours: newest first on /m/1.0/grp_main/tour.html, 11 visited shows 10', async ({ page, request }) => {
  test.setTimeout(90_000);
  await checkRecentlyViewed(page, request, 'mobile');
});
