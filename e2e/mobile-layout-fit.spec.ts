import { webPaths } from '@minda/contracts/paths';
import { expect, test } from './fixtures.ts';
import { dismissHomePopups } from './home-popups.ts';
import { checkResultPageFillsTheScreen, lineCount } from './layout-fit-checks.ts';

// Issue 55: what a first mobile visit showed out of place, at 390 px.

test('the home banners\' ‹ 1/5 › control sits under the artwork, not over it', async ({ page, request }) => {
  await dismissHomePopups(page.context(), request, test.info().project.use.baseURL!);
  await page.goto(webPaths.mobile.home.href());
  const carousel = page.getByRole('region', { name: '이벤트 배너' });
  const image = carousel.getByRole('group', { name: /^1 \// }).getByRole('img');
  await expect(image).toBeVisible();
  const art = (await image.boundingBox())!;
  const control = (await carousel.getByRole('button', { name: '다음 배너' }).boundingBox())!;
  expect(control.y).toBeGreaterThanOrEqual(art.y + art.height);
});

test('every room card of the stay page puts its price and 예약하기 at the same place', async ({ page }) => {
  await page.goto(webPaths.mobile.stayDetail.href(1001));
  const cards = page.getByTestId('stay-rooms').locator('li[data-available="true"]');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(1);
  const rights = { price: new Set<number>(), book: new Set<number>() };
  for (const card of await cards.all()) {
    const price = (await card.getByText(/^총 .+원 · \d+박$/).boundingBox())!;
    const book = (await card.getByRole('button', { name: /^예약하기/ }).or(card.getByRole('link', { name: /^예약하기/ })).boundingBox())!;
    rights.price.add(Math.round(price.x + price.width));
    rights.book.add(Math.round(book.x + book.width));
  }
  expect(rights.price.size).toBe(1);
  expect(rights.book.size).toBe(1);
});

test('the my-page shows the invite code on one line', async ({ page, loginAs }) => {
  await loginAs('member');
  await page.goto(webPaths.mobile.mypage.href());
  const code = page.getByRole('link', { name: /친구 초대 코드/ }).getByRole('definition').first();
  await expect(code).toHaveText(/^[A-Z0-9]{6,}$/);
  expect(await lineCount(code)).toBe(1);
});

test('the partner app\'s header keeps every label on one line at 390 px', async ({ page, loginAs }) => {
  await loginAs('partner');
  await page.goto(webPaths.mobile.partnerBookings.href());
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: '예약' })).toBeVisible();
  for (const label of [header.getByText('파트너센터'), header.getByRole('link', { name: '예약' }), header.getByRole('link', { name: '문의' }), header.getByText('파리하늘민박님'), header.getByRole('button', { name: '로그아웃' })]) {
    expect(await lineCount(label)).toBe(1);
  }
  const bar = (await header.boundingBox())!;
  expect(bar.x + bar.width).toBeLessThanOrEqual(390);
});

test('the booking result is a whole page: status heading, explanation and next steps', async ({ page, loginAs }) => {
  await loginAs('member');
  await checkResultPageFillsTheScreen(page, 'mobile');
});
