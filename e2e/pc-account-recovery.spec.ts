import type { APIRequestContext } from '@playwright/test';
import { RECOVERY_TEXTS } from '@minda/contracts/rules/account-recovery';
import { expect, test } from './fixtures.ts';
import { codeMailedTo, signUpThroughApi } from './sign-up-checks.ts';

/**
 * Account recovery through the real outbox (issue 11): a member who forgot the password asks for a code from
 * the login page, reads it in the mail the embedded default wrote (the developers' outbox API, which answers
 * this computer), sets a new password and signs in with it.
 */

const SENT = '입력하신 이메일로 가입된 계정이 있다면 인증번호 6자리를 보냈습니다. 10분 안에 입력해 주세요.';

async function registerMember(request: APIRequestContext, loginId: string, email: string) {
  await request.get('/api/v2/auth/api/user');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  await signUpThroughApi(request, xsrf, { loginId, password: 'oldpass123', nickname: '복구회원', email });
}

test('a member who forgot the password gets a code by mail, sets a new password and signs in with it', async ({ page, context }) => {
  const loginId = `rc${Date.now().toString(36)}`;
  const email = `${loginId}@example.com`;
  await registerMember(context.request, loginId, email);
  await context.clearCookies();

  await page.goto('/member/login.php');
  await page.getByRole('link', { name: '비밀번호 찾기' }).click();
  await expect(page).toHaveURL('/member/find_id_pw.php?tab=password');
  await expect(page.getByRole('heading', { name: '아이디 · 비밀번호 찾기' })).toBeVisible();
  await page.getByLabel('아이디', { exact: true }).fill(loginId);
  await page.getByLabel('가입할 때 입력한 이메일').fill(email);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '인증번호' })).toHaveText(SENT);

  await page.getByLabel('인증번호 6자리').fill(await codeMailedTo(context.request, email, RECOVERY_TEXTS.mailSubject));
  await page.getByRole('button', { name: '확인' }).click();
  await page.getByLabel('새 비밀번호 (영문, 숫자 포함 8~64자)').fill('newpass456');
  await page.getByLabel('새 비밀번호 확인').fill('newpass456');
  await page.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  await expect(page.getByText('비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.')).toBeVisible();

  await page.getByRole('link', { name: `${loginId} (으)로 로그인` }).click();
  await page.getByLabel('아이디', { exact: true }).fill(loginId);
  await page.getByLabel('비밀번호').fill('oldpass123');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '일치' })).toHaveText('아이디 또는 비밀번호가 일치하지 않습니다.');
  await page.getByLabel('비밀번호').fill('newpass456');
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).not.toHaveURL(/\/member\/login\.php/);
  await page.goto('/main/index.php');
  await expect(page.getByRole('banner').getByRole('button', { name: '복구회원님 회원 메뉴' })).toBeVisible();
});

test('finding the id shows the same answer for an address with no account', async ({ page }) => {
  await page.goto('/member/find_id_pw.php');
  await expect(page.getByRole('link', { name: '아이디 찾기' })).toHaveAttribute('aria-current', 'page');
  await page.getByLabel('가입할 때 입력한 이메일').fill(`nobody-${Date.now()}@example.com`);
  await page.getByRole('button', { name: '인증번호 받기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '인증번호' })).toHaveText(SENT);
  await page.getByLabel('인증번호 6자리').fill('123456');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '인증번호' })).toHaveText('인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.');
});
