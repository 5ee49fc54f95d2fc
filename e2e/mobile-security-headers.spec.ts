import { test, expect } from './fixtures.ts';
import { cspViolationsOn } from './security-checks.ts';

/**
 * The Content-Security-Policy lets the app run: the mobile home loads with no CSP violation (the PC home and
 * the framing of the login page: pc-security-headers.spec.ts).
 */
test('the mobile home runs under the Content-Security-Policy with no violation', async ({ page }) => {
  expect(await cspViolationsOn(page, '/m/1.0/grp_main/main.html', (p) => p.locator('#root'))).toEqual([]);
});
