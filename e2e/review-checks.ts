import type { BrowserContext, Page } from '@playwright/test';
import type { MemberReviewSummary } from '@minda/contracts/members';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { apiHeaders } from './fixtures.ts';

/** GET member/reviews as the signed-in context: what is left to review and the points it would earn. */
export async function reviewSummaryOf(page: Page, context: BrowserContext): Promise<MemberReviewSummary> {
  const res = await page.request.get(apiUrl(apiPaths.members.reviewSummary.href()), { headers: await apiHeaders(context) });
  return ((await res.json()) as { data: MemberReviewSummary }).data;
}
