import { webPaths } from '@minda/contracts/paths';
import { expect, test } from './fixtures.ts';
import { reviewSummaryOf } from './review-checks.ts';

/**
 * Issue 11 "Reviews" on mobile: the demo member's seeded tour of two weeks ago is reviewed from the tour
 * review landing (`tg_mypage/list.html?…tab=past`), overall grade only, and shows on the tour page at once.
 * (The PC spec reviews the seeded past stay with a photo.)
 */
test('mobile review: the demo member reviews the past tour from the review landing and sees it on the tour page', async ({ page, context, loginAs }) => {
  test.slow();
  await loginAs('member');
  const summaryOf = () => reviewSummaryOf(page, context);
  const before = await summaryOf();
  expect(before.tripCount, 'the seeded past tour waits for its review').toBe(1);

  await page.goto(webPaths.mobile.tourReviews.href());
  await page.getByRole('link', { name: /후기 쓰기$/ }).first().click();
  await expect(page).toHaveURL(/\/m\/1\.0\/grp_mypage\/review_write\.html\?bookno=\d+$/);
  await expect(page.getByText(/후기를 쓰면/)).toContainText(`${before.tripsPoint.toLocaleString('ko-KR')}포인트가 적립돼요`);
  await expect(page.getByRole('radio', { name: '위치 5점' })).toHaveCount(0);

  await page.getByRole('radio', { name: '총점 4점' }).click();
  const text = `e2e 투어 후기: 가이드님 설명이 재미있고 일정이 알찼어요. ${Date.now()}`;
  await page.getByLabel('후기 내용').fill(text);
  await page.getByRole('button', { name: '후기 등록' }).click();
  await expect(page.getByText(/후기를 등록했어요\./)).toBeVisible();
  expect((await summaryOf()).tripCount).toBe(0);

  await page.getByRole('link', { name: '상품 페이지에서 보기' }).click();
  await expect(page.locator('li[data-review-id]').filter({ hasText: text })).toBeVisible();
});
