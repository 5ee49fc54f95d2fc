import { webPaths, platformPaths } from '@minda/contracts/paths';
import { test } from './fixtures.ts';
import { expectStableLayout, expectStableTourPages, firstHotel, PARIS, utcDay } from './layout-shift-checks.ts';

/**
 * Issue 12: on PC, with the API answering 300-800 ms late, no page moves what the visitor already sees by
 * more than a cumulative layout shift of 0.02; the PC hotel list also at a phone's width (390 px).
 */
test.describe('PC pages keep their layout while the data arrives', () => {
  test('PC home', async ({ page }) => {
    await expectStableLayout(page, webPaths.pc.home.href());
  });

  test('PC hotel list on a desktop and at a phone width', async ({ page, request }) => {
    const { cityId } = await firstHotel(request);
    const href = webPaths.pc.hotelList.href({ cityId, checkInAt: utcDay(70), checkOutAt: utcDay(72), occupancy: ['2'] });
    await expectStableLayout(page, href);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectStableLayout(page, href);
  });

  test('PC hotel page', async ({ page, request }) => {
    const { propertyUuid } = await firstHotel(request);
    await expectStableLayout(page, webPaths.pc.hotelDetail.href(propertyUuid));
  });

  test('PC stay results for dates and a party', async ({ page }) => {
    await expectStableLayout(page, platformPaths.pc.stayList({ cityCode: PARIS, checkInAt: utcDay(30), checkOutAt: utcDay(32), occupancy: [2] }));
  });

  test('PC tours home, tour list and tour page', async ({ page, request }) => {
    await expectStableTourPages(page, request, 'pc');
  });

  test('PC stays and hotels homes', async ({ page }) => {
    await expectStableLayout(page, webPaths.pc.stays.href());
    await expectStableLayout(page, webPaths.pc.hotels.href());
  });
});
