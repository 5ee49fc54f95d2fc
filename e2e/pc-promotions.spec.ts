import type { Page } from '@playwright/test';
import { CITY_THEME_SLUGS, CITY_THEME_WEB_PATHS, cityThemeCodes } from '@minda/contracts/web-pages';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { CityThemeResponseSchema, SalePageResponseSchema } from '@minda/contracts/stays';
import { defaultStayDates } from '@minda/contracts/rules/stay-dates';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { expectRealPage } from './promotion-checks.ts';

const main = (page: Page) => page.locator('#pc-main');
const won = (n: number) => new Intl.NumberFormat('ko-KR').format(n);

test('the five city theme pages show their guide, best stays, tours and list buttons', async ({ page, request }) => {
  // Five pages, each with an axe run: three times the usual budget (one page alone took 45 s on a loaded 2-core machine).
  test.slow();
  for (const slug of CITY_THEME_SLUGS) {
    const theme = CityThemeResponseSchema.parse(await (await request.get(apiUrl(apiPaths.stays.cityTheme.href(slug)))).json()).data;
    const name = theme.cities.map((c) => c.categoryName).join(' · ');
    await page.goto(CITY_THEME_WEB_PATHS[slug]);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(`${name} 한인민박·투어 - 민다`);
    await expect(page.getByRole('heading', { level: 2, name: `${name} 여행 가이드` })).toBeVisible();
    await expect(main(page).getByRole('heading', { level: 3, name: /어디에 묵을까/ }).first()).toBeVisible();
    const stays = main(page).locator('[data-product^="stay-"]');
    await expect(stays).toHaveCount(theme.stays.length);
    await expect(stays.first()).toHaveAttribute('data-product', `stay-${theme.stays[0]!.goodsNo}`);
    await expect(main(page).locator('[data-product^="tour-"]')).toHaveCount(theme.tours.length);
    // The browser runs in Asia/Seoul (playwright.config), so the default dates count from Seoul's today.
    const dates = defaultStayDates(new Date(new Date().toLocaleString('en-US', { timeZone: 'Asia/Seoul' })));
    for (const code of cityThemeCodes(slug)) {
      const city = theme.cities.find((c) => c.category === code)!;
      await expect(page.getByRole('link', { name: `${city.categoryName} 한인민박 모두 보기` })).toHaveAttribute(
        'href',
        webPaths.pc.stayList.href({ cityCode: code, ...dates }),
      );
      await expect(page.getByRole('link', { name: `${city.categoryName} 투어·티켓 모두 보기` })).toHaveAttribute('href', `/tg/recommend.php?category=${code}`);
    }
    // The hero image is the city's generated picture, and it loads.
    const hero = page.locator('header img').first();
    await expect(hero).toHaveJSProperty('complete', true);
    expect(await hero.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  }
  await page.screenshot({ path: test.info().outputPath('pc-theme-italia.png'), fullPage: true });

  // The tour button leads to the real recommendation page of the city.
  await page.getByRole('link', { name: '로마 투어·티켓 모두 보기' }).click();
  await expect(page).toHaveURL('/tg/recommend.php?category=001003001');
  await expectRealPage(page);
  await expect(page.getByRole('heading', { name: /로마/ }).first()).toBeVisible();
});

test('the Paris tile of the PC home opens the Paris theme page', async ({ page }) => {
  await page.goto(webPaths.pc.home.href());
  await page.getByRole('region', { name: '인기 도시' }).getByRole('link', { name: /파리/ }).click();
  await expect(page).toHaveURL('/stay/theme/paris.php');
  await expect(page.getByRole('heading', { level: 1, name: '파리' })).toBeVisible();
  await expect(main(page).locator('[data-product^="stay-"]').first()).toBeVisible();
});

test('a member wishes a stay on a theme page and the heart stays after a reload', async ({ page, loginAs }) => {
  const href = webPaths.pc.themeParis.href();
  await loginAs('member');
  await page.goto(href);
  const card = main(page).locator('[data-product^="stay-"]').filter({ has: page.getByRole('button', { name: '찜하기', exact: true }) }).first();
  const id = await card.getAttribute('data-product');
  const target = main(page).locator(`[data-product="${id}"]`);
  const saved = page.waitForResponse((r) => r.url().endsWith(apiUrl(apiPaths.wishes.stays.href())) && r.request().method() === 'POST');
  await target.getByRole('button', { name: '찜하기', exact: true }).click();
  await expect(target.getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(target.getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
});

test('the special deal lists stays on sale, biggest discount first, with the rate on each card', async ({ page, request }) => {
  const first = SalePageResponseSchema.parse(await (await request.get(apiUrl(apiPaths.stays.sale.href()))).json()).data;
  await page.goto(webPaths.pc.sale.href());
  await expect(page.getByRole('heading', { level: 1, name: '한인민박 특가' })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: '할인·쿠폰' });
  await expect(tabs.getByRole('link', { name: '특가', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(main(page).getByText(`숙소 ${won(first.totalElements)}곳`)).toBeVisible();
  const cards = main(page).locator('[data-product^="stay-"]');
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toHaveAttribute('data-product', `stay-${first.content[0]!.goodsNo}`);
  await expect(cards.first()).toContainText(`할인율 ${first.content[0]!.saleRate}%`);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: '더 보기' }).click();
  await expect(cards).not.toHaveCount(20);
  await page.screenshot({ path: test.info().outputPath('pc-sale.png') });

  // The tabs lead to the two other discount pages.
  await tabs.getByRole('link', { name: '비수기 특가', exact: true }).click();
  await expect(page).toHaveURL('/main/sale_tab3.php');
});

test('the off-season sale lists the rule’s stays and explains it', async ({ page, request }) => {
  const first = SalePageResponseSchema.parse(await (await request.get(apiUrl(apiPaths.stays.offSeasonSale.href()))).json()).data;
  expect(first.content.length).toBeGreaterThan(0);
  await page.goto(webPaths.pc.offSeasonSale.href());
  await expect(page.getByRole('heading', { level: 1, name: '비수기 특가' })).toBeVisible();
  await expect(main(page)).toContainText('조식');
  const cards = main(page).locator('[data-product^="stay-"]');
  await expect(cards).toHaveCount(first.content.length);
  await expect(cards.first()).toHaveAttribute('data-product', `stay-${first.content[0]!.goodsNo}`);
  await expectNoSeriousA11yViolations(page);
});

test('the coupon page shows the app and invitation coupons, the promotion coupons, and real links', async ({ page }) => {
  await page.goto(webPaths.pc.coupons.href());
  await expect(page.getByRole('heading', { level: 1, name: '쿠폰 받고 더 가볍게' })).toBeVisible();
  const app = main(page).locator('[data-coupon="app"]');
  await expect(app).toContainText(`1,000원`);
  await expect(app.getByRole('link', { name: /App Store/ })).toHaveAttribute('target', '_blank');
  await expect(app.getByRole('link', { name: /Google Play/ })).toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=example.minda');
  await expect(main(page).locator('[data-coupon="invite"]')).toContainText(`3,000원`);
  const table = main(page).getByRole('table', { name: '진행 중인 프로모션 쿠폰' });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table).toContainText('첫 예약 웰컴 쿠폰');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('pc-coupons.png'), fullPage: true });

  await main(page).getByRole('link', { name: '한인민박 특가 이벤트 보기' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^한인민박 (봄|여름|가을|겨울) 특가 이벤트$/ })).toBeVisible();
  await page.goBack();
  // A visitor's 내 초대 코드 보기 goes to login, which brings them back to the invite page.
  await main(page).getByRole('link', { name: '내 초대 코드 보기' }).click();
  await expect(page).toHaveURL(webPaths.member.login.href(webPaths.pc.invite.href()));
  await expectRealPage(page);
});
