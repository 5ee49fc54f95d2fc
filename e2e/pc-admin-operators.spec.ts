import { Secret, TOTP } from 'otpauth';
import { webPaths } from '@minda/contracts/paths';
import { apiHeaders, DEMO_MEMBER, expect, expectNoSeriousA11yViolations, loginAs, test } from './fixtures.ts';

/**
 * Operators and their roles (issue 57): the super operator adds an operator with a role, who then sees only
 * that role's screens; taken out with a reason, the operator can no longer sign in, and the audit log keeps both.
 */

test('PC back office: a super operator adds a support operator, who sees only support screens, then stops them', async ({ page, browser }) => {
  const loginId = `helper.${Date.now().toString(36)}`;
  await page.goto(webPaths.admin.login.href(webPaths.admin.operators.href()));
  await page.getByLabel('아이디').fill('admin');
  await page.getByLabel('비밀번호').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('heading', { name: '운영자 관리' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '운영자 관리' })).toBeVisible();

  const form = page.getByRole('region', { name: '운영자 추가' });
  await form.getByLabel('아이디').fill(loginId);
  await form.getByLabel('첫 비밀번호').fill('helper1234!');
  await form.getByLabel('이름').fill('새 지원 담당');
  await form.getByLabel('역할').selectOption({ label: '고객 지원' });
  await form.getByRole('button', { name: '추가' }).click();
  await expect(page.getByText('새 지원 담당님을 고객 지원 역할로 추가했습니다.')).toBeVisible();
  const row = page.getByRole('table', { name: '운영자 목록' }).getByRole('row').filter({ hasText: loginId });
  await expect(row).toContainText('사용 중');
  await expectNoSeriousA11yViolations(page);

  // The new operator, in a browser of their own: the support screens, nothing else.
  const helperContext = await browser.newContext();
  const helper = await helperContext.newPage();
  await helper.goto(webPaths.admin.login.href());
  await helper.getByLabel('아이디').fill(loginId);
  await helper.getByLabel('비밀번호').fill('helper1234!');
  await helper.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(helper.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link')).toHaveText(['예약 관리', '1:1 문의', '내 계정']);
  await helper.goto(webPaths.admin.operators.href());
  await expect(helper.getByRole('heading', { name: '이 화면을 열 권한이 없습니다.' })).toBeVisible();

  // Stopped, with a reason: the next sign-in is refused and says why.
  await row.getByRole('button', { name: '사용 중지' }).click();
  await row.getByLabel('중지 사유').fill('업무 종료');
  await row.getByRole('button', { name: '중지' }).click();
  await expect(page.getByText('새 지원 담당님의 사용을 중지했습니다. 로그인 중이던 세션도 끝났습니다.')).toBeVisible();
  await expect(row).toContainText('사용 중지');
  await helperContext.clearCookies();
  await helper.goto(webPaths.admin.login.href());
  await helper.getByLabel('아이디').fill(loginId);
  await helper.getByLabel('비밀번호').fill('helper1234!');
  await helper.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(helper.getByRole('alert')).toHaveText('사용이 중지된 운영자 계정입니다. 최고 관리자에게 문의해 주세요.');
  await helperContext.close();

  // The audit log has both changes, found by the operator's target type and the stop action.
  await page.getByRole('navigation', { name: '관리자 메뉴' }).getByRole('link', { name: '변경 이력' }).click();
  const search = page.getByRole('search', { name: '변경 이력 검색' });
  await search.getByLabel('작업').selectOption({ label: '운영자 사용 중지' });
  await search.getByLabel('대상 종류').selectOption({ label: '운영자' });
  await search.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?action=operator\.deactivate&targetType=operator$/);
  const log = page.getByRole('table', { name: '변경 이력' });
  // The filtered page replaces the whole log's (kept on screen while it loads): no addition is left in it.
  await expect(log.getByRole('row').filter({ hasText: '운영자 추가' })).toHaveCount(0);
  const entry = log.getByRole('row').filter({ hasText: loginId });
  await expect(entry).toContainText('운영자 사용 중지');
  await expect(entry).toContainText('업무 종료');
  await expect(entry).toContainText('운영자 (최고 관리자)');
  await expectNoSeriousA11yViolations(page);

  // Saved as a view of the log, it opens the same conditions again from the unfiltered log.
  const viewName = `중지 기록 ${loginId.slice(-4)}`;
  await page.getByLabel('보기 이름').fill(viewName);
  await page.getByRole('button', { name: '지금 조건 저장' }).click();
  await page.goto(webPaths.admin.audit.href());
  await page.getByRole('navigation', { name: '저장한 보기' }).getByRole('link', { name: viewName }).click();
  await expect(page).toHaveURL(/\/admin\/audit\?action=operator\.deactivate&targetType=operator$/);
  await expect(page.getByRole('navigation', { name: '저장한 보기' }).getByRole('link', { name: viewName })).toHaveAttribute('aria-current', 'page');
});

test('PC back office: an operator turns on 2단계 인증 and then signs in with the app’s code, or a recovery code', async ({ page, browser }) => {
  // An operator of this test's own (the super operator adds one through the API), so a retry starts afresh.
  const loginId = `otp.${Date.now().toString(36)}`;
  const admin = await browser.newContext();
  await loginAs(admin, 'admin');
  const created = await admin.request.post('/api/v2/admin/users', { headers: await apiHeaders(admin), data: { loginId, password: 'otp12345!', nickname: '2단계 담당', role: 'content' } });
  expect(created.status(), await created.text()).toBe(200);
  await admin.close();

  const signIn = async (code?: string) => {
    await page.goto(webPaths.admin.login.href(webPaths.admin.account.href()));
    await page.getByLabel('아이디').fill(loginId);
    await page.getByLabel('비밀번호').fill('otp12345!');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    if (code === undefined) return;
    await expect(page.getByRole('alert').filter({ hasText: '인증 앱의 6자리 코드를 입력해 주세요.' })).toBeVisible();
    await page.getByLabel('인증 코드').fill(code);
    await page.getByRole('button', { name: '로그인', exact: true }).click();
  };
  await signIn();
  await expect(page.getByRole('heading', { name: '내 계정' })).toBeVisible();
  const section = page.getByRole('region', { name: '2단계 인증' });
  await expect(section).toContainText('2단계 인증 꺼짐');
  await section.getByRole('button', { name: '2단계 인증 켜기' }).click();
  await expect(section.getByRole('img', { name: '인증 앱으로 찍을 QR 코드' })).toBeVisible();
  const secret = (await section.getByLabel('설정 키').textContent())!.trim();
  const codeAt = (timestamp: number) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp });
  await section.getByLabel('인증 앱의 6자리 코드').fill(codeAt(Date.now()));
  await section.getByRole('button', { name: '확인하고 켜기' }).click();
  const codes = section.getByRole('list', { name: '복구 코드' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const [recovery, another] = (await codes.allTextContents()).map((code) => code.trim());
  await section.getByRole('button', { name: '적어 두었습니다' }).click();
  await expect(section).toContainText('2단계 인증 켜짐');
  await expectNoSeriousA11yViolations(page);

  // Next sign-in: the password, then the app's next code.
  await page.context().clearCookies();
  await signIn(codeAt(Date.now() + 30_000));
  await expect(page.getByRole('heading', { name: '내 계정' })).toBeVisible();
  // And with a recovery code; another one turns the factor off.
  await page.context().clearCookies();
  await signIn(recovery);
  await expect(page.getByRole('heading', { name: '내 계정' })).toBeVisible();
  const off = page.getByRole('form', { name: '2단계 인증 끄기' });
  await off.getByLabel('인증 앱의 코드 또는 복구 코드').fill(another!);
  await off.getByRole('button', { name: '2단계 인증 끄기' }).click();
  await expect(page.getByRole('region', { name: '2단계 인증' })).toContainText('2단계 인증 꺼짐');
});
