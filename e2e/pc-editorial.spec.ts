import type { Page } from '@playwright/test';
import { EVENT_MENU, EVENT_STAYS_HOME, webPaths } from '@minda/contracts/paths';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const main = (page: Page) => page.locator('#pc-main');

test('events 336 and 353 load with their titles, period and banner from the API', async ({ page }) => {
  for (const [no, expected] of [[EVENT_STAYS_HOME, /^한인민박 (봄|여름|가을|겨울) 특가 이벤트$/], [EVENT_MENU, /^투어·티켓 할인 이벤트$/]] as const) {
    await page.goto(webPaths.pc.event.href(no));
    // The stay special is named for the season on sale on the day the seed ran.
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(expected);
    const title = (await heading.textContent())!;
    await expect(page).toHaveTitle(`${title} - 민다 이벤트`);
    await expect(main(page)).toContainText('기간');
    await expect(main(page).getByRole('heading', { level: 3, name: '이벤트 혜택' })).toBeVisible();
    const banner = page.getByRole('img', { name: `${title} 배너` });
    await expect(banner).toHaveJSProperty('complete', true);
    expect(await banner.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
  }
  await page.screenshot({ path: test.info().outputPath('pc-event-353.png'), fullPage: true });
});

test('an unknown event says so in Korean', async ({ page }) => {
  await page.goto(webPaths.pc.event.href(99999));
  await expect(page.getByText('이벤트를 찾을 수 없어요')).toBeVisible();
  await expect(page.getByText('이벤트를 찾을 수 없습니다. 종료되었거나 잘못된 주소입니다.')).toBeVisible();
});

test('the tripbuddy board lists posts, pages, opens a post and switches boards', async ({ page }) => {
  await page.goto(webPaths.pc.community.href('tripbuddy'));
  await expect(page).toHaveTitle('동행 찾기 - 민다 커뮤니티');
  await expect(page.getByRole('tab', { name: '동행 찾기' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('listitem')).toHaveCount(15);
  const firstPageTitle = await panel.getByRole('listitem').first().locator('a > span').first().textContent();

  const pager = page.getByRole('navigation', { name: '페이지 이동' });
  await pager.getByRole('link', { name: '2페이지' }).click();
  await expect(page).toHaveURL('/community/list.php?id=tripbuddy&page=2');
  await expect(pager.getByRole('link', { name: '2페이지' })).toHaveAttribute('aria-current', 'page');
  await expect(panel.getByRole('listitem').first()).not.toContainText(firstPageTitle ?? '');
  const count = await panel.getByRole('listitem').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(15);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('pc-community-tripbuddy-2.png'), fullPage: true });

  const first = panel.getByRole('listitem').first().getByRole('link');
  const postTitle = (await first.locator('span').first().textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/community\/view\.php\?id=tripbuddy&no=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: postTitle })).toBeVisible();
  await expect(panel.locator('p').nth(1)).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: '목록으로' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(15);

  await page.getByRole('tab', { name: '구인구직' }).click();
  await expect(page).toHaveURL('/community/list.php?id=jobs');
  await expect(panel.getByRole('heading', { level: 2 })).toContainText('구인구직');
});

test('the notice board shows the operator notices', async ({ page }) => {
  await page.goto(webPaths.pc.community.href('notice'));
  await expect(page.getByRole('tab', { name: '공지사항' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('listitem').first()).toContainText('운영자');
  await expect(panel).toContainText('한인민박 예약금(10%) 결제 방식 안내');
  await expectNoSeriousA11yViolations(page);
});

test('about, travel info and refund rule pages render their content', async ({ page }) => {
  const pages = [
    { href: webPaths.pc.about.href(), title: '회사소개', text: '통신판매중개자' },
    { href: webPaths.pc.travelInfo.href(), title: '여행정보', text: '스위스 프랑' },
    { href: webPaths.pc.refundRule.href(), title: '취소·환불 규정', text: '나머지 잔금은 체크인 때 숙소에 직접 결제' },
  ];
  for (const { href, title, text } of pages) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - 민다`);
    await expect(main(page)).toContainText(text);
    await expectNoSeriousA11yViolations(page);
  }
  await page.screenshot({ path: test.info().outputPath('pc-refund-rule.png'), fullPage: true });
});
