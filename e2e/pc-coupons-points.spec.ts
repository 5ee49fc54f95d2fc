import { test } from './fixtures.ts';
import { checkStayPaidWithCouponAndPoints } from './booking-checks.ts';

/** A coupon and points on a booking, on PC (issue 11, decision 028). */
test('a stay paid with a coupon and points charges the deposit less both, and a cancellation refunds the charge and gives the points back', async ({ page, loginAs }) => {
  test.slow();
  await loginAs('member');
  await checkStayPaidWithCouponAndPoints(page, page.request, 'pc');
});
