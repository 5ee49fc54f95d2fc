import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { expect, test } from './fixtures.ts';
import { bookingDetailAnswer, bookingListAnswer, bookingsOf, checkConfirmedDetail, detailOf, reservationCards } from './reservation-checks.ts';

test('mobile my reservations: the bottom tab 예약 shows the upcoming count and lands on the list', async ({ page, loginAs }) => {
  await loginAs('member');
  const count = page.waitForResponse((r) => new URL(r.url()).pathname === apiUrl(apiPaths.mypage.reservationCount.href()) && r.ok());
  await page.goto(webPaths.mobile.tourReservations.href('past'));
  const { upcoming } = ((await (await count).json()) as { data: { upcoming: number } }).data;
  expect(upcoming, 'the seeded upcoming stay and tour').toBeGreaterThanOrEqual(2);
  const tab = page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: /예약/ });
  await expect(tab.getByTestId('reservation-badge')).toHaveText(String(upcoming));
  await tab.click();
  await expect(page).toHaveURL(/\/m\/1\.0\/grp_mypage\/my_reservation\.html$/);
  await expect(tab).toHaveAttribute('aria-current', 'page');
});

test('mobile my reservations: each stay card opens the view of its status, and a wrong view moves to the right one', async ({ page, loginAs }) => {
  await loginAs('member');
  const upcoming = bookingListAnswer(page, 'upcoming', 'stay');
  await page.goto(webPaths.mobile.reservations.href());
  const confirmed = (await bookingsOf(await upcoming)).find((b) => b.status === 9)!;
  expect(confirmed, 'the seeded upcoming confirmed stay').toBeTruthy();
  const card = reservationCards(page, '예정된 예약').filter({ hasText: `예약번호 ${confirmed.bookNo}` });
  await expect(card).toHaveAttribute('href', `/m/1.0/grp_mypage/my_reservation_view_3.html?bookno=${confirmed.bookNo}`);

  // The review landing of past stays.
  const past = bookingListAnswer(page, 'past', 'stay');
  await page.goto(webPaths.mobile.stayReviews.href());
  expect((await bookingsOf(await past)).length).toBeGreaterThan(0);
  await expect(page.getByRole('link', { name: '지난 예약', exact: true })).toHaveAttribute('aria-current', 'page');

  const cancelled = bookingListAnswer(page, 'cancelled', 'stay');
  await page.getByRole('link', { name: '취소·환불', exact: true }).click();
  const guestCancelled = (await bookingsOf(await cancelled)).find((b) => b.status === -19)!;
  await expect(reservationCards(page, '취소·환불').filter({ hasText: `예약번호 ${guestCancelled.bookNo}` })).toHaveAttribute(
    'href',
    `/m/1.0/grp_mypage/my_reservation_view_4.html?bookno=${guestCancelled.bookNo}`,
  );

  const detail = bookingDetailAnswer(page, confirmed.bookNo);
  await page.goto(webPaths.mobile.reservationView.href(1, confirmed.bookNo));
  await page.waitForURL((url) => url.pathname === '/m/1.0/grp_mypage/my_reservation_view_3.html');
  await checkConfirmedDetail(page, await detailOf(await detail), 70);
});

test('mobile my reservations: the seeded tour on the tour list (tab all) opens the tour view', async ({ page, loginAs }) => {
  await loginAs('member');
  const tours = bookingListAnswer(page, 'upcoming', 'tour');
  await page.goto(webPaths.mobile.tourReservations.href('all'));
  const tour = (await bookingsOf(await tours)).find((b) => b.status === 9)!;
  expect(tour, 'the seeded confirmed tour').toBeTruthy();
  const card = reservationCards(page, '예정된 예약').filter({ hasText: `예약번호 ${tour.bookNo}` });
  await expect(card).toHaveAttribute('href', `/m/1.0/tg_mypage/view.html?bookno=${tour.bookNo}`);
  await card.click();
  await expect(page.getByRole('heading', { level: 2, name: '예약 확정' })).toBeVisible();
  await expect(page.getByRole('img', { name: /^바우처 QR 코드 / })).toBeVisible();
});

test('mobile my reservations: another member’s or an unknown booking is not found', async ({ page, loginAs }) => {
  await loginAs('member');
  await page.goto(webPaths.mobile.reservationView.href(3, 999_999));
  await expect(page.getByText('예약 내역을 찾을 수 없어요.')).toBeVisible();
});
