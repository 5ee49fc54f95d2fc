import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** What a page's head must name, root-relative and written out by hand (never computed by pageLinks). */
export type ExpectedHeadLinks = { canonical: string; alternate?: string };

/**
 * The head of the page at `href`: the canonical and (for a PC page with a mobile twin) the alternate link are
 * exactly the expected URLs, og:url repeats the canonical, and the title and share tags are Korean. Expected
 * values are literals from the spec's URL table, so a wrong link in the twin table fails here.
 */
export async function checkHeadLinks(page: Page, href: string, expected: ExpectedHeadLinks) {
  await page.goto(href);
  const origin = new URL(page.url()).origin;
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical, href).toHaveAttribute('href', `${origin}${expected.canonical}`);
  await expect(canonical).toHaveCount(1);
  const alternate = page.locator('head link[rel="alternate"][media="only screen and (max-width: 640px)"]');
  if (expected.alternate) await expect(alternate, href).toHaveAttribute('href', `${origin}${expected.alternate}`);
  else await expect(alternate, href).toHaveCount(0);
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', `${origin}${expected.canonical}`);
  // A page may retitle itself when its data arrives (숙소 검색 결과 -> 파리 숙소): read both together until they agree.
  const ogTitle = page.locator('head meta[property="og:title"]');
  await expect
    .poll(async () => {
      const [title, shared] = await Promise.all([page.title(), ogTitle.getAttribute('content')]);
      return title === shared && /[가-힣]/.test(title);
    }, { message: `${href}: a Korean title, shared as og:title` })
    .toBe(true);
  await expect(page.locator('head meta[property="og:description"]')).toHaveAttribute('content', /[가-힣]/);
}

/** The page is a screen of the app, not the not-found page. */
export async function expectRealPage(page: Page) {
  await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' })).toHaveCount(0);
}
