import type { Page } from '@playwright/test';
import { pageLinks } from '@minda/contracts/page-links';
import { expect } from './fixtures.ts';

/**
 * The head of the current page: title and share tags set by the screen, the canonical and (for a PC page
 * with a mobile twin) the alternate link exactly as the twin table says. `expected` pins a few by hand so the
 * check does not only repeat the table.
 */
export async function checkHeadLinks(page: Page, href: string, expected?: { canonical: string; alternate?: string }) {
  await page.goto(href);
  const url = new URL(page.url());
  const links = pageLinks(url.pathname, url.search);
  if (expected) expect(links).toEqual(expected);
  const origin = url.origin;
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveAttribute('href', `${origin}${links.canonical}`);
  await expect(canonical).toHaveCount(1);
  const alternate = page.locator('head link[rel="alternate"][media="only screen and (max-width: 640px)"]');
  if (links.alternate) await expect(alternate).toHaveAttribute('href', `${origin}${links.alternate}`);
  else await expect(alternate).toHaveCount(0);
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', `${origin}${links.canonical}`);
  const title = await page.title();
  expect(title, href).toMatch(/[가-힣]/);
  await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(page.locator('head meta[property="og:description"]')).toHaveAttribute('content', /[가-힣]/);
}

/** The page is a screen of the app, not the not-found page. */
export async function expectRealPage(page: Page) {
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toHaveCount(0);
}
