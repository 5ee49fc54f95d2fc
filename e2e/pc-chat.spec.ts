import { test } from './fixtures.ts';
import { checkMemberAndPartnerTalk, checkOlderMessagesKeepTheScroll, checkXssPayloadsStayInert } from './chat-checks.ts';

test('PC inquiry chat: from the stay page, member and partner talk live, receipts flip, the badge clears, a photo is viewed, the room reported and left', async ({ page, browser }) => {
  test.setTimeout(90_000);
  await checkMemberAndPartnerTalk(page, browser, 'pc');
});

test('PC inquiry chat: the XSS corpus as texts, template data, usernames and image names runs nothing', async ({ page }) => {
  await checkXssPayloadsStayInert(page, 'pc');
});

test('PC inquiry chat: a long room opens at its latest page and loads the page before near the top, keeping the scroll', async ({ page }) => {
  test.setTimeout(90_000);
  await checkOlderMessagesKeepTheScroll(page, 'pc');
});
