import { apiPaths, webPaths } from '@minda/contracts/paths';
import { expect, test } from './fixtures.ts';
import { checkEmptyList, checkRecommendList, PARIS } from './tour-recommend-checks.ts';

test('PC tour recommendation list: city title, 4 per row, infinite scroll, prices, promo board', async ({ page, request }) => {
  await checkRecommendList(page, request, 'pc');
});

test('PC tour recommendation list: the empty message for a city without tours', async ({ page }) => {
  await checkEmptyList(page, 'pc');
});

test('PC tour recommendation list: a member heart flips at once and stays after the refetch', async ({ page, loginAs }) => {
  const listHref = webPaths.pc.tourRecommend.href(PARIS);
  await loginAs('member');
  await page.goto(listHref);
  // A card this member has not wished yet (other specs may have wished some), found again by its number.
  const unwished = page.locator('[data-item-no]').filter({ has: page.getByRole('button', { name: '찜하기' }) }).first();
  const itemNo = await unwished.getAttribute('data-item-no');
  const card = page.locator(`[data-item-no="${itemNo}"]`);
  const heart = card.getByRole('button', { name: '찜하기' });
  const wishes = card.locator('[data-stat="wishes"]');
  const before = (await wishes.count()) > 0 ? Number(((await wishes.textContent()) ?? '').replace(/\D/g, '')) : 0;
  const saved = page.waitForResponse((res) => res.url().includes(apiPaths.wishes.tours.href()) && res.request().method() === 'POST');
  await heart.click();
  await expect(card.getByRole('button', { name: '찜 해제' })).toHaveAttribute('aria-pressed', 'true');
  expect((await saved).status()).toBe(200);
  await expect(wishes).toHaveText(`찜 ${new Intl.NumberFormat('ko-KR').format(before + 1)}`);
  await page.reload();
  await expect(card.getByRole('button', { name: '찜 해제' })).toBeVisible();
});
