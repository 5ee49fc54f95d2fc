import type { BrowserContext, Locator, Page } from '@playwright/test';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { expect } from './fixtures.ts';
import { signUpThroughApi } from './sign-up-checks.ts';

export const FRESH_PASSWORD = 'fresh1234';
let registered = 0;

/** Registers a new member through the API and leaves the context signed in as them (the register call logs in). */
export async function registerFreshMember(context: BrowserContext, nickname = '새여행자'): Promise<{ loginId: string }> {
  registered += 1;
  const loginId = `e2e${Date.now().toString(36)}${registered}`;
  await context.request.get(apiUrl(apiPaths.auth.user.href()));
  const xsrf = (await context.cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value;
  await signUpThroughApi(context.request, xsrf ?? '', { loginId, password: FRESH_PASSWORD, nickname, email: `${loginId}@example.com` });
  return { loginId };
}

/** Collects the page's console errors from now on (a page that loads cleanly logs none). */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  return errors;
}

/** The in-app links (same origin, not the logout) inside a part of the page, without duplicates. */
export async function internalLinks(area: Locator): Promise<string[]> {
  const hrefs = await area.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.filter((href) => href && !href.startsWith('/member/logout') && !href.startsWith('/api/')))];
}

/** Opens an address as the signed-in member and checks it is a real page: not the not-found screen, not the login page. */
export async function expectRealPage(page: Page, href: string) {
  const response = await page.goto(href);
  expect(response?.status(), href).toBe(200);
  await expect(page.locator('main, #root').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' }), href).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(new URL(page.url()).pathname, `${href} sent a member to log in`).not.toBe('/member/login.php');
}
