import type { APIRequestContext } from '@playwright/test';
import { MindaOnlyResponseSchema } from '@minda/contracts/content';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { DEMO_MEMBER, expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';

const PAGE = webPaths.pc.exclusive.href();

async function fetchCities(request: APIRequestContext) {
  return MindaOnlyResponseSchema.parse(await (await request.get(apiUrl(apiPaths.stays.mindaOnly.href()))).json()).data;
}

test('MINDA Only (PC): real cities, side bar scroll and highlight, hover details and links', async ({ page, request }) => {
  const cities = await fetchCities(request);
  expect(cities.length).toBeGreaterThan(3);

  await page.goto(PAGE);
  await expect(page.getByRole('heading', { name: 'MINDA Only', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /이벤트 보러가기/ })).toHaveAttribute('href', '/event/view.php?id=gevent&no=336');
  await expect(page.getByRole('link', { name: '로그인' })).toHaveAttribute('href', '/member/login.php?encoded_login_return_page=true&login_return_page=%252Fminda_only%252Findex.php');
  await expect(page.getByRole('navigation', { name: '상품 바로가기' }).getByRole('link')).toHaveText(['한인민박', '투어·티켓', '해외호텔']);
  // The count-ups end on the spec's figures after 1500 ms.
  await expect(page.locator('[data-indicator="rank"]')).toHaveText('1위');
  await expect(page.locator('[data-indicator="reviews"]')).toHaveText('170,000+');
  await expect(page.locator('[data-indicator="partners"]')).toHaveText('1,400+');
  await expect(page.locator('[data-indicator="points"]')).toHaveText('2x');

  const sidebar = page.getByRole('navigation', { name: 'MINDA Only 도시' });
  await expect(sidebar.getByRole('button')).toHaveText(cities.map((c) => c.name));
  await expect(sidebar.getByRole('button', { name: cities[0]!.name, exact: true })).toHaveAttribute('aria-current', 'true');

  const target = cities[3]!;
  await sidebar.getByRole('button', { name: target.name, exact: true }).click();
  await expect(sidebar.getByRole('button', { name: target.name, exact: true })).toHaveAttribute('aria-current', 'true');
  const section = page.locator(`section[data-city="${target.template.category}"]`);
  await expect.poll(async () => Math.round((await section.boundingBox())?.y ?? -1), { timeout: 5000 }).toBe(60);
  await expect(sidebar.getByRole('button', { name: cities[0]!.name, exact: true })).not.toHaveAttribute('aria-current', 'true');

  const english = target.template.name.multilingualNames.find((n) => n.language === 'en')!.name;
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(`MINDA ONLY in ${english}`);
  await expect(section).toContainText(target.template.mainTitle);
  await expect(section.getByRole('link', { name: `${target.name} 한인민박 더보기` })).toHaveAttribute('href', `/md/stays?cityCode=${target.template.category}`);

  // Landmark hover switches the picture.
  const landmarks = target.template.landMarks;
  await section.getByRole('button', { name: landmarks[1]!.title }).hover();
  await expect(section.locator('img[data-landmark]')).toHaveAttribute('alt', landmarks[1]!.title);

  // Hovering a card reveals key points, reviews and the detail button for that goodsNo.
  const goods = target.goods[0]!.goods;
  const card = section.locator(`article[data-goods-no="${goods.goodsNo}"]`);
  await card.hover();
  await expect(card.getByText(goods.keyPoints[0]!.content)).toBeVisible();
  await expect(card.getByText(goods.reviews[0]!.nickName).first()).toBeVisible();
  await expect(card.getByRole('link', { name: /상세페이지/ })).toHaveAttribute('href', `/main/view.php?goodsno=${goods.goodsNo}`);

  await expect(page.getByRole('contentinfo')).toContainText('통신판매중개자');
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('pc-minda-only.png') });
});

test('MINDA Only (PC): a member sees the nickname in the search header', async ({ page, loginAs }) => {
  await loginAs('member');
  await page.goto(PAGE);
  await expect(page.getByRole('link', { name: `${DEMO_MEMBER.nickname}님` })).toBeVisible();
  await expect(page.getByRole('link', { name: '로그인' })).toHaveCount(0);
});
