import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { EventListResponseSchema } from '@minda/contracts/content';
import { expect, expectNoSeriousA11yViolations, test } from './fixtures.ts';
import { dismissHomePopups } from './home-popups.ts';
import { checkHeadLinks, expectRealPage } from './promotion-checks.ts';

const PARIS = '001002001';

test('the mobile event list shows every event with image, title and period, and opens each one', async ({ page, request }) => {
  const events = EventListResponseSchema.parse(await (await request.get(apiUrl(apiPaths.editorial.events))).json()).data;
  expect(events.map((e) => e.no)).toEqual(expect.arrayContaining([336, 353]));
  await page.goto(webPaths.mobile.eventList.href());
  await expect(page.getByRole('heading', { level: 1, name: '이벤트' })).toBeVisible();
  await expect(page.getByRole('navigation').last()).toBeVisible();
  const items = page.locator('main li');
  await expect(items).toHaveCount(events.length);
  const first = events[0]!;
  const link = page.getByRole('link', { name: new RegExp(first.title) });
  await expect(link).toHaveAttribute('href', webPaths.pc.event.href(first.no));
  await expect(link).toContainText(first.startsOn.replaceAll('-', '.'));
  const image = link.locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('mobile-event-list.png'), fullPage: true });

  await page.getByRole('link', { name: /한인민박 겨울 특가 이벤트/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: '한인민박 겨울 특가 이벤트' })).toBeVisible();
  await expectRealPage(page);
});

test('a city theme page fits a 390 px screen', async ({ page, context, request, baseURL }) => {
  // The mobile home's London tile leads to the same theme page (the home's popups dismissed beforehand).
  await dismissHomePopups(context, request, baseURL!);
  await page.goto(webPaths.mobile.home.href());
  await page.getByRole('region', { name: '인기 도시' }).getByRole('link', { name: /런던/ }).click();
  await expect(page).toHaveURL(webPaths.pc.themeLondon.href());
  await expect(page.getByRole('heading', { level: 1, name: '런던' })).toBeVisible();
  await expect(page.locator('[data-product^="stay-"]').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: test.info().outputPath('mobile-theme-london.png') });
  await page.getByRole('heading', { level: 2, name: '런던 투어·티켓' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('mobile-theme-london-tours.png') });
});

test('mobile pages name their PC twin as canonical and carry share tags', async ({ page }) => {
  await checkHeadLinks(page, webPaths.mobile.home.href(), { canonical: '/main/index.php' });
  await checkHeadLinks(page, webPaths.mobile.stays.href(), { canonical: '/stay/index.php' });
  await checkHeadLinks(page, webPaths.mobile.tourRecommend.href(PARIS), { canonical: `/tg/recommend.php?category=${PARIS}` });
  await checkHeadLinks(page, webPaths.mobile.community.href('jobs'), { canonical: '/community/list.php?id=jobs' });
  await checkHeadLinks(page, webPaths.mobile.more.href(), { canonical: '/m/1.0/grp_main/more.html' });
  for (const href of [
    webPaths.mobile.tours.href(),
    webPaths.mobile.hotels.href(),
    webPaths.mobile.stayPlus.href(),
    webPaths.mobile.exclusive.href(),
    webPaths.mobile.eventList.href(),
    webPaths.mobile.clause.href(),
    webPaths.mobile.privacy.href(),
  ]) {
    await checkHeadLinks(page, href);
  }
});
