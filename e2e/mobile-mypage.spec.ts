import { expect, loginThroughPage, nextWishAnswer, test } from './fixtures.ts';
import { dismissHomePopups } from './home-popups.ts';
import { consoleErrors, expectRealPage, internalLinks, registerFreshMember } from './mypage-checks.ts';

/**
 * The member area on mobile (issue 11): the bottom tabs and every link of the my-page land on real pages
 * for a member, a visitor goes to login and back, and the wish list shows a new wish and removes it.
 */
const MYPAGE = '/m/1.0/mypage/index.html';
const WISHES = '/m/1.0/guidebook/main.html';

test('every bottom tab and my-page link lands on a real page for a member', async ({ page, context, baseURL, loginAs }) => {
  test.slow();
  await dismissHomePopups(context, page.request, baseURL!);
  await loginAs('member');
  const errors = consoleErrors(page);
  await page.goto(MYPAGE);
  await expect(page.getByRole('region', { name: '내 정보' })).toContainText('여행자님');
  const tabs = await internalLinks(page.getByRole('navigation', { name: '하단 메뉴' }));
  expect(tabs).toEqual(expect.arrayContaining([WISHES, MYPAGE]));
  const menu = await internalLinks(page.getByRole('navigation', { name: '마이페이지 메뉴' }));
  expect(menu).toEqual(expect.arrayContaining(['/m/1.0/mypage/my_modify.html', '/m/1.0/mypage/my_m2m.html?mode=list', WISHES]));
  for (const href of new Set([...tabs, ...menu])) await expectRealPage(page, href);
  // The tabs themselves: 찜 and 마이 open their screens.
  await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '찜' }).click();
  await expect(page).toHaveURL(WISHES);
  await expect(page.getByRole('navigation', { name: '찜 종류' })).toBeVisible();
  await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '마이' }).click();
  await expect(page).toHaveURL(MYPAGE);
  expect(errors).toEqual([]);
});

test('a visitor tapping 마이 logs in and comes back to the my-page', async ({ page, context, baseURL }) => {
  await dismissHomePopups(context, page.request, baseURL!);
  await page.goto('/m/1.0/grp_main/main.html');
  await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '마이' }).click();
  await expect(page).toHaveURL(/\/m\/1\.0\/member\/login\.html\?encoded_login_return_page=true/);
  await loginThroughPage(page, MYPAGE);
  await expect(page.getByRole('region', { name: '내 정보' })).toContainText('여행자님');
});

test('the wish list shows a new wish with its count, and removes it with the heart', async ({ page, context, baseURL }) => {
  await dismissHomePopups(context, page.request, baseURL!);
  await registerFreshMember(context);
  await page.goto(WISHES);
  await expect(page.getByText('찜한 한인민박이 없어요.')).toBeVisible();
  await expect(page.getByRole('link', { name: '한인민박 0' })).toBeVisible();

  await page.goto('/m/1.0/grp_main/main.html');
  const list = page.getByRole('region', { name: '민다 추천 한인민박' }).getByRole('tabpanel');
  const candidate = list.locator('[data-product^="stay-"]').first();
  const product = (await candidate.getAttribute('data-product'))!;
  await candidate.getByRole('button', { name: '찜하기', exact: true }).click();
  await expect(candidate.getByRole('button', { name: '찜 해제', exact: true })).toBeVisible();

  await page.goto(WISHES);
  const card = page.locator(`[data-product="${product}"]`);
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: '한인민박 1' })).toHaveAttribute('aria-current', 'page');
  const removed = nextWishAnswer(page);
  await card.getByRole('button', { name: '찜 해제', exact: true }).click();
  await expect(page.getByRole('link', { name: '한인민박 0' })).toBeVisible();
  await expect(page.getByText('하트를 다시 누르면 되돌릴 수 있어요.')).toBeVisible();
  expect((await removed).ok()).toBe(true);
  await page.reload();
  await expect(page.getByText('찜한 한인민박이 없어요.')).toBeVisible();
  await expect(page.getByRole('link', { name: '한인민박 둘러보기' })).toHaveAttribute('href', '/m/1.0/grp_main/accom.html');
});
