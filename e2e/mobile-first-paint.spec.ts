import type { Page } from '@playwright/test';
import { webPaths } from '@minda/contracts/paths';
import { expect, test } from './fixtures.ts';
import { firstParisStay, PARIS } from './layout-shift-checks.ts';

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

/**
 * Issue 12: a page's first Intl formatter (or locale-aware toLocaleString) loads ICU's locale data, 45-58 ms on
 * a desktop core and about 200 ms on Lighthouse's slow phone, in the task that runs the app. The pages Lighthouse
 * measures write their numbers without it (contracts rules/number-format.ts) and build the deadline formatter
 * only where a deadline is shown.
 */
test('the measured public pages load and hydrate without building an Intl formatter', async ({ page, request }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { intlCalls: string[] }).intlCalls = calls;
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      Object.defineProperty(Intl, name, {
        configurable: true,
        value: function (...args: unknown[]) {
          calls.push(`Intl.${name}`);
          return new Original(...args);
        },
      });
    }
    for (const [target, method] of [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [String.prototype, 'localeCompare'],
    ] as const) {
      const original = (target as unknown as Record<string, (...args: unknown[]) => unknown>)[method]!;
      Object.defineProperty(target, method, {
        configurable: true,
        value: function (this: unknown, ...args: unknown[]) {
          calls.push(method);
          return original.apply(this, args);
        },
      });
    }
  });
  const stay = await firstParisStay(request);
  for (const address of [
    webPaths.mobile.home.href(),
    webPaths.mobile.stays.href(),
    webPaths.mobile.stayList.href({ cityCode: PARIS }),
    webPaths.mobile.stayDetail.href(stay),
    webPaths.pc.hotelList.href({}),
  ]) {
    await page.goto(address);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
    // Hydrating renders every component of the first screen again, prices and counts included.
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { intlCalls: string[] }).intlCalls), address).toEqual([]);
  }
});
