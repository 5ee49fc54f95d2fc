import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { expect, test } from './fixtures.ts';
import { checkResultPageFillsTheScreen } from './layout-fit-checks.ts';

// Issue 55: what a new user saw cut or misplaced on PC.

test('the home search box shows its whole placeholder and dates', async ({ page }) => {
  await page.goto(webPaths.pc.home.href());
  const bar = page.locator('[data-search-bar]');
  const input = bar.getByRole('combobox').first();
  await expect(input).toHaveAttribute('placeholder', '도시나 민박 이름을 입력해 주세요');
  // An input's scrollWidth ignores its placeholder: measure the placeholder in the input's own font.
  const placeholderWidth = await input.evaluate((el: HTMLInputElement) => {
    const context = document.createElement('canvas').getContext('2d')!;
    const style = getComputedStyle(el);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return context.measureText(el.placeholder).width;
  });
  expect(placeholderWidth).toBeLessThanOrEqual(await input.evaluate((el) => el.clientWidth));
  const fits = (el: HTMLElement | SVGElement) => el.scrollWidth <= el.clientWidth;
  const dates = bar.getByRole('button', { name: /체크인/ }).locator('span').last();
  await expect(dates).toHaveText(/\d\d\.\d\d .+ - \d\d\.\d\d .+\(\d+박\)/);
  expect(await dates.evaluate(fits)).toBe(true);
});

test('the my-page shows the unread chat badge on 채팅 문의, not beside 친구 초대', async ({ page, loginAs }) => {
  await loginAs('member');
  // The layout is under test, not the count: other specs read the demo member's chats, so the count is answered
  // here, and the chat socket is held silent so its live total (init) does not replace the answered one.
  await page.route(`**${apiUrl(apiPaths.chat.unread.href())}*`, (route) => route.fulfill({ json: { data: { unreadTotal: 3 } } }));
  await page.routeWebSocket(/\/socket\.io\//, () => {});
  await page.route('**/socket.io/**', (route) => route.abort());
  await page.goto(webPaths.pc.mypage.href());
  const menu = page.getByRole('navigation', { name: '마이페이지 메뉴' });
  const chat = menu.getByRole('link', { name: /^채팅 문의/ });
  const badge = chat.getByLabel(/^읽지 않은 메시지 \d+개$/);
  await expect(badge).toBeVisible();
  const label = (await chat.getByText('채팅 문의', { exact: true }).boundingBox())!;
  const mark = (await badge.boundingBox())!;
  const invite = (await menu.getByRole('link', { name: '친구 초대' }).boundingBox())!;
  expect(mark.x - (label.x + label.width)).toBeLessThanOrEqual(12);
  expect(invite.x - (mark.x + mark.width)).toBeGreaterThan(60);
});

test('the booking result is a whole page: status heading, explanation and next steps', async ({ page, loginAs }) => {
  await loginAs('member');
  await checkResultPageFillsTheScreen(page, 'pc');
});
