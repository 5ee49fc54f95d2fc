import type { Locator, Page } from '@playwright/test';
import { apiUrl, apiPaths, webPaths } from '@minda/contracts/paths';
import { BannersResponseSchema } from '@minda/contracts/content';
import { StayRecommendResponseSchema } from '@minda/contracts/stays';
import { TourItemsResponseSchema } from '@minda/contracts/tours';
import { expectNoSeriousA11yViolations, expect, loginAs, test } from './fixtures.ts';
import { dismissHomePopups } from './home-popups.ts';

const HOME = webPaths.mobile.home.href();
const CHIP_ORDER = ['GRADE', 'SALE', 'RESERVE_INSTANT', 'BREAKFAST'] as const;

const staySection = (page: Page) => page.getByRole('region', { name: '민다 추천 한인민박' });
const tourSection = (page: Page) => page.getByRole('region', { name: '추천 투어·티켓' });
const wishCount = async (card: Locator) => Number((await card.getByText(/^찜 [\d,]+$/).textContent())!.replace(/\D/g, ''));

async function waitForHome(page: Page) {
  await expect(staySection(page).getByRole('tabpanel').getByRole('link').first()).toBeVisible();
  await expect(tourSection(page).getByRole('link', { name: /투어·티켓/ }).first()).toBeVisible();
}

test('a visitor sees the real catalogue, logs in to wish a stay, and the wish survives a reload', async ({ page, request }) => {
  // What the API serves is what the page must show: nothing here is hard-coded catalogue text.
  const stays = StayRecommendResponseSchema.parse(await (await request.get(apiUrl(apiPaths.stays.recommendItems.href()))).json()).data;
  const tours = TourItemsResponseSchema.parse(await (await request.get(apiUrl(apiPaths.tours.recommendItems.href()))).json()).data;
  const banners = BannersResponseSchema.parse(await (await request.get(`${apiUrl(apiPaths.content.banners.mobile.href())}?type=main`)).json()).data;
  expect(stays.length).toBeGreaterThan(0);
  expect(tours.length).toBeGreaterThan(0);
  expect(banners.length).toBeGreaterThan(0);

  // The popup queue has its own spec (mobile-popups.spec.ts); here it has been dismissed before.
  await dismissHomePopups(page.context(), request, test.info().project.use.baseURL!);
  await page.goto(HOME);
  await expect(page).toHaveTitle('민다 - 해외 한인민박, 호텔, 투어·티켓');
  await waitForHome(page);

  // The first chip with stays is selected and shows that category's first stay.
  const firstCategory = CHIP_ORDER.find((c) => stays.some((s) => s.stayCategory === c))!;
  const firstStay = stays.find((s) => s.stayCategory === firstCategory)!;
  const panel = staySection(page).getByRole('tabpanel');
  await expect(staySection(page).getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(panel.locator(`[data-product="stay-${firstStay.goodsNo}"]`)).toContainText(firstStay.goodsName);
  await expect(panel.locator('[data-product]').first().getByRole('link')).toHaveAttribute('href', /minbak_view\.html\?minbak_code=\d+/);
  await expect(tourSection(page).locator(`[data-product="tour-${tours[0]!.itemNo}"]`)).toContainText(tours[0]!.itemName);

  // Banners: the API's images, really loaded, with the counter.
  const carousel = page.getByRole('region', { name: '이벤트 배너' });
  const firstBanner = carousel.getByRole('img', { name: banners[0]!.title });
  await expect(firstBanner).toBeVisible();
  await expect.poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  if (banners.length > 2) await expect(carousel.getByText(new RegExp(`^\\d+ / ${banners.length}$`))).toBeVisible();
  // Card images come from the image host and load (or fall back to the type's default).
  const cardImage = panel.locator('img').first();
  await cardImage.scrollIntoViewIfNeeded();
  await expect.poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  // A visitor's heart asks for login first.
  const visitorCard = panel.locator('[data-product]').filter({ has: page.getByRole('button', { name: '찜하기', exact: true }) }).first();
  const visitorProduct = await visitorCard.getAttribute('data-product');
  const visitorHeart = visitorCard.getByRole('button', { name: '찜하기', exact: true });
  const dialogMessage = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message());
      void dialog.accept();
    }),
  );
  await visitorHeart.click();
  expect(await dialogMessage).toBe('로그인 후 이용 가능합니다.');
  // The mobile screens' own login page (issue 55), not the PC one.
  await page.waitForURL((url) => url.pathname === '/m/1.0/member/login.html');
  const loginUrl = new URL(page.url());
  expect(decodeURIComponent(loginUrl.searchParams.get('login_return_page') ?? '')).toBe(HOME);

  await loginAs(page.context(), 'member');
  await page.goto(HOME);
  await waitForHome(page);
  // The wish the visitor asked for is saved once they are a member (PendingWishReplay); wait for it, so the
  // stay picked next is one the member has really not wished.
  await expect(panel.locator(`[data-product="${visitorProduct}"]`).getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');

  // The member wishes a stay they have not wished yet: the heart fills and the count goes up at once.
  const card = panel.locator('[data-product]').filter({ has: page.getByRole('button', { name: '찜하기', exact: true }) }).first();
  const productId = await card.getAttribute('data-product');
  const target = panel.locator(`[data-product="${productId}"]`);
  const before = await wishCount(target);
  const saved = page.waitForResponse((r) => r.url().endsWith(apiUrl(apiPaths.wishes.stays.href())) && r.request().method() === 'POST');
  await target.getByRole('button', { name: '찜하기', exact: true }).click();
  await expect(target.getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
  expect(await wishCount(target)).toBe(before + 1);
  expect((await saved).ok()).toBe(true);

  await page.reload();
  await waitForHome(page);
  const afterReload = staySection(page).getByRole('tabpanel').locator(`[data-product="${productId}"]`);
  await expect(afterReload.getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
  expect(await wishCount(afterReload)).toBe(before + 1);
});

test('the mobile home has no serious or critical accessibility violations', async ({ browser, request }) => {
  const { baseURL, viewport, locale } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport: viewport ?? { width: 390, height: 844 }, locale: locale ?? 'ko-KR' });
  const page = await context.newPage();
  try {
    await dismissHomePopups(context, request, baseURL!);
    await page.goto(HOME);
    await waitForHome(page);
    await expect(page.getByRole('region', { name: '이벤트 배너' })).toBeVisible();
    await expect(page.getByRole('region', { name: '인기 도시' }).getByRole('link').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await context.close();
  }
});
