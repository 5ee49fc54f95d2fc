import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * Opens a page under the Content-Security-Policy, waits for `ready`, scrolls so the lazy sections load too,
 * and returns every CSP violation the browser reported (events and console errors).
 */
export async function cspViolationsOn(page: Page, url: string, ready: (page: Page) => Locator): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __csp: string[] }).__csp ??= [];
      (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(url);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(ready(page)).toBeVisible();
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
  return violations;
}
