import { EVENT_MENU, EVENT_STAYS_HOME, TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE, webPaths } from '@minda/contracts/paths';
import { DEMO_MEMBER, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const m = webPaths.mobile;
const pc = webPaths.pc;

/** Every link of the menu body, in order, written from the paths table. */
const MENU_HREFS = [
  m.stays.href(),
  m.tours.href(),
  m.hotels.href(),
  m.stayList.href({ search_type: 'blowout_sale_minbak', sort_type: 'sale' }),
  m.stayList.href({ search_type: 'noseason_sale_minbak', sort_type: 'booking' }),
  pc.coupons.href(),
  m.exclusive.href(),
  m.stayPlus.href(),
  m.eventList.href(),
  pc.event.href(EVENT_MENU),
  pc.event.href(EVENT_STAYS_HOME),
  m.tourTheme.href(TOUR_THEME_AIRPORT_PICKUP),
  m.tourTheme.href(TOUR_THEME_TELECOM_INSURANCE),
  webPaths.external.travelInsurance.href(),
  webPaths.external.carRental.href(),
  pc.travelInfo.href(),
  m.community.href('tripbuddy'),
  m.community.href('sale'),
  m.community.href('jobs'),
  pc.community.href('notice'),
  m.inquiries.href(),
  pc.refundRule.href(),
  pc.about.href(),
  m.clause.href(),
  m.privacy.href(),
];

test('more.html: every menu link comes from the paths table, visitor login links, bottom navigation, axe clean', async ({ page }) => {
  await page.goto(m.more.href());
  await expect(page.getByRole('heading', { name: '전체 메뉴' })).toBeVisible();
  const menu = page.locator('main');
  await expect(menu.getByRole('link', { name: '로그인' })).toHaveAttribute('href', webPaths.member.login.href(m.more.href()));
  await expect(menu.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', webPaths.member.register.href());

  const hrefs = await menu.locator('nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(MENU_HREFS);
  for (const external of [webPaths.external.travelInsurance.href(), webPaths.external.carRental.href()]) {
    await expect(menu.locator(`a[href="${external}"]`)).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The in-app links open real routes of this app (pages still to be built show the not-found page).
  await menu.getByRole('link', { name: '투어·티켓', exact: false }).first().click();
  await expect(page).toHaveURL(m.tours.href());
});

test('more.html: a member sees the nickname and a logout link', async ({ page, loginAs }) => {
  await loginAs('member');
  await page.goto(m.more.href());
  await expect(page.locator('main').getByText(DEMO_MEMBER.nickname, { exact: true })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: '로그아웃' })).toHaveAttribute('href', webPaths.member.logout.href());
  await expect(page.locator('main').getByRole('link', { name: '로그인' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
