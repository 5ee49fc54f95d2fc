import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_MEMBER = { loginId: 'member', password: 'minda1234!', nickname: '여행자' } as const;

/** Fails the test on any uncaught page error, so "loads with no page errors" holds for every spec. */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors.map((e) => e.message), 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Logs in through the real login page and waits to be sent back to returnPath. */
export async function loginThroughPage(page: Page, returnPath: string) {
  await page.getByLabel('아이디').fill(DEMO_MEMBER.loginId);
  await page.getByLabel('비밀번호').fill(DEMO_MEMBER.password);
  await page.getByRole('button', { name: '로그인', exact: true }).click();
  await page.waitForURL((url) => url.pathname + url.search === returnPath || url.pathname === returnPath);
}

/** axe-core on the current page: no violation of serious or critical impact. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`),
    'serious or critical accessibility violations',
  ).toEqual([]);
}
