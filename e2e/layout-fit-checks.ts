import type { Locator, Page } from '@playwright/test';
import { webPaths, type Platform } from '@minda/contracts/paths';
import { expect } from './fixtures.ts';

/** The number of lines a text is laid out on (one rect top per line of its text nodes). */
export async function lineCount(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
  });
}

/** The result page without a booking number: a whole page (heading, explanation, next steps), not a small card. */
export async function checkResultPageFillsTheScreen(page: Page, platform: Platform) {
  await page.goto(webPaths[platform].bookingResult.path);
  const heading = page.getByRole('heading', { name: '예약 정보를 찾을 수 없어요.' });
  await expect(heading).toBeVisible();
  await expect(page.getByText('결제 창에서 돌아온 주소에 예약 번호가 없어요. 예약 내역에서 예약을 확인해 주세요.')).toBeVisible();
  const result = page.locator('section[data-tone]');
  await expect(result.getByRole('link', { name: '예약 내역 보기' })).toHaveAttribute('href', webPaths[platform].reservations.href());
  await expect(result.getByRole('link', { name: '홈으로' })).toHaveAttribute('href', webPaths[platform].home.href());
  const section = await result.boundingBox();
  const viewport = page.viewportSize()!;
  // At least the screen under the site header: the page's own height, not its contents'.
  expect(section!.height).toBeGreaterThanOrEqual(viewport.height - 180);
}
