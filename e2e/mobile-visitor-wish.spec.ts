import { webPaths } from '@minda/contracts/paths';
import { expect, loginThroughPage, nextWishAnswer, test } from './fixtures.ts';
import { dismissHomePopups } from './home-popups.ts';

/**
 * A heart tapped as a visitor is not lost (issue 11): the visitor is asked to log in, logs in, comes back to
 * the same page, and finds the stay wished, with a toast that says so.
 */
test('a stay wished as a visitor is saved once the visitor has logged in', async ({ page, context, baseURL }) => {
  await dismissHomePopups(context, page.request, baseURL!);
  const home = webPaths.mobile.home.href();
  await page.goto(home);
  const list = page.getByRole('region', { name: '민다 추천 한인민박' }).getByRole('tabpanel');
  const candidate = list.locator('[data-product^="stay-"]').filter({ has: page.getByRole('button', { name: '찜하기', exact: true }) }).first();
  await expect(candidate).toBeVisible();
  const product = (await candidate.getAttribute('data-product'))!;
  const card = list.locator(`[data-product="${product}"]`);

  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: '찜하기', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/1\.0\/member\/login\.html/);
  await loginThroughPage(page, home);

  await expect(page.getByText('로그인 전에 누른 찜을 저장했어요.')).toBeVisible();
  await expect(card.getByRole('button', { name: '찜 해제', exact: true })).toHaveAttribute('aria-pressed', 'true');

  // Leave the demo member's wishes as they were: the heart taken back, and still so after a reload.
  const removed = nextWishAnswer(page);
  await card.getByRole('button', { name: '찜 해제', exact: true }).click();
  await expect(card.getByRole('button', { name: '찜하기', exact: true })).toHaveAttribute('aria-pressed', 'false');
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await expect(card.getByRole('button', { name: '찜하기', exact: true })).toBeVisible();
});
