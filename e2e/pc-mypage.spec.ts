import { expect, loginThroughPage, test } from './fixtures.ts';
import { consoleErrors, expectRealPage, FRESH_PASSWORD, internalLinks, registerFreshMember } from './mypage-checks.ts';

/**
 * The member area on PC (issue 11): every link of the header, the member menu, the footer and the my-page
 * lands on a real page for a member; a visitor goes to login and comes back; the profile, withdrawal and the
 * 1:1 inquiry work end to end. Addresses are the spec's, written out.
 */
const MYPAGE = '/mypage/mypage_home.php';

test('every header, member-menu, footer and my-page link lands on a real page for a member', async ({ page, loginAs }) => {
  test.slow();
  await loginAs('member');
  const errors = consoleErrors(page);
  await page.goto(MYPAGE);
  await expect(page.getByRole('region', { name: '내 정보' })).toContainText('여행자님');
  const benefits = page.getByRole('definition').filter({ hasText: /^\d[\d,]*P$/ });
  await expect(benefits).toHaveCount(1);
  await expect(page.getByText(/^\d+장$/)).toBeVisible();
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: /여행자님/ }).click();
  const memberMenu = ['/mypage/mypage_home.php', '/mypage/my_reservation.php', '/mypage/guidebook.php', '/mypage/inquiry/list.php'];
  for (const href of memberMenu) await expect(header.locator(`a[href="${href}"]`).first()).toBeAttached();
  const links = new Set([
    ...memberMenu,
    ...(await internalLinks(header)),
    ...(await internalLinks(page.getByRole('contentinfo'))),
    ...(await internalLinks(page.getByRole('navigation', { name: '마이페이지 메뉴' }))),
  ]);
  // The footer's 1:1 문의 and the my-page's own lists are among them.
  expect([...links]).toEqual(expect.arrayContaining(['/mypage/my_m2m.php?mode=write', '/mypage/my_m2m.php?mode=list', '/mypage/my_modify.php', '/mypage/guidebook.php']));
  for (const href of links) await expectRealPage(page, href);
  expect(errors).toEqual([]);
});

test('a visitor opening a member page logs in and comes back to it', async ({ page }) => {
  for (const path of [MYPAGE, '/mypage/guidebook.php']) {
    await page.context().clearCookies();
    await page.goto(path);
    await expect(page).toHaveURL(/\/member\/login\.php\?encoded_login_return_page=true/);
    await loginThroughPage(page, path);
    await expect(page).toHaveURL(path);
  }
  await expect(page.getByRole('heading', { name: '찜 목록' })).toBeVisible();
});

test('a member changes the nickname, and withdraws: the account can no longer log in', async ({ page, context }) => {
  test.slow();
  const { loginId } = await registerFreshMember(context, '처음이름');
  await page.goto('/mypage/my_modify.php');
  const basics = page.getByRole('form', { name: '기본 정보' });
  await basics.getByLabel('닉네임').fill('가');
  await basics.getByRole('button', { name: '닉네임 저장' }).click();
  await expect(basics.getByRole('alert')).toHaveText('닉네임은 2자 이상이어야 합니다.');
  await basics.getByLabel('닉네임').fill('바뀐이름');
  await basics.getByRole('button', { name: '닉네임 저장' }).click();
  await expect(basics.getByRole('status')).toHaveText('닉네임을 바꿨어요.');
  await expect(page.getByRole('banner').getByRole('button', { name: /바뀐이름님/ })).toBeVisible();
  await page.goto(MYPAGE);
  await expect(page.getByRole('region', { name: '내 정보' })).toContainText('바뀐이름님');

  await page.goto('/mypage/my_modify.php');
  const withdrawal = page.getByRole('form', { name: '회원 탈퇴' });
  await withdrawal.getByLabel('비밀번호 확인').fill('wrongpass1');
  await withdrawal.getByLabel('위 내용을 확인했습니다.').check();
  page.on('dialog', (dialog) => void dialog.accept());
  await withdrawal.getByRole('button', { name: '탈퇴하기' }).click();
  await expect(withdrawal.getByRole('alert')).toHaveText('현재 비밀번호가 일치하지 않습니다.');
  await withdrawal.getByLabel('비밀번호 확인').fill(FRESH_PASSWORD);
  await withdrawal.getByRole('button', { name: '탈퇴하기' }).click();
  // A withdrawal on PC lands on the PC home (issue 55: it used to land on the mobile one).
  await page.waitForURL('**/main/index.php');

  // Signed out, and the old id no longer logs in.
  await page.goto(`/member/login.php`);
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  await expect(page).toHaveURL(/\/member\/login\.php/);
});

test('a 1:1 inquiry is sent from the footer link, waits, is answered in the back office, and the member reads the answer', async ({ page, context, loginAs }) => {
  test.slow();
  const { loginId } = await registerFreshMember(context);
  await page.goto('/main/index.php');
  await page.getByRole('contentinfo').getByRole('link', { name: '1:1 문의' }).click();
  await expect(page).toHaveURL('/mypage/my_m2m.php?mode=write');
  const form = page.getByRole('form', { name: '1:1 문의하기' });
  await form.getByLabel('문의 유형').selectOption({ label: '취소/환불' });
  await form.getByLabel('제목').fill('환불 일정 문의');
  await form.getByLabel('내용').fill('지난주에 취소한 예약의 환불이 언제 들어오는지 궁금합니다.');
  await form.getByLabel(/첨부 파일/).setInputFiles({ name: '영수증.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64') });
  await expect(form.getByRole('list', { name: '첨부한 파일' })).toContainText('영수증.png');
  await form.getByRole('button', { name: '문의 보내기' }).click();
  await expect(page).toHaveURL('/mypage/my_m2m.php?mode=list');
  const first = page.getByRole('list', { name: '문의 내역' }).getByRole('listitem').first();
  await expect(first).toContainText('환불 일정 문의');
  await expect(first).toContainText('답변대기');
  await expect(first.getByRole('link', { name: /영수증\.png/ })).toBeVisible();

  // The operator answers it in the back office.
  await context.clearCookies();
  await loginAs('admin');
  await page.goto('/admin/inquiries');
  const item = page.getByRole('listitem', { name: '환불 일정 문의' });
  await expect(item).toContainText(loginId);
  await item.getByLabel('답변').fill('카드사 사정에 따라 영업일 기준 3~7일 안에 환불됩니다.');
  await item.getByRole('button', { name: '답변 등록' }).click();
  await expect(item).toContainText('답변완료');
  await expect(item.getByRole('button', { name: '답변 고치기' })).toBeVisible();
  await page.getByRole('link', { name: '답변대기' }).click();
  await expect(page.getByRole('listitem', { name: '환불 일정 문의' })).toHaveCount(0);

  // The member logs in again and reads it.
  await context.clearCookies();
  await page.goto('/member/login.php');
  await page.getByLabel('아이디').fill(loginId);
  await page.getByLabel('비밀번호').fill(FRESH_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/member/login.php');
  await page.goto('/mypage/my_m2m.php?mode=list');
  const mine = page.getByRole('list', { name: '문의 내역' }).getByRole('listitem').first();
  await expect(mine).toContainText('답변완료');
  await expect(mine.getByLabel('답변')).toContainText('영업일 기준 3~7일');

  // The demo member's seeded answers show too.
  await context.clearCookies();
  await loginAs('member');
  await page.goto('/mypage/my_m2m.php?mode=list');
  const answered = page.getByRole('list', { name: '문의 내역' }).getByRole('listitem').filter({ hasText: '답변완료' });
  await expect(answered.first().getByLabel('답변')).toContainText('민다 고객센터');
});
