import { test } from './fixtures.ts';
import { checkMemberIsTurnedAway, checkPartnerAcceptsRequest } from './partner-bookings-checks.ts';

test('PC manager: the partner sees the request countdown, an accepted request moves to 결제 대기, and the member then pays it', async ({ page, browser }) => {
  await checkPartnerAcceptsRequest(page, browser, 'pc');
});

test('PC manager: a member is asked to sign in with a partner account', async ({ page }) => {
  await checkMemberIsTurnedAway(page, 'pc');
});
