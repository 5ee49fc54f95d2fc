import type { Locator } from '@playwright/test';
import { SIGNUP_TEXTS } from '@minda/contracts/rules/sign-up';
import { DEMO_ACCOUNTS, DEMO_MEMBER, expect, test } from './fixtures.ts';
import { codeMailedTo } from './sign-up-checks.ts';

/**
 * Issue 55 at 390 px: a phone stays on the mobile screens. The mobile login's 회원가입 and 아이디/비밀번호 찾기,
 * the full menu, the footer and the partner app's login all lead to /m/1.0/ pages (addresses written out here,
 * never computed from webPaths).
 */

const MOBILE_HOME = '/m/1.0/grp_main/main.html';

test('the mobile login opens the mobile sign-up, and signing up there ends on the mobile home', async ({ page, context }) => {
  await page.goto('/m/1.0/member/login.html');
  await page.getByRole('main').getByRole('link', { name: '회원가입' }).click();
  await expect(page).toHaveURL('/m/1.0/member/join.html');
  await expect(page.getByRole('banner').getByRole('heading', { name: '회원가입' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/m/1.0/member/login.html');

  const loginId = `mj${Date.now().toString(36)}`;
  const email = `${loginId}@example.com`;
  await page.getByLabel('아이디', { exact: true }).fill(loginId);
  await page.getByLabel('비밀번호', { exact: true }).fill('travel2024');
  await page.getByLabel('비밀번호 확인').fill('travel2024');
  await page.getByLabel('닉네임').fill('모바일가입');
  await page.getByLabel('이메일').fill(email);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await page.getByLabel('인증번호', { exact: true }).fill(await codeMailedTo(context.request, email, SIGNUP_TEXTS.mailSubject));
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByText(SIGNUP_TEXTS.emailVerified)).toBeVisible();
  await page.getByLabel('전체 동의').check();
  await page.getByRole('button', { name: '가입하기' }).click();
  await expect(page).toHaveURL(MOBILE_HOME);
});

test('the mobile login opens 아이디 찾기 and 비밀번호 찾기 on the mobile recovery page', async ({ page }) => {
  await page.goto('/m/1.0/member/login.html');
  await page.getByRole('link', { name: '아이디 찾기' }).click();
  await expect(page).toHaveURL('/m/1.0/member/find_id_pw.html?tab=id');
  await expect(page.getByRole('banner').getByRole('heading', { name: '아이디 · 비밀번호 찾기' })).toBeVisible();
  await expect(page.getByLabel('가입할 때 입력한 이메일')).toBeVisible();

  await page.goto('/m/1.0/member/login.html');
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL('/m/1.0/member/find_id_pw.html?tab=password');
  await expect(page.getByLabel('아이디', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
});

/** The in-app links of an area (outside partner sites excluded), without duplicates. */
async function inAppLinks(area: Locator): Promise<string[]> {
  const hrefs = await area.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => !/^https?:/.test(href)))];
}

test('every link of the mobile menu and footer is a mobile page that renders', async ({ page }) => {
  await page.goto('/m/1.0/grp_main/more.html');
  await expect(page.getByRole('heading', { name: '전체 메뉴' })).toBeVisible();
  const menu = await inAppLinks(page.locator('main'));
  await page.goto(MOBILE_HOME);
  const footer = await inAppLinks(page.locator('footer'));
  expect(footer).toEqual(['/m/1.0/cs/notice.html', '/m/1.0/cs/clause.html', '/m/1.0/cs/privacy.html']);

  const links = [...new Set([...menu, ...footer])];
  // The terms and the privacy policy are the one page both platforms link (docs/api-notes.md "Mobile links").
  expect(links.filter((href) => !href.startsWith('/m/1.0/'))).toEqual([]);
  for (const href of links.filter((h) => /\/(member|cs|event)\//.test(h))) {
    const response = await page.goto(href);
    expect(response?.status(), href).toBe(200);
    await expect(page.getByRole('navigation', { name: '하단 메뉴' }), href).toBeVisible();
    await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' }), href).toHaveCount(0);
  }
});

test('a logged-out visitor of the partner app lands on the mobile login, and back in the app after logging in', async ({ page }) => {
  await page.goto('/manager_app/booking/index.html');
  await expect(page).toHaveURL('/m/1.0/member/login.html?encoded_login_return_page=true&login_return_page=%252Fmanager_app%252Fbooking%252Findex.html');
  await page.getByLabel('아이디', { exact: true }).fill(DEMO_ACCOUNTS.partner.loginId);
  await page.getByLabel('비밀번호').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL('/manager_app/booking/index.html');
  await expect(page.getByText(`${DEMO_ACCOUNTS.partner.nickname}님`)).toBeVisible();
});
