import { webPaths } from '@minda/contracts/paths';
import { expect, test } from './fixtures.ts';
import { bookingDetailAnswer, bookingListAnswer, bookingsOf, checkConfirmedDetail, detailOf, reservationCards } from './reservation-checks.ts';

test('PC my reservations: a visitor is sent to log in and back to the list', async ({ page }) => {
  await page.goto(webPaths.pc.reservations.href({ tab: 'old' }));
  await page.waitForURL((url) => url.pathname === webPaths.member.login.path);
  expect(new URL(page.url()).searchParams.get('login_return_page')).toBe(encodeURIComponent('/mypage/my_reservation.php?tab=old'));
});

test('PC my reservations: the seeded stays by tab, each card opening its detail', async ({ page, loginAs }) => {
  await loginAs('member');
  const upcoming = bookingListAnswer(page, 'upcoming', 'stay');
  await page.goto(webPaths.pc.reservations.href());
  const upcomingStays = await bookingsOf(await upcoming);
  const confirmed = upcomingStays.find((b) => b.status === 9)!;
  expect(confirmed, 'the seeded upcoming confirmed stay').toBeTruthy();
  const card = reservationCards(page, '예정된 예약').filter({ hasText: `예약번호 ${confirmed.bookNo}` });
  await expect(card).toContainText('예약 확정');
  await expect(card).toContainText(confirmed.productName);
  await expect(card).toHaveAttribute('href', `/mypage/v.my_reservation.php?bookno=${confirmed.bookNo}`);

  const past = bookingListAnswer(page, 'past', 'stay');
  await page.getByRole('link', { name: '지난 예약', exact: true }).click();
  await expect(page).toHaveURL(/\/mypage\/my_reservation\.php\?tab=old$/);
  expect((await bookingsOf(await past)).length).toBeGreaterThan(0);
  // A confirmed stay whose check-out has passed was used.
  await expect(reservationCards(page, '지난 예약').first()).toContainText('이용 완료');

  const cancelled = bookingListAnswer(page, 'cancelled', 'stay');
  await page.getByRole('link', { name: '취소·환불', exact: true }).click();
  const cancelledStays = await bookingsOf(await cancelled);
  expect(cancelledStays.map((b) => b.status)).toContain(-19);
  await expect(reservationCards(page, '취소·환불').filter({ hasText: '예약 취소' }).first()).toBeVisible();

  const detail = bookingDetailAnswer(page, confirmed.bookNo);
  await page.goto(webPaths.pc.reservation.href(confirmed.bookNo));
  await checkConfirmedDetail(page, await detailOf(await detail), 70);
});

test('PC my reservations: the seeded tour on the tour list and its detail', async ({ page, loginAs }) => {
  await loginAs('member');
  const tours = bookingListAnswer(page, 'upcoming', 'tour');
  await page.goto(webPaths.pc.tourReservations.href());
  const tour = (await bookingsOf(await tours)).find((b) => b.status === 9)!;
  expect(tour, 'the seeded confirmed tour').toBeTruthy();
  const card = reservationCards(page, '예정된 예약').filter({ hasText: `예약번호 ${tour.bookNo}` });
  await expect(card).toHaveAttribute('href', `/mypage/my_tg_reserve_view.php?bookno=${tour.bookNo}`);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/mypage/my_tg_reserve_view\\.php\\?bookno=${tour.bookNo}$`));
  await expect(page.getByRole('heading', { level: 2, name: '예약 확정' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^바우처 QR 코드 / })).toBeVisible();
});
