import { EVENT_STAYS_HOME, platformPaths, webPaths } from '@minda/contracts/paths';
import { test } from './fixtures.ts';
import { expectStableLayout, expectStableTourPages, firstParisStay, PARIS, utcDay } from './layout-shift-checks.ts';

/**
 * Issue 12: on a phone whose API answers 300-800 ms late, no page moves what the visitor already sees by
 * more than a cumulative layout shift of 0.02 (client-rendered today; the same boxes hold server-rendered).
 */
test.describe('mobile pages keep their layout while the data arrives', () => {
  test('mobile home', async ({ page }) => {
    await expectStableLayout(page, webPaths.mobile.home.href());
  });

  test('mobile stays home', async ({ page }) => {
    await expectStableLayout(page, webPaths.mobile.stays.href());
  });

  test('mobile stay results for dates and a party', async ({ page }) => {
    await expectStableLayout(page, platformPaths.mobile.stayList({ cityCode: PARIS, checkInAt: utcDay(30), checkOutAt: utcDay(32), occupancy: [2] }));
  });

  test('mobile stay page', async ({ page, request }) => {
    await expectStableLayout(page, webPaths.mobile.stayDetail.href(await firstParisStay(request)));
  });

  test('mobile event list', async ({ page }) => {
    await expectStableLayout(page, webPaths.mobile.eventList.href());
  });

  test('mobile tours home, tour list and tour page', async ({ page, request }) => {
    await expectStableTourPages(page, request, 'mobile');
  });

  test('mobile hotels home', async ({ page }) => {
    await expectStableLayout(page, webPaths.mobile.hotels.href());
  });

  test('mobile event page (the stays home banner leads there)', async ({ page }) => {
    await expectStableLayout(page, webPaths.pc.event.href(EVENT_STAYS_HOME));
  });
});
