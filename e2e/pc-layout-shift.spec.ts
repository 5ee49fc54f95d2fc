import { webPaths, platformPaths } from '@minda/contracts/paths';
import { test } from './fixtures.ts';
import { expectStableLayout, expectStableTourPages, firstHotel, PARIS, utcDay } from './layout-shift-checks.ts';

const PHONE_USER_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/**
 * Issue 12: on PC, with the API answering 300-800 ms late, no page moves what the visitor already sees by
 * more than a cumulative layout shift of 0.02; the PC hotel list also at a phone's width (390 px).
 */
test.describe('PC pages keep their layout while the data arrives', () => {
  test('PC home', async ({ page }) => {
    await expectStableLayout(page, webPaths.pc.home.href());
  });

  const hotelListHref = async (request: Parameters<typeof firstHotel>[0]) =>
    webPaths.pc.hotelList.href({ cityId: (await firstHotel(request)).cityId, checkInAt: utcDay(70), checkOutAt: utcDay(72), occupancy: ['2'] });

  test('PC hotel list on a desktop', async ({ page, request }) => {
    await expectStableLayout(page, await hotelListHref(request));
  });

  test.describe('on a phone', () => {
    // A phone says so (User-Agent, Sec-CH-UA-Mobile): the server renders the folded list (decision 030).
    test.use({ viewport: { width: 390, height: 844 }, userAgent: PHONE_USER_AGENT, isMobile: true, hasTouch: true });

    test('PC hotel list at a phone width', async ({ page, request }) => {
      await expectStableLayout(page, await hotelListHref(request));
    });
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
