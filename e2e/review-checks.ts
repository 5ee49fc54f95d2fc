import type { BrowserContext, Page } from '@playwright/test';
import type { MemberReviewSummary } from '@minda/contracts/members';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { apiHeaders, expect } from './fixtures.ts';

/** GET member/reviews as the signed-in context: what is left to review and the points it would earn. */
export async function reviewSummaryOf(page: Page, context: BrowserContext): Promise<MemberReviewSummary> {
  const res = await page.request.get(apiUrl(apiPaths.members.reviewSummary.href()), { headers: await apiHeaders(context) });
  return ((await res.json()) as { data: MemberReviewSummary }).data;
}

/** The points balance the my-page home shows ("5,000P"), read once it has loaded. */
export async function myPagePoints(page: Page, href: string): Promise<number> {
  await page.goto(href);
  const balance = page.locator('dt', { hasText: /^포인트$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(balance).toHaveText(/^[\d,]+P$/);
  return Number((await balance.textContent())!.replace(/[,P]/g, ''));
}
