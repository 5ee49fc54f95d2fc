import type { Page } from '@playwright/test';
import { HotelListResponseSchema, HotelThemesResponseSchema } from '@minda/contracts/hotels';
import { StayThemesResponseSchema } from '@minda/contracts/stays';
import { TourThemesResponseSchema } from '@minda/contracts/tours';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { fixedHeaderThresholdPx } from '@minda/contracts/rules/pc-header';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const headerMode = (page: Page) => page.getByRole('banner').getAttribute('data-mode');

/** Scrolls to y and waits for the header to settle in the expected mode (scroll events arrive asynchronously). */
async function expectModeAt(page: Page, y: number, mode: 'normal' | 'fixed') {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
  await expect.poll(() => headerMode(page)).toBe(mode);
}

test('PC home: real stay, tour and hotel recommendations with PC links; the header fixes past 336 + 60 px', async ({ page, request }) => {
  const hotels = HotelListResponseSchema.parse(await (await request.get(apiUrl(apiPaths.hotels.recommendProperties.href()))).json()).data;
  expect(hotels.length).toBeGreaterThan(0);

  await page.goto(webPaths.pc.home.href());
  await expect(page).toHaveTitle('민다 - 해외 한인민박, 호텔, 투어·티켓');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('자유여행의 시작, 민다');

  const stays = page.getByRole('region', { name: '민다 추천 한인민박' });
  await expect(stays.getByRole('tabpanel').locator('[data-product]').first().getByRole('link')).toHaveAttribute('href', /^\/main\/view\.php\?goodsno=\d+$/);
  const tours = page.getByRole('region', { name: '추천 투어·티켓' });
  await expect(tours.locator('[data-product]').first().getByRole('link')).toHaveAttribute('href', /^\/tg\/view\.php\?itemno=\d+$/);
  const hotelSection = page.getByRole('region', { name: '추천 해외호텔' });
  await expect(hotelSection.locator('[data-product]')).toHaveCount(Math.min(5, hotels.length));
  await expect(hotelSection.locator(`[data-product="hotel-${hotels[0]!.propertyUuid}"]`)).toContainText(hotels[0]!.nameTranslations['ko-KR']);
  await expect(page.getByRole('region', { name: '이벤트 배너' }).getByRole('img').first()).toBeVisible();

  // Popular stay cities: Paris has its theme page; a city without one opens the PC stay list with dates.
  const cities = page.getByRole('region', { name: '인기 도시' });
  await expect(cities.getByRole('link', { name: /파리/ })).toHaveAttribute('href', '/stay/theme/paris.php');
  await expect(cities.getByRole('link', { name: /바르셀로나/ })).toHaveAttribute('href', /^\/md\/stays\?cityCode=001004001&checkInAt=\d{4}-\d\d-\d\d&checkOutAt=\d{4}-\d\d-\d\d$/);

  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('pc-home-1280.png'), fullPage: true });

  const threshold = fixedHeaderThresholdPx('home');
  expect(threshold).toBe(396);
  await expectModeAt(page, threshold, 'normal');
  await expectModeAt(page, threshold + 1, 'fixed');
  await expectModeAt(page, 0, 'normal');
});

test('PC stays: real theme rows, a search box without tabs, the SALE tag, and a fixed header past 240 + 60 px', async ({ page, request }) => {
  const themes = StayThemesResponseSchema.parse(await (await request.get(apiUrl(apiPaths.stays.themeItems.href()))).json()).data;
  const first = themes[0]!;
  await page.goto(webPaths.pc.stays.href());
  await expect(page).toHaveTitle('한인민박 | 자유여행의 시작, 민다');

  const section = page.getByRole('region', { name: first.title });
  await expect(section.getByRole('tab', { selected: true })).toHaveText(first.items[0]!.categoryName);
  const card = section.locator(`[data-product="stay-${first.items[0]!.items[0]!.goodsNo}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link')).toHaveAttribute('href', `/main/view.php?goodsno=${first.items[0]!.items[0]!.goodsNo}`);
  await expect(page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link', { name: /한인민박/ })).toContainText('SALE');
  await expect(page.getByRole('link', { name: /여행자 보험/ })).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('pc-stays-1280.png'), fullPage: true });

  // The search box is the stays search widget, without tabs (e2e/pc-search-widget.spec.ts tests the widget).
  const searchBand = page.locator('[data-search-bar="product"]');
  await expect(searchBand.getByRole('tablist')).toHaveCount(0);
  await expect(searchBand.getByRole('search')).toHaveAttribute('aria-label', '상품 검색');
  await expect(searchBand.getByRole('combobox')).toHaveAttribute('placeholder', '도시나 민박 이름을 입력해 주세요');

  const threshold = fixedHeaderThresholdPx('product');
  expect(threshold).toBe(300);
  await expectModeAt(page, threshold, 'normal');
  await expectModeAt(page, threshold + 1, 'fixed');
});

test('PC tours: real theme groups of four cards, popular cities and the select collection', async ({ page, request }) => {
  const groups = TourThemesResponseSchema.parse(await (await request.get(apiUrl(apiPaths.tours.themeItems.href()))).json()).data;
  const theme = groups[0]!.themeItems[0]!;
  await page.goto(webPaths.pc.tours.href());
  await expect(page).toHaveTitle('투어·티켓 | 자유여행의 시작, 민다');

  const block = page.getByRole('region', { name: groups[0]!.themeGroupName }).locator(`[data-theme="${theme.themeNo}"]`);
  await expect(block.locator(`[data-product="tour-${theme.items[0]!.itemNo}"]`)).toBeVisible();
  await expect(block.locator('[data-product]')).toHaveCount(Math.min(4, theme.items.length));
  await expect(page.getByRole('region', { name: '인기 여행 도시' }).getByRole('link').first()).toHaveAttribute('href', /^\/tg\/list\.php\?category=\d{9}$/);
  await expect(page.getByRole('region', { name: '셀렉트 컬렉션' }).getByRole('img').first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '투어 바로가기' }).getByRole('link', { name: /공항픽업/ })).toHaveAttribute(
    'href',
    webPaths.pc.tourTheme.href(259),
  );
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('pc-tours-1280.png'), fullPage: true });
});

test('PC hotels: real hotel themes with city chips and popular hotel cities', async ({ page, request }) => {
  const themes = HotelThemesResponseSchema.parse(await (await request.get(apiUrl(apiPaths.hotels.themeProperties.href()))).json()).data;
  const theme = themes[0]!;
  await page.goto(webPaths.pc.hotels.href());
  await expect(page).toHaveTitle('해외호텔 | 자유여행의 시작, 민다');
  const section = page.getByRole('region', { name: theme.name });
  await expect(section.getByRole('tab', { selected: true })).toHaveText(theme.cityHotels[0]!.cityName);
  await expect(section.locator(`[data-product="hotel-${theme.cityHotels[0]!.properties[0]!.propertyUuid}"]`)).toBeVisible();
  await expect(page.getByRole('region', { name: '인기 호텔 도시' }).getByRole('link').first()).toHaveAttribute('href', /^\/hotel\/list\?cityId=\d+$/);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('pc-hotels-1280.png'), fullPage: true });
});

test("a visitor's heart on PC shows the login alert and opens the login popup", async ({ page, context }) => {
  await page.goto(webPaths.pc.stays.href());
  const heart = page.getByRole('button', { name: '찜하기', exact: true }).first();
  await expect(heart).toBeVisible();

  const alert = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  const popupPromise = context.waitForEvent('page');
  await heart.click();
  expect(await alert).toBe('로그인 후 이용 가능합니다.');
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe('/member/popup.login.php');
  await expect(popup.getByLabel('아이디')).toBeVisible();
  // Still a visitor: the heart did not change.
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await popup.close();
});
