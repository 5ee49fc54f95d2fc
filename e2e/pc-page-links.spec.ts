import { test } from './fixtures.ts';
import { checkHeadLinks, type ExpectedHeadLinks } from './promotion-checks.ts';

/**
 * Every URL here is written out from the spec's URL tables (spec 1 "PC" and "Mobile" paths), not taken from
 * webPaths or pageLinks: the page is asked for by its public address and must name these exact links.
 * Content keys stay in the canonical; dates, party, paging and tracking parameters are dropped.
 */
const PC_PAGES: readonly (readonly [href: string, expected: ExpectedHeadLinks])[] = [
  ['/main/index.php', { canonical: '/main/index.php', alternate: '/m/1.0/grp_main/main.html' }],
  ['/stay/index.php', { canonical: '/stay/index.php', alternate: '/m/1.0/grp_main/accom.html' }],
  ['/tg/index.php', { canonical: '/tg/index.php', alternate: '/m/1.0/grp_main/tour.html' }],
  ['/stay/hotel.php', { canonical: '/stay/hotel.php', alternate: '/m/1.0/grp_main/hotel.html' }],
  ['/stayplus/index.php', { canonical: '/stayplus/index.php', alternate: '/m/1.0/grp_main/stayplus.html' }],
  ['/minda_only/index.php', { canonical: '/minda_only/index.php', alternate: '/m/1.0/grp_main/minda_only.html' }],
  [
    '/main/view.php?goodsno=1001&start_date=2026-12-01&end_date=2026-12-03&ea=2',
    { canonical: '/main/view.php?goodsno=1001', alternate: '/m/1.0/grp_minbak/minbak_view.html?minbak_code=1001' },
  ],
  [
    '/md/stays?cityCode=001002001&checkInAt=2026-12-01&checkOutAt=2026-12-03&occupancy=2',
    { canonical: '/md/stays?cityCode=001002001', alternate: '/m/1.0/md/stays?cityCode=001002001' },
  ],
  ['/tg/view.php?itemno=5001', { canonical: '/tg/view.php?itemno=5001', alternate: '/m/1.0/tg/view.html?itemno=5001' }],
  ['/tg/list.php?category=001002001&sort=price', { canonical: '/tg/list.php?category=001002001', alternate: '/m/1.0/tg/list.html?category=001002001' }],
  [
    '/tg/recommend.php?category=001002001&utm_source=mail',
    { canonical: '/tg/recommend.php?category=001002001', alternate: '/m/1.0/grp_main/tour_recommend.html?category=001002001' },
  ],
  ['/community/list.php?id=sale&page=2', { canonical: '/community/list.php?id=sale&page=2', alternate: '/m/1.0/grp_main/community.html?id=sale&page=2' }],
  // The notice board's mobile page (/m/1.0/cs/notice.html) is not its twin: the PC list is one of four board tabs.
  ['/community/list.php?id=notice', { canonical: '/community/list.php?id=notice' }],
  ['/main/sale_tab1.php', { canonical: '/main/sale_tab1.php' }],
  ['/main/sale_tab3.php', { canonical: '/main/sale_tab3.php' }],
  ['/main/coupon_tab2.php', { canonical: '/main/coupon_tab2.php', alternate: '/m/1.0/grp_main/coupon.html' }],
  ['/event/view.php?id=gevent&no=336', { canonical: '/event/view.php?id=gevent&no=336', alternate: '/m/1.0/event/view.html?id=gevent&no=336' }],
  ['/main/info.php', { canonical: '/main/info.php', alternate: '/m/1.0/cs/info.html' }],
  ['/about/about.php', { canonical: '/about/about.php', alternate: '/m/1.0/cs/about.html' }],
  ['/helpcenter/rule.php', { canonical: '/helpcenter/rule.php', alternate: '/m/1.0/cs/rule.html' }],
  ...['london', 'paris', 'newyork', 'la', 'italia'].map((city) => [`/stay/theme/${city}.php`, { canonical: `/stay/theme/${city}.php` }] as const),
];

// One test per page: each loads and hydrates a whole page, and 35 in one test outgrew its time on a busy machine.
for (const [href, expected] of PC_PAGES) {
  test(`PC page ${href} declares its canonical, the mobile alternate where a twin exists, and share tags`, async ({ page }) => {
    await checkHeadLinks(page, href, expected);
  });
}
