import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { expect, test } from './fixtures.ts';

/**
 * A rendered page's first paint needs no stylesheet request (decision 035): the HTML carries the rules its
 * own elements use, not another page's, and links the whole stylesheet as `media="print"`, which the app
 * switches on before it draws anything else (a screen the visitor moves to).
 */

async function sampleStay(request: APIRequestContext) {
  const response = await request.get(apiUrl(apiPaths.stays.recommendItems.href()));
  const [stay] = ((await response.json()) as { data: { goodsNo: number; goodsName: string }[] }).data;
  return { goodsNo: stay!.goodsNo, name: stay!.goodsName };
}

const inlinedCss = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
const classesOf = (html: string) => new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter(Boolean));
const hasRuleFor = (css: string, name: string) => new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css);

/** What the eye sees of an element and its ancestors: box, font and colours. */
function lookOf(element: Locator) {
  return element.evaluate((node) => {
    const looks: string[] = [];
    for (let el: Element | null = node; el && el !== document.body; el = el.parentElement) {
      const s = getComputedStyle(el);
      looks.push([el.tagName, s.display, s.position, s.fontSize, s.fontWeight, s.color, s.backgroundColor, s.padding, s.margin].join(' '));
    }
    return looks;
  });
}

/** Every element of the page's root, placed: what a visitor sees drawn. */
const layoutOf = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('#root *'), (el) => {
      const r = el.getBoundingClientRect();
      const s = getComputedStyle(el);
      return `${el.tagName} ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)} ${s.display} ${s.color} ${s.backgroundColor} ${s.fontSize}`;
    }),
  );

test('a page’s HTML carries the rules of its own elements and none of another page’s, and blocks on no stylesheet', async ({ request }) => {
  const stay = await sampleStay(request);
  const home = await (await request.get(webPaths.mobile.home.href())).text();
  const stayPage = await (await request.get(webPaths.mobile.stayDetail.href(stay.goodsNo))).text();

  for (const html of [home, stayPage]) {
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toContain('media="print"');
  }
  const homeClasses = classesOf(home);
  const stayOnly = [...classesOf(stayPage)].filter((name) => !homeClasses.has(name) && hasRuleFor(inlinedCss(stayPage), name));
  expect(stayOnly.length).toBeGreaterThan(5);
  expect(stayOnly.filter((name) => hasRuleFor(inlinedCss(home), name))).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the stay page is drawn by its inlined rules as it is with the whole stylesheet', async ({ page, request }) => {
    const stay = await sampleStay(request);
    await page.goto(webPaths.mobile.stayDetail.href(stay.goodsNo));
    await expect(page.getByRole('heading', { name: stay.name })).toBeVisible();
    const inlinedOnly = await layoutOf(page);

    const whole = page.locator('link[data-deferred-styles]');
    await whole.evaluate((link: HTMLLinkElement) => {
      if (link.sheet) link.media = 'all';
      else return new Promise((resolve) => ((link.onload = resolve), (link.media = 'all')));
    });
    expect(await layoutOf(page)).toEqual(inlinedOnly);

    // And the inlined rules are what draws it: without them (and the whole file) the page looks otherwise.
    await page.evaluate(() => document.querySelectorAll('style, link[rel="stylesheet"]').forEach((el) => el.remove()));
    expect(await layoutOf(page)).not.toEqual(inlinedOnly);
  });
});

test('a screen reached in the browser is styled as when it is loaded by its address', async ({ page, request }) => {
  const stay = await sampleStay(request);
  const stayAddress = webPaths.mobile.stayDetail.href(stay.goodsNo);
  const heading = page.getByRole('heading', { name: stay.name });
  await page.goto(stayAddress);
  await expect(heading).toBeVisible();
  const loaded = await lookOf(heading);

  await page.goto(webPaths.mobile.home.href());
  await expect(page.locator('link[data-deferred-styles]')).toHaveAttribute('media', 'all');
  // The router follows history (a link tap does the same): the stay page's rules are not in the home's HTML.
  await page.evaluate((address) => {
    history.pushState(null, '', address);
    dispatchEvent(new PopStateEvent('popstate'));
  }, stayAddress);
  await expect(heading).toBeVisible();
  expect(await lookOf(heading)).toEqual(loaded);
});
