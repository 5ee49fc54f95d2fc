import { describe, expect, it } from 'vitest';
import { webPaths } from './paths.ts';
import { CITY_THEME_PAGES, cityThemePage } from './rules/city-codes.ts';
import { CITY_THEME_SLUGS, CITY_THEME_WEB_PATHS, cityThemeCodes, cleanUrl, isPagePath, pageLinks, TWINS } from './web-pages.ts';

describe('web pages', () => {
  it.each([
    '/',
    '/main/index.php',
    '/m/1.0/grp_main/main.html',
    '/main/view.php',
    '/hotel/detail/6f1c2a9e-0000-4000-8000-000000000001',
    '/stay/theme/paris.php',
    '/member/login.php',
    '/member/popup.login.php',
    '/m/1.0/cs/privacy.html',
    '/admin/login',
    '/admin/bookings',
    '/admin/bookings/123',
    '/admin/refunds',
    '/mypage/mypage_home.php',
    '/mypage/guidebook.php',
    '/mypage/my_modify.php',
    '/mypage/my_m2m.php',
    '/m/1.0/mypage/index.html',
    '/m/1.0/guidebook/main.html',
  ])('knows %s as a page', (path) => {
    expect(isPagePath(path)).toBe(true);
  });

  it.each([
    '/nope',
    '/main/index.php/extra',
    '/hotel/detail/',
    '/hotel/detail/a/b',
    '/api/v2/main/banners/pc',
    '/assets/index.js',
    '/mypage/invite_nope.php',
    '/MAIN/INDEX.PHP',
  ])('does not know %s', (path) => {
    expect(isPagePath(path)).toBe(false);
  });
});

describe('page links (canonical and mobile alternate)', () => {
  it('pairs the pages both path tables name alike', () => {
    const pairs = TWINS.map((t) => [t.pc, t.mobile]);
    expect(pairs).toContainEqual([webPaths.pc.home.path, webPaths.mobile.home.path]);
    expect(pairs).toContainEqual([webPaths.pc.stays.path, webPaths.mobile.stays.path]);
    expect(pairs).toContainEqual([webPaths.pc.tours.path, webPaths.mobile.tours.path]);
    expect(pairs).toContainEqual([webPaths.pc.hotels.path, webPaths.mobile.hotels.path]);
    expect(pairs).toContainEqual([webPaths.pc.stayPlus.path, webPaths.mobile.stayPlus.path]);
    expect(pairs).toContainEqual([webPaths.pc.exclusive.path, webPaths.mobile.exclusive.path]);
    // Terms and privacy are one page on both platforms, so they are no pair.
    expect(TWINS.some((t) => t.pc === webPaths.pc.clause.path)).toBe(false);
  });

  it('gives a PC page its own canonical and its mobile twin as alternate', () => {
    expect(pageLinks('/main/index.php')).toEqual({ canonical: '/main/index.php', alternate: '/m/1.0/grp_main/main.html' });
    expect(pageLinks('/stay/index.php', '?utm_source=x')).toEqual({ canonical: '/stay/index.php', alternate: '/m/1.0/grp_main/accom.html' });
    expect(pageLinks('/minda_only/index.php')).toEqual({ canonical: '/minda_only/index.php', alternate: '/m/1.0/grp_main/minda_only.html' });
  });

  it('points a mobile page at its PC twin', () => {
    expect(pageLinks('/m/1.0/grp_main/main.html')).toEqual({ canonical: '/main/index.php' });
    expect(pageLinks('/m/1.0/grp_main/hotel.html')).toEqual({ canonical: '/stay/hotel.php' });
    expect(pageLinks('/m/1.0/grp_main/stayplus.html')).toEqual({ canonical: '/stayplus/index.php' });
  });

  it('carries the content keys across, renamed where the platforms differ', () => {
    expect(pageLinks('/main/view.php', '?goodsno=1001&start_date=2026-12-01&end_date=2026-12-02&ea=2')).toEqual({
      canonical: '/main/view.php?goodsno=1001',
      alternate: '/m/1.0/grp_minbak/minbak_view.html?minbak_code=1001',
    });
    expect(pageLinks('/m/1.0/grp_minbak/minbak_view.html', '?minbak_code=1001&stay_period=2')).toEqual({ canonical: '/main/view.php?goodsno=1001' });
    expect(pageLinks('/tg/recommend.php', '?category=001002001')).toEqual({
      canonical: '/tg/recommend.php?category=001002001',
      alternate: '/m/1.0/grp_main/tour_recommend.html?category=001002001',
    });
    expect(pageLinks('/m/1.0/tg/list.html', '?page=1&category=001001001')).toEqual({ canonical: '/tg/list.php?category=001001001' });
  });

  it('maps the mobile community page to the PC board or post, and leaves the notice board without a twin', () => {
    expect(pageLinks('/community/list.php', '?id=sale&page=2')).toEqual({
      canonical: '/community/list.php?id=sale&page=2',
      alternate: '/m/1.0/grp_main/community.html?id=sale&page=2',
    });
    expect(pageLinks('/community/view.php', '?id=jobs&no=12')).toEqual({
      canonical: '/community/view.php?id=jobs&no=12',
      alternate: '/m/1.0/grp_main/community.html?id=jobs&no=12',
    });
    expect(pageLinks('/community/list.php', '?id=notice')).toEqual({ canonical: '/community/list.php?id=notice' });
    expect(pageLinks('/m/1.0/grp_main/community.html', '?id=jobs&no=12')).toEqual({ canonical: '/community/view.php?id=jobs&no=12' });
    expect(pageLinks('/m/1.0/grp_main/community.html', '?id=tripbuddy')).toEqual({ canonical: '/community/list.php?id=tripbuddy' });
  });

  it('keeps pages without a twin self-canonical', () => {
    expect(pageLinks('/m/1.0/grp_main/more.html')).toEqual({ canonical: '/m/1.0/grp_main/more.html' });
    expect(pageLinks('/m/1.0/cs/clause.html')).toEqual({ canonical: '/m/1.0/cs/clause.html' });
    expect(pageLinks('/main/sale_tab1.php')).toEqual({ canonical: '/main/sale_tab1.php' });
    expect(pageLinks('/m/1.0/cs/notice.html', '?no=3')).toEqual({ canonical: '/m/1.0/cs/notice.html?no=3' });
  });

  it('pairs the menus\' editorial pages with their mobile pages (issue 55), the event with its number', () => {
    expect(pageLinks('/event/view.php', '?id=gevent&no=336&fbclid=abc')).toEqual({ canonical: '/event/view.php?id=gevent&no=336', alternate: '/m/1.0/event/view.html?id=gevent&no=336' });
    expect(pageLinks('/m/1.0/event/view.html', '?id=gevent&no=336')).toEqual({ canonical: '/event/view.php?id=gevent&no=336' });
    expect(pageLinks('/about/about.php')).toEqual({ canonical: '/about/about.php', alternate: '/m/1.0/cs/about.html' });
    expect(pageLinks('/m/1.0/cs/rule.html')).toEqual({ canonical: '/helpcenter/rule.php' });
    expect(pageLinks('/m/1.0/cs/info.html')).toEqual({ canonical: '/main/info.php' });
  });

  it('keeps the query of an unlisted page minus tracking, and matches route patterns', () => {
    expect(cleanUrl('/some/new.php', '?id=7&utm_campaign=x&gclid=y')).toBe('/some/new.php?id=7');
    expect(cleanUrl('/some/new.php/abc-123', '?checkInAt=2026-12-01')).toBe('/some/new.php/abc-123?checkInAt=2026-12-01');
  });

  it("drops a hotel page's dates and party: the property is the content", () => {
    expect(cleanUrl('/hotel/detail/abc-123', '?checkInAt=2026-12-01&checkOutAt=2026-12-02&occupancy=2')).toBe('/hotel/detail/abc-123');
  });
});

describe('city theme pages', () => {
  it('has a web path for every city group the tiles link to, and no other', () => {
    expect(CITY_THEME_SLUGS.map((s) => CITY_THEME_WEB_PATHS[s]).sort()).toEqual(CITY_THEME_PAGES.map((p) => p.path).sort());
  });

  it('gives each page its city codes, Italy both Rome and Venice', () => {
    expect(cityThemeCodes('london')).toEqual(['001001001']);
    expect(cityThemeCodes('la')).toEqual(['003002002']);
    expect(cityThemeCodes('italia')).toEqual(['001003001', '001003003']);
    for (const slug of CITY_THEME_SLUGS) for (const code of cityThemeCodes(slug)) expect(cityThemePage(code)).toBe(CITY_THEME_WEB_PATHS[slug]);
  });
});
