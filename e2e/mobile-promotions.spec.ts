import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { EventListResponseSchema } from '@minda/contracts/content';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { dismissHomePopups } from './home-popups.ts';
import { checkHeadLinks, expectRealPage } from './promotion-checks.ts';

test('the mobile event list shows every event with image, title and period, and opens each one', async ({ page, request }) => {
  const events = EventListResponseSchema.parse(await (await request.get(apiUrl(apiPaths.content.events.href()))).json()).data;
  expect(events.map((e) => e.no)).toEqual(expect.arrayContaining([336, 353]));
  await page.goto(webPaths.mobile.eventList.href());
  await expect(page.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible();
  await expect(page.getByRole('navigation').last()).toBeVisible();
  const items = page.locator('main li');
  await expect(items).toHaveCount(events.length);
  const first = events[0]!;
  const link = page.getByRole('link', { name: new RegExp(first.title) });
  await expect(link).toHaveAttribute('href', webPaths.mobile.event.href(first.no));
  await expect(link).toContainText(first.startsOn.replaceAll('-', '.'));
  const image = link.locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('mobile-event-list.png'), fullPage: true });

  // The stay special (named for the season on sale) opens on the mobile event page.
  const stays = events.find((e) => e.no === 336)!;
  await page.getByRole('link', { name: new RegExp(stays.title) }).click();
  await expect(page).toHaveURL(webPaths.mobile.event.href(336));
  await expect(page.getByRole('heading', { level: 1, name: stays.title })).toBeVisible();
  await expectRealPage(page);
});

test('a city theme page fits a 390 px screen', async ({ page, context, request, baseURL }) => {
  // The mobile home's London tile leads to the same theme page (the home's popups dismissed beforehand).
  await dismissHomePopups(context, request, baseURL!);
  await page.goto(webPaths.mobile.home.href());
  await page.getByRole('region', { name: '인기 도시' }).getByRole('link', { name: /런던/ }).click();
  await expect(page).toHaveURL('/stay/theme/london.php');
  await expect(page.getByRole('heading', { level: 1, name: '런던' })).toBeVisible();
  await expect(page.locator('[data-product^="stay-"]').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('mobile-theme-london.png') });
  await page.getByRole('heading', { level: 2, name: '런던 투어·티켓' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('mobile-theme-london-tours.png') });
});

/** Literal addresses from the spec's URL tables: a mobile page names its PC twin, or itself when it has none. */
const MOBILE_PAGES: readonly (readonly [href: string, canonical: string])[] = [
  ['/m/1.0/grp_main/main.html', '/main/index.php'],
  ['/m/1.0/grp_main/accom.html', '/stay/index.php'],
  ['/m/1.0/grp_main/tour.html', '/tg/index.php'],
  ['/m/1.0/grp_main/hotel.html', '/stay/hotel.php'],
  ['/m/1.0/grp_main/stayplus.html', '/stayplus/index.php'],
  ['/m/1.0/grp_main/minda_only.html', '/minda_only/index.php'],
  ['/m/1.0/grp_minbak/minbak_view.html?minbak_code=1001&stay_period=2', '/main/view.php?goodsno=1001'],
  ['/m/1.0/md/stays?cityCode=001002001&checkInAt=2026-12-01&checkOutAt=2026-12-03&occupancy=2', '/md/stays?cityCode=001002001'],
  ['/m/1.0/grp_main/tour_recommend.html?category=001002001', '/tg/recommend.php?category=001002001'],
  ['/m/1.0/grp_main/community.html?id=jobs', '/community/list.php?id=jobs'],
  ['/m/1.0/grp_main/more.html', '/m/1.0/grp_main/more.html'],
  ['/m/1.0/event/list.html', '/m/1.0/event/list.html'],
  ['/m/1.0/cs/clause.html', '/m/1.0/cs/clause.html'],
  ['/m/1.0/cs/privacy.html', '/m/1.0/cs/privacy.html'],
];

// One test per page, as in pc-page-links.spec.ts: each has the whole time budget for its load and hydration.
for (const [href, canonical] of MOBILE_PAGES) {
  test(`mobile page ${href} names its PC twin as canonical and carries share tags`, async ({ page }) => {
    await checkHeadLinks(page, href, { canonical });
  });
}
