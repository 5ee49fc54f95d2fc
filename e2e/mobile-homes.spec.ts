import type { Page } from '@playwright/test';
import { HotelThemesResponseSchema } from '@minda/contracts/hotels';
import { StayListResponseSchema, StayThemesResponseSchema } from '@minda/contracts/stays';
import { TourThemesResponseSchema } from '@minda/contracts/tours';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { RECENTLY_VIEWED_KEYS } from '@minda/contracts/rules/recently-viewed';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const RECENT_TITLE = '내가 본 상품, 다시 보기';

/** The popup queue belongs to main.html; should one ever open here, close it so it cannot cover the page. */
async function dismissPopups(page: Page) {
  const dialogs = page.getByRole('dialog');
  for (let i = 0; i < 3 && (await dialogs.count()) > 0; i += 1) {
    await dialogs.first().getByRole('button', { name: /닫기/ }).first().click();
  }
}

test('stays home: real theme lists, recently viewed only with history, in stored order', async ({ page, request }) => {
  const themes = StayThemesResponseSchema.parse(await (await request.get(apiUrl(apiPaths.stays.themeItems.href()))).json()).data;
  const recent = StayListResponseSchema.parse(await (await request.get(`${apiUrl(apiPaths.stays.recentlyViewed.href())}?goodsNos=1001,1002`)).json()).data;
  expect(themes.length).toBeGreaterThan(2);
  expect(recent.map((s) => s.goodsNo)).toEqual([1001, 1002]);

  await page.goto(webPaths.mobile.stays.href());
  await dismissPopups(page);
  await expect(page).toHaveTitle('한인민박 - 민다');
  const first = themes[0]!;
  const firstSection = page.getByRole('region', { name: first.title });
  await expect(firstSection.getByRole('tab', { selected: true })).toHaveText(first.items[0]!.categoryName);
  await expect(firstSection.locator(`[data-product="stay-${first.items[0]!.items[0]!.goodsNo}"]`)).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCSS('height', '112px');
  await expect(page.getByRole('link', { name: /가족 같은 민박을 찾아보세요/ })).toHaveAttribute('href', '/m/1.0/grp_main/search_header.html?searchType=stays');
  await expect(page.getByTestId('stays-event-banner')).toHaveAttribute('href', '/event/view.php?id=gevent&no=336');
  await expect(page.getByRole('region', { name: RECENT_TITLE })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /여행자 보험/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // A second chip, when there is one, shows that city's stays.
  const second = first.items[1];
  if (second) {
    await firstSection.getByRole('tab', { name: second.categoryName }).click();
    await expect(firstSection.locator(`[data-product="stay-${second.items[0]!.goodsNo}"]`)).toBeVisible();
  }

  await page.evaluate(
    ({ key, entries }) => localStorage.setItem(key, JSON.stringify(entries)),
    {
      key: RECENTLY_VIEWED_KEYS.stay,
      entries: recent.map((s, i) => ({ goodsNo: s.goodsNo, category: s.category, name: s.goodsName, viewedAt: new Date(Date.now() - i * 60_000).toISOString() })),
    },
  );
  await page.reload();
  await dismissPopups(page);
  const recentSection = page.getByRole('region', { name: RECENT_TITLE });
  await expect(recentSection.locator('[data-product]')).toHaveCount(2);
  expect(await recentSection.locator('[data-product]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-product')))).toEqual([
    'stay-1001',
    'stay-1002',
  ]);
  // It sits after the first two theme lists and before the third.
  const headings = await page.locator('main h2').allTextContents();
  expect(headings.slice(0, 3)).toEqual([themes[0]!.title, themes[1]!.title, RECENT_TITLE]);
  expect(headings[3]).toBe(themes[2]!.title);
  const insurance = page.getByRole('link', { name: /여행자 보험/ });
  await expect(insurance).toHaveAttribute('target', '_blank');
  await expect(insurance).toHaveAttribute('rel', 'noopener noreferrer');
  await expectNoSeriousA11yViolations(page);
});

test('tours home: real theme groups with at most four cards per theme', async ({ page, request }) => {
  const groups = TourThemesResponseSchema.parse(await (await request.get(apiUrl(apiPaths.tours.themeItems.href()))).json()).data;
  expect(groups.length).toBeGreaterThan(0);
  await page.goto(webPaths.mobile.tours.href());
  await dismissPopups(page);
  await expect(page).toHaveTitle('투어·티켓 - 민다');
  const group = page.getByRole('region', { name: groups[0]!.themeGroupName });
  const firstTheme = groups[0]!.themeItems[0]!;
  const block = group.locator(`[data-theme="${firstTheme.themeNo}"]`);
  await expect(block.locator(`[data-product="tour-${firstTheme.items[0]!.itemNo}"]`)).toBeVisible();
  await expect(block.locator('[data-product]')).toHaveCount(Math.min(4, firstTheme.items.length));
  await expect(page.getByRole('link', { name: /공항픽업/ })).toHaveAttribute('href', '/m/1.0/tg/list_theme.html?themeno=259');
  await expect(page.getByRole('region', { name: RECENT_TITLE })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('hotels home: real hotel themes with city chips and popular cities', async ({ page, request }) => {
  const themes = HotelThemesResponseSchema.parse(await (await request.get(apiUrl(apiPaths.hotels.themeProperties.href()))).json()).data;
  expect(themes.length).toBeGreaterThan(0);
  await page.goto(webPaths.mobile.hotels.href());
  await dismissPopups(page);
  await expect(page).toHaveTitle('해외호텔 - 민다');
  const theme = themes[0]!;
  const section = page.getByRole('region', { name: theme.name });
  await expect(section.getByRole('tab', { selected: true })).toHaveText(theme.cityHotels[0]!.cityName);
  await expect(section.locator(`[data-product="hotel-${theme.cityHotels[0]!.properties[0]!.propertyUuid}"]`)).toBeVisible();
  await expect(page.getByRole('region', { name: '인기 호텔 도시' }).getByRole('link').first()).toHaveAttribute('href', /^\/hotel\/list\?cityId=\d+$/);
  await expectNoSeriousA11yViolations(page);
});
