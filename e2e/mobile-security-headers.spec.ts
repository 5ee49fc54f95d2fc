import { test, expect } from './fixtures.ts';

/**
 * The Content-Security-Policy lets the app run: the mobile home loads with no CSP violation (the PC home and
 * the framing of the login page: pc-security-headers.spec.ts).
 */
test('the mobile home runs under the Content-Security-Policy with no violation', async ({ page }) => {
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
  const response = await page.goto('/m/1.0/grp_main/main.html');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
  await expect(page.locator('#root')).not.toBeEmpty();
  await page.mouse.wheel(0, 4000);
  await page.waitForLoadState('networkidle');
  violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
  expect(violations).toEqual([]);
});
