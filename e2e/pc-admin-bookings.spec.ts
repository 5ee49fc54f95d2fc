import { webPaths } from '@minda/contracts/paths';
import { formatWon } from '@minda/contracts/rules/price';
import { bookPaidInstantStay } from './booking-checks.ts';
import { DEMO_MEMBER, expect, test } from './fixtures.ts';

const DEMO_PASSWORD = DEMO_MEMBER.password;

/**
 * The operator's back office (issue 9): the admin login, the bookings list and detail, and the operator's
 * cancel of a paid booking, which the member then sees as 운영자 취소 (-99) with the refund of everything paid.
 */

test('PC back office: only an operator gets in; a member is turned away', async ({ page, loginAs }) => {
  await page.goto(webPaths.admin.bookings.href());
  await expect(page).toHaveURL((url) => url.pathname === webPaths.admin.login.path && url.searchParams.get('return') === '/admin/bookings');
  await page.getByLabel('아이디').fill('member');
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('아이디 또는 비밀번호가 일치하지 않습니다.');

  await loginAs('member');
  await page.goto(webPaths.admin.refunds.href());
  await expect(page.getByRole('heading', { name: '관리자 계정으로 로그인해 주세요.' })).toBeVisible();
});

test('PC back office: an operator sees only what the role may open', async ({ page }) => {
  await page.goto(webPaths.admin.login.href(webPaths.admin.inquiries.href()));
  await page.getByLabel('아이디').fill('support-admin');
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === webPaths.admin.inquiries.path);
  const menu = page.getByRole('navigation', { name: '관리자 메뉴' });
  await expect(menu.getByRole('link')).toHaveText(['예약 관리', '1:1 문의', '내 계정']);
  await expect(page.getByText('고객 지원 담당님 · 고객 지원')).toBeVisible();
  // Refunds are finance's: the address opens a refusal that offers what the role may open.
  await page.goto(webPaths.admin.refunds.href());
  await expect(page.getByRole('heading', { name: '이 화면을 열 권한이 없습니다.' })).toBeVisible();
  await page.getByRole('list', { name: '열 수 있는 화면' }).getByRole('link', { name: '예약 관리' }).click();
  await expect(page).toHaveURL((url) => url.pathname === webPaths.admin.bookings.path);
});

test('PC back office: the operator cancels a paid stay and the member sees 운영자 취소 with the refund', async ({ page, request, browser, loginAs }) => {
  // The member books and pays an instant stay of their own (the seeded bookings stay as other specs expect them).
  await loginAs('member');
  const { bookNo, room } = await bookPaidInstantStay(page, request, 'pc', 'operatorCancel');
  expect(bookNo).toBeGreaterThan(0);

  const operatorContext = await browser.newContext();
  const admin = await operatorContext.newPage();
  await admin.goto(webPaths.admin.login.href());
  await admin.getByLabel('아이디').fill('admin');
  await admin.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  await admin.getByRole('button', { name: '로그인', exact: true }).click();
  await expect(admin).toHaveURL((url) => url.pathname === webPaths.admin.bookings.path);

  // Found by its number in the list, opened, cancelled with a reason.
  const search = admin.getByRole('search', { name: '예약 검색' });
  await search.getByLabel('예약번호·예약자·연락처').fill(String(bookNo));
  await search.getByRole('button', { name: '검색' }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/bookings\\?q=${bookNo}$`));
  await admin.getByRole('link', { name: String(bookNo), exact: true }).click();
  await expect(admin.getByRole('heading', { name: `예약 ${bookNo} 예약 확정` })).toBeVisible();
  await admin.getByRole('button', { name: '운영자 취소' }).click();
  const dialog = admin.getByRole('dialog', { name: `운영자 취소: 예약 ${bookNo}` });
  await expect(dialog).toContainText(`결제된 ${formatWon(room.deposit)}이 전액 환불됩니다.`);
  await dialog.getByLabel('취소 사유 (고객과 파트너에게 전달됩니다)').fill('숙소 영업 정지로 운영자 취소');
  await dialog.getByRole('button', { name: '취소하고 환불하기' }).click();
  await expect(admin.getByText(`${bookNo}번 예약을 운영자 취소했습니다. ${formatWon(room.deposit)} 환불을 요청했습니다.`)).toBeVisible();
  await expect(admin.getByRole('heading', { name: `예약 ${bookNo} 운영자 취소` })).toBeVisible();
  await expect(admin.getByRole('region', { name: '상태 이력' })).toContainText('숙소 영업 정지로 운영자 취소');
  // The audit log's record of it: who, the status before and after, why.
  const record = admin.getByRole('region', { name: '변경 기록' });
  await expect(record).toContainText('예약 운영자 취소');
  await expect(record).toContainText('운영자 (최고 관리자)');
  await expect(record).toContainText('상태: 예약 확정 → 운영자 취소');
  await expect(record).toContainText('사유: 숙소 영업 정지로 운영자 취소');
  await operatorContext.close();

  // The member's reservation: the operator's cancel and the refund of the whole deposit.
  await page.goto(webPaths.pc.reservation.href(bookNo));
  await expect(page.getByRole('heading', { level: 2, name: '운영자 취소' })).toBeVisible();
  await expect(page.getByText(`환불 금액 ${formatWon(room.deposit)}`)).toBeVisible();
});
