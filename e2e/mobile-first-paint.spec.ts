import type { Page } from '@playwright/test';
import { webPaths } from '@minda/contracts/paths';
import { expect, test } from './fixtures.ts';

/**
 * A rendered page paints before the app is fetched (decision 037): the HTML names only the small entry (and
 * Vite's import helper); React, the shell and the screens are requested once the first frame is on screen, so
 * they neither hold the first paint nor take the network from the page's first image. Then the app hydrates.
 */

type Timeline = { firstContentfulPaint: number; scripts: { url: string; start: number }[] };

const timelineOf = (page: Page) =>
  page.evaluate<Timeline>(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.match(/^\/assets\/.*\.js$/))
      .map((entry) => ({ url: new URL(entry.name).pathname, start: entry.startTime })),
  }));

/** The scripts the HTML itself names (the entry and its modulepreloads): the only ones allowed before the paint. */
const scriptsNamedIn = (html: string) => [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);

for (const [name, address] of [
  ['mobile home', webPaths.mobile.home.href()],
  ['mobile stays home', webPaths.mobile.stays.href()],
] as const) {
  test(`${name}: the app's scripts are requested after the first paint, then it hydrates`, async ({ page, request }) => {
    const html = await (await request.get(address)).text();
    const named = scriptsNamedIn(html);
    expect(named.length).toBeGreaterThan(0);
    expect(named.length).toBeLessThanOrEqual(2);

    await page.goto(address);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    const { firstContentfulPaint, scripts } = await timelineOf(page);

    expect(firstContentfulPaint).toBeGreaterThan(0);
    const later = scripts.filter((script) => !named.includes(script.url));
    // React and the screens did arrive (the page hydrated from them), and none was asked for before the paint.
    expect(later.some((script) => /\/assets\/vendor-/.test(script.url))).toBe(true);
    expect(later.filter((script) => script.start < firstContentfulPaint)).toEqual([]);
  });
}

test('a page the server leaves to the browser (the login page, an empty #root) starts the app and shows its form', async ({ page }) => {
  await page.goto(webPaths.member.login.href());
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();
});
