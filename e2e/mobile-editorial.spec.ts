import { webPaths } from '@minda/contracts/paths';
import { expect, expectNoSeriousA11yViolations, renderInBrowser, test } from './fixtures.ts';

const boards = [
  { id: 'tripbuddy', name: '동행 찾기' },
  { id: 'sale', name: '할인 양도' },
  { id: 'jobs', name: '구인구직' },
] as const;

test('community.html shows each member board with real posts, the tabs and the bottom nav', async ({ page }) => {
  for (const { id, name } of boards) {
    await page.goto(webPaths.mobile.community.href(id));
    await expect(page.getByRole('heading', { level: 1, name: '커뮤니티' })).toBeVisible();
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab')).toHaveText(boards.map((b) => b.name));
    const posts = page.getByRole('tabpanel').getByRole('listitem');
    await expect(posts).toHaveCount(15);
    await expect(posts.first()).toContainText(/조회 \d/);
    await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await page.screenshot({ path: test.info().outputPath('mobile-community-jobs.png'), fullPage: true });
});

test('a mobile post opens on the same page and its HTML is sanitized', async ({ page }) => {
  await page.goto(webPaths.mobile.community.href('sale'));
  const first = page.getByRole('tabpanel').getByRole('listitem').first().getByRole('link');
  const title = (await first.locator('span').first().textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/community\.html\?id=sale&no=\d+/);
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A hostile body from the server: the script-bearing parts must not reach the page.
  let fired = false;
  await page.exposeFunction('h9Pwned', () => {
    fired = true;
  });
  await renderInBrowser(page);
  await page.route('**/api/v2/community/sale/posts/777777', (route) =>
    route.fulfill({
      json: {
        data: {
          no: 777777, boardId: 'sale', title: '테스트 글', authorNickname: '여행자', createdAt: '2024-01-01T00:00:00.000Z', viewCount: 1,
          bodyHtml: '<p id="safe">안전한 본문</p><img src="x" onerror="window.h9Pwned()"><script>window.h9Pwned()</script><a href="javascript:window.h9Pwned()">링크</a>',
        },
      },
    }),
  );
  await page.goto(webPaths.mobile.community.href('sale', { no: 777777 }));
  await expect(page.locator('#safe')).toHaveText('안전한 본문');
  await expect(page.locator('[onerror]')).toHaveCount(0);
  await expect(page.locator('main script')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
  expect(fired).toBe(false);
});

test('terms and privacy pages load their real content with the sub-header and bottom nav', async ({ page }) => {
  for (const { href, title, text } of [
    { href: webPaths.mobile.clause.href(), title: '이용약관', text: '제1조 (목적)' },
    { href: webPaths.mobile.privacy.href(), title: '개인정보처리방침', text: '수집하는 개인정보 항목' },
  ]) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} - 민다`);
    await expect(page.getByRole('main')).toContainText(text);
    await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }
  await page.screenshot({ path: test.info().outputPath('mobile-privacy.png'), fullPage: true });
});

test('an unknown board says so in Korean', async ({ page }) => {
  await page.goto('/m/1.0/grp_main/community.html?id=free');
  await expect(page.getByText('존재하지 않는 게시판입니다.')).toBeVisible();
});
