import type { APIRequestContext, Page } from '@playwright/test';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { StayPlusResponseSchema } from '@minda/contracts/stays';
import { expect, expectCardsPerRow, expectNoSeriousA11yViolations } from './fixtures.ts';

/** Stay-plus on either platform: the API's first page of 20, 4 or 2 per row, a city chip filtering it, "더 보기", axe. */
export async function checkStayPlus(page: Page, request: APIRequestContext, platform: 'pc' | 'mobile') {
  const first = StayPlusResponseSchema.parse(await (await request.get(apiUrl(apiPaths.stays.plus.href()))).json()).data;
  expect(first.content).toHaveLength(20);

  await page.goto(platform === 'pc' ? webPaths.pc.stayPlus.href() : webPaths.mobile.stayPlus.href());
  await expect(page.getByRole('heading', { name: /스테이플러스/ }).last()).toBeVisible();
  const cards = page.locator('[data-product^="stay-"]');
  await expect(cards).toHaveCount(20);
  await expect(cards.first()).toHaveAttribute('data-product', `stay-${first.content[0]!.goodsNo}`);
  await expectCardsPerRow(cards, { pc: 4, mobile: 2 }[platform]);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '더 보기' }).click();
  await expect(cards).not.toHaveCount(20);

  const city = first.cities[1]!;
  await page.getByRole('tab', { name: new RegExp(`^${city.categoryName}`) }).click();
  await expect(cards).toHaveCount(Math.min(city.count, 20));
}
