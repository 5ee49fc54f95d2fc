import { webPaths } from '@minda/contracts/paths';
import { DEMO_MEMBER, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const m = webPaths.mobile;

/** Every link of the menu body, in order, written out from the spec's menu (never computed from webPaths). */
const MENU_HREFS = [
  '/m/1.0/grp_main/accom.html',
  '/m/1.0/grp_main/tour.html',
  '/m/1.0/grp_main/hotel.html',
  '/m/1.0/md/stays?search_type=blowout_sale_minbak&sort_type=sale',
  '/m/1.0/md/stays?search_type=noseason_sale_minbak&sort_type=booking',
  '/m/1.0/grp_main/coupon.html',
  '/m/1.0/grp_main/minda_only.html',
  '/m/1.0/grp_main/stayplus.html',
  '/m/1.0/event/list.html',
  '/m/1.0/event/view.html?id=gevent&no=353',
  '/m/1.0/event/view.html?id=gevent&no=336',
  '/m/1.0/tg/list_theme.html?themeno=259',
  '/m/1.0/tg/list_theme.html?themeno=211',
  'https://www.myrealtrip.com/insurance',
  'https://www.rentalcars.com/ko/',
  '/m/1.0/cs/info.html',
  '/m/1.0/grp_main/community.html?id=tripbuddy',
  '/m/1.0/grp_main/community.html?id=sale',
  '/m/1.0/grp_main/community.html?id=jobs',
  '/m/1.0/cs/notice.html',
  '/m/1.0/grp_mypage/inquiry_list.html',
  '/m/1.0/cs/rule.html',
  '/m/1.0/cs/about.html',
  '/m/1.0/cs/clause.html',
  '/m/1.0/cs/privacy.html',
];

test("more.html: every menu link goes where the spec's menu says, visitor login links, bottom navigation, axe clean", async ({ page }) => {
  await page.goto(m.more.href());
  await expect(page.getByRole('heading', { name: '전체 메뉴' })).toBeVisible();
  const menu = page.locator('main');
  await expect(menu.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/m/1.0/member/login.html?encoded_login_return_page=true&login_return_page=%252Fm%252F1.0%252Fgrp_main%252Fmore.html');
  await expect(menu.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/m/1.0/member/join.html?encoded_login_return_page=true&login_return_page=%252Fm%252F1.0%252Fgrp_main%252Fmore.html');

  const hrefs = await menu.locator('nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(MENU_HREFS);
  for (const external of ['https://www.myrealtrip.com/insurance', 'https://www.rentalcars.com/ko/']) {
    await expect(menu.locator(`a[href="${external}"]`)).toHaveAttribute('target', '_blank');
  }
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The in-app links open real routes of this app (pages still to be built show the not-found page).
  await menu.getByRole('link', { name: '투어·티켓', exact: false }).first().click();
  await expect(page).toHaveURL('/m/1.0/grp_main/tour.html');
});

test('more.html: a member sees the nickname and a logout link', async ({ page, loginAs }) => {
  await loginAs('member');
  await page.goto(m.more.href());
  await expect(page.locator('main').getByText(DEMO_MEMBER.nickname, { exact: true })).toBeVisible();
  await expect(page.locator('main').getByRole('link', { name: '로그아웃' })).toHaveAttribute('href', '/member/logout.php');
  await expect(page.locator('main').getByRole('link', { name: '로그인' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
