import { MindaOnlyResponseSchema } from '@minda/contracts/content';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

test('MINDA Only (mobile): city tabs scroll to real cities, cards link to the mobile stay detail', async ({ page, request }) => {
  const cities = MindaOnlyResponseSchema.parse(await (await request.get(apiUrl(apiPaths.stays.mindaOnly.href()))).json()).data;
  expect(cities.length).toBeGreaterThan(3);

  await page.goto(webPaths.mobile.exclusive.href());
  await expect(page.getByRole('heading', { name: 'MINDA Only', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
  await expect(page.locator('[data-indicator="reviews"]')).toHaveText('170,000+');

  const tabs = page.getByRole('navigation', { name: 'MINDA Only 도시' });
  await expect(tabs.getByRole('button')).toHaveText(cities.map((c) => c.name));

  const target = cities[2]!;
  await tabs.getByRole('button', { name: target.name, exact: true }).click();
  const section = page.locator(`section[data-city="${target.template.category}"]`);
  await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { timeout: 5000 }).toBe(96);
  await expect(tabs.getByRole('button', { name: target.name, exact: true })).toHaveAttribute('aria-current', 'true');

  const goods = target.goods[0]!.goods;
  await expect(section.locator(`[data-goods-no="${goods.goodsNo}"] a`)).toHaveAttribute('href', `/m/1.0/grp_minbak/minbak_view.html?minbak_code=${goods.goodsNo}`);
  await expect(section.getByRole('link', { name: /더보기/ })).toHaveAttribute('href', `/m/1.0/md/stays?cityCode=${target.template.category}`);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('통신판매중개자');
  await expect(page.getByRole('link', { name: /파트너 홈/ })).toHaveAttribute('target', '_blank');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('mobile-minda-only.png') });
});
