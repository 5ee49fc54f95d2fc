import { test } from './fixtures.ts';
import { checkMemberAndPartnerTalk, checkXssPayloadsStayInert } from './chat-checks.ts';

test('PC inquiry chat: from the stay page, member and partner talk live, receipts flip, the badge clears, a photo is viewed, the room reported and left', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await checkMemberAndPartnerTalk(page, browser, 'pc');
});

test('PC inquiry chat: the XSS corpus as texts, template data, usernames and image names runs nothing', async ({ page }) => {
  await checkXssPayloadsStayInert(page, 'pc');
});
