import type { Page } from '@playwright/test';
import { webPaths } from '@minda/contracts/paths';
import { DEMO_MEMBER, expect, expectNoSeriousA11yViolations, loginThroughPage, test } from './fixtures.ts';

const LOGIN = webPaths.member.login.href();

const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

test('the login page sits in the PC shell: header, footer, all-menu, no serious a11y violations', async ({ page }) => {
  await page.goto(LOGIN);
  await expect(page.getByRole('heading', { name: '로그인', level: 1 })).toBeVisible();

  await expect(header(page).getByRole('link', { name: '민다 홈' })).toHaveAttribute('href', '/main/index.php');
  await expect(header(page).getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/member/login.php?encoded_login_return_page=true&login_return_page=%252Fmember%252Flogin.php');
  await expect(header(page).getByRole('link', { name: '회원가입' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '주요 메뉴' }).getByRole('link')).toHaveCount(6);
  await expect(footer(page).getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/m/1.0/cs/privacy.html');
  await expect(footer(page)).toContainText('통신판매중개자');

  const allMenu = header(page).getByRole('button', { name: '전체 메뉴' });
  await allMenu.hover();
  await expect(allMenu).toHaveAttribute('aria-expanded', 'true');
  await expect(header(page).getByRole('link', { name: '공항픽업' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('pc-shell-all-menu-1280.png') });
  await page.keyboard.press('Escape');
  await expect(allMenu).toHaveAttribute('aria-expanded', 'false');

  await expectNoSeriousA11yViolations(page);
});

test('the search icon opens the three-tab search modal and locks page scroll', async ({ page }) => {
  await page.goto(LOGIN);
  await header(page).getByRole('button', { name: '검색' }).click();
  const dialog = page.getByRole('dialog', { name: '검색' });
  await expect(dialog.getByRole('tab')).toHaveText(['한인민박', '해외호텔', '투어·티켓']);
  await expect(page.locator('body')).toHaveAttribute('data-scroll-locked', /\d/);
  await expectNoSeriousA11yViolations(page);
  // The site-wide keyword search below the search widget: an empty keyword only closes the modal.
  await dialog.getByRole('button', { name: '통합 검색', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(LOGIN);
});

test('a member sees "여행자님" in the header after logging in', async ({ page }) => {
  await page.goto(LOGIN);
  // A PC login without a return page lands on the PC home (issue 55: it used to land on the mobile one).
  await loginThroughPage(page, webPaths.pc.home.href());
  await page.goto(LOGIN);
  const memberButton = header(page).getByRole('button', { name: new RegExp(`${DEMO_MEMBER.nickname}님`) });
  await expect(memberButton).toBeVisible();
  await expect(header(page).getByRole('link', { name: '로그인' })).toHaveCount(0);
  await memberButton.click();
  await expect(header(page).getByRole('link', { name: '마이페이지' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('pc-shell-member-1280.png'), fullPage: true });
});

test('at 390 px the shell collapses to the logo and account links without overflowing', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(LOGIN);
  await expect(header(page).getByRole('link', { name: '로그인' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: '전체 메뉴' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: '주요 메뉴' })).toBeHidden();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('pc-shell-visitor-390.png'), fullPage: true });
});
