import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { STAY_PLUS_PAGE_SIZE } from '@minda/contracts/rules/stay-plus';
import { StayPlusResponseSchema } from '@minda/contracts/stays';
import { expect, expectNoSeriousA11yViolations } from './fixtures.ts';

/** Stay-plus on either platform: the API's first page, a city chip filtering it, "더 보기", axe. */
export async function checkStayPlus(page: Page, request: APIRequestContext, platform: 'pc' | 'mobile') {
  const first = StayPlusResponseSchema.parse(await (await request.get(apiUrl(apiPaths.stayPlus.items))).json()).data;
  expect(first.content).toHaveLength(STAY_PLUS_PAGE_SIZE);

  await page.goto(platform === 'pc' ? webPaths.pc.stayPlus.href() : webPaths.mobile.stayPlus.href());
  await expect(page.getByRole('heading', { name: /스테이플러스/ }).last()).toBeVisible();
  const cards = page.locator('[data-product^="stay-"]');
  await expect(cards).toHaveCount(STAY_PLUS_PAGE_SIZE);
  await expect(cards.first()).toHaveAttribute('data-product', `stay-${first.content[0]!.goodsNo}`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '더 보기' }).click();
  await expect(cards).not.toHaveCount(STAY_PLUS_PAGE_SIZE);

  const city = first.cities[1]!;
  await page.getByRole('tab', { name: new RegExp(`^${city.categoryName}`) }).click();
  await expect(cards).toHaveCount(Math.min(city.count, STAY_PLUS_PAGE_SIZE));
}
