import { CITY_THEME_SLUGS, CITY_THEME_WEB_PATHS } from '@minda/contracts/city-theme-pages';
import { EVENT_STAYS_HOME, webPaths } from '@minda/contracts/paths';
import { test } from './fixtures.ts';
import { checkHeadLinks } from './promotion-checks.ts';

const PARIS = '001002001';

test('PC pages declare their canonical, the mobile alternate where a twin exists, and share tags', async ({ page }) => {
  await checkHeadLinks(page, webPaths.pc.home.href(), { canonical: '/main/index.php', alternate: '/m/1.0/grp_main/main.html' });
  await checkHeadLinks(page, webPaths.pc.stays.href(), { canonical: '/stay/index.php', alternate: '/m/1.0/grp_main/accom.html' });
  await checkHeadLinks(page, `${webPaths.pc.tourRecommend.href(PARIS)}&utm_source=mail`, {
    canonical: `/tg/recommend.php?category=${PARIS}`,
    alternate: `/m/1.0/grp_main/tour_recommend.html?category=${PARIS}`,
  });
  await checkHeadLinks(page, webPaths.pc.community.href('sale', 2), {
    canonical: '/community/list.php?id=sale&page=2',
    alternate: '/m/1.0/grp_main/community.html?id=sale&page=2',
  });
  await checkHeadLinks(page, webPaths.pc.community.href('notice'), { canonical: '/community/list.php?id=notice' });
  await checkHeadLinks(page, webPaths.pc.sale.href(), { canonical: '/main/sale_tab1.php' });

  for (const href of [
    webPaths.pc.tours.href(),
    webPaths.pc.hotels.href(),
    webPaths.pc.stayPlus.href(),
    webPaths.pc.exclusive.href(),
    webPaths.pc.event.href(EVENT_STAYS_HOME),
    webPaths.pc.travelInfo.href(),
    webPaths.pc.about.href(),
    webPaths.pc.refundRule.href(),
    webPaths.pc.offSeasonSale.href(),
    webPaths.pc.coupons.href(),
    ...CITY_THEME_SLUGS.map((s) => CITY_THEME_WEB_PATHS[s]),
  ]) {
    await checkHeadLinks(page, href);
  }
});
