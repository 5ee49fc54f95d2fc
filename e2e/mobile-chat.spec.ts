import { test } from './fixtures.ts';
import { checkMemberAndPartnerTalk } from './chat-checks.ts';

test('mobile inquiry chat: member on the mobile web, partner in the partner app: talk, receipts, the 문의 tab dot, a photo, report and leave', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await checkMemberAndPartnerTalk(page, browser, 'mobile');
});
