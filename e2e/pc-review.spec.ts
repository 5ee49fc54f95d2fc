import sharp from 'sharp';
import { webPaths } from '@minda/contracts/paths';
import { expect, test } from './fixtures.ts';
import { myPagePoints, reviewSummaryOf } from './review-checks.ts';

/**
 * Issue 11 "Reviews": the demo member's seeded past stay (checked out last month) is reviewed from the past
 * reservations with a photo, the review shows on the stay page at once, and the points it earned are the
 * ones the form promised, added to the balance the my-page home shows.
 */
test('PC review: the demo member reviews a past stay with a photo and sees it on the stay page', async ({ page, context, loginAs }) => {
  test.slow();
  await loginAs('member');
  const summaryOf = () => reviewSummaryOf(page, context);
  const before = await summaryOf();
  expect(before.staysCount, 'the seeded past stay waits for its review').toBe(1);
  const pointsBefore = await myPagePoints(page, webPaths.pc.mypage.href());

  await page.goto(webPaths.pc.reservations.href({ tab: 'old' }));
  const write = page.getByRole('link', { name: /후기 쓰기$/ }).first();
  await expect(write).toBeVisible();
  await write.click();
  await expect(page).toHaveURL(/\/mypage\/review_write\.php\?bookno=\d+$/);
  const bookNo = Number(new URL(page.url()).searchParams.get('bookno'));

  await expect(page.getByText(/후기를 쓰면/)).toContainText(`${before.staysPoint.toLocaleString('ko-KR')}포인트가 적립돼요`);
  for (const [label, stars] of [['총점', 5], ['위치', 5], ['시설', 4], ['서비스', 5]] as const) {
    await page.getByRole('radio', { name: `${label} ${stars}점` }).click();
  }
  const text = `e2e 후기 ${bookNo}: 사장님이 친절하시고 아침 식사가 정말 맛있었어요.`;
  await page.getByLabel('후기 내용').fill(text);
  const png = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#2f80ed' } }).png().toBuffer();
  await page.getByLabel('사진 추가').setInputFiles({ name: 'room.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: '올린 사진 1' })).toBeVisible();

  await page.getByRole('button', { name: '후기 등록' }).click();
  await expect(page.getByText(/후기를 등록했어요\./)).toContainText(`${before.staysPoint.toLocaleString('ko-KR')}포인트가 적립됐어요`);
  expect(await summaryOf()).toEqual({ staysCount: 0, tripCount: before.tripCount, staysPoint: 0, tripsPoint: before.tripsPoint });

  await page.getByRole('link', { name: '상품 페이지에서 보기' }).click();
  await expect(page).toHaveURL((url) => url.pathname === webPaths.pc.stayDetail.path);
  const review = page.locator('li[data-review-id]').filter({ hasText: text });
  await expect(review).toBeVisible();
  const photo = review.getByRole('link', { name: '후기 사진 1 크게 보기' });
  await expect(photo).toHaveAttribute('href', /^\/uploads\/review-photos\//);
  expect((await page.request.get((await photo.getAttribute('href'))!)).headers()['content-type']).toBe('image/png');

  expect(await myPagePoints(page, webPaths.pc.mypage.href()), 'my-page points after the review').toBe(pointsBefore + before.staysPoint);

  // Back on the past reservations, the booking now offers its review to see and edit.
  await page.goto(webPaths.pc.reservations.href({ tab: 'old' }));
  await expect(page.getByRole('link', { name: /후기 보기\/수정$/ }).first()).toHaveAttribute('href', webPaths.pc.reviewWrite.href(bookNo));
});
