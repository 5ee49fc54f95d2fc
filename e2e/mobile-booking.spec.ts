import { test } from './fixtures.ts';
import { checkDeclinedCard, checkHotelPaid, checkInstantStayPaid, checkRequestStay, checkTourPaid, checkVisitorLogsInAndComesBack } from './booking-checks.ts';

/** Booking on mobile: 예약하기, the form, the test gateway's payment page, the result (issue 9). */
test.describe('mobile booking', () => {
  test.beforeEach(async ({ loginAs }) => {
    await loginAs('member');
  });

  test('an instant stay paid with the test card is confirmed, shows its voucher, and is cancelled with the deposit refunded', async ({ page }) => {
    await checkInstantStayPaid(page, page.request, 'mobile');
  });

  test('a declined card ends in 결제 실패 with 다시 결제하기', async ({ page }) => {
    await checkDeclinedCard(page, page.request, 'mobile');
  });

  test('a stay that takes requests is requested, nothing paid', async ({ page }) => {
    await checkRequestStay(page, page.request, 'mobile');
  });

  test('a hotel room booked and paid in full is confirmed', async ({ page }) => {
    await checkHotelPaid(page, page.request, 'mobile');
  });

  test('a tour option on a date for two is booked, paid and confirmed', async ({ page }) => {
    await checkTourPaid(page, page.request, 'mobile');
  });
});

test('a visitor is sent to log in and comes back to the same booking form', async ({ page }) => {
  await checkVisitorLogsInAndComesBack(page, page.request, 'mobile');
});
