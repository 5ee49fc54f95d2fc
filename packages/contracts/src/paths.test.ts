import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, appendQuery, platformPaths, webPaths, withQuery } from './paths.ts';

describe('paths', () => {
  it('builds API URLs under /api/v2', () => {
    expect(apiUrl(apiPaths.wishes.stay.href(1001))).toBe('/api/v2/main/stays/wishList/1001');
    expect(apiUrl(apiPaths.wishes.hotelLike.href('a-b'))).toBe('/api/v2/main/hotels/a-b/like');
  });

  it('skips empty query values and repeats array values', () => {
    expect(withQuery('/x', { a: 1, b: undefined, c: '', d: null })).toBe('/x?a=1');
    expect(webPaths.mobile.stayList.href({ cityCode: '001002001', checkInAt: '2026-12-01', checkOutAt: '2026-12-03', occupancy: [2] })).toBe(
      '/m/1.0/md/stays?cityCode=001002001&checkInAt=2026-12-01&checkOutAt=2026-12-03&occupancy%5B%5D=2',
    );
  });

  it('writes the legacy links of the spec', () => {
    expect(webPaths.pc.stayDetail.href(1001, { start_date: '2026-12-01', end_date: '2026-12-03', ea: 2 })).toBe(
      '/main/view.php?goodsno=1001&start_date=2026-12-01&end_date=2026-12-03&ea=2',
    );
    expect(webPaths.mobile.stayDetail.href(1001)).toBe('/m/1.0/grp_minbak/minbak_view.html?minbak_code=1001');
    expect(webPaths.mobile.tourTheme.href(259)).toBe('/m/1.0/tg/list_theme.html?themeno=259');
    expect(webPaths.mobile.community.href('tripbuddy')).toBe('/m/1.0/grp_main/community.html?id=tripbuddy');
    expect(webPaths.pc.event.href(336)).toBe('/event/view.php?id=gevent&no=336');
  });

  it('writes the reservation lists with the spec landings and our tab, type and page', () => {
    expect(webPaths.mobile.reservations.href()).toBe('/m/1.0/grp_mypage/my_reservation.html');
    expect(webPaths.mobile.reservations.href({ tab: 'old' })).toBe('/m/1.0/grp_mypage/my_reservation.html?tab=old');
    expect(webPaths.mobile.stayReviews.href()).toBe('/m/1.0/grp_mypage/my_reservation.html?tab=old');
    expect(webPaths.pc.reservations.href({ tab: 'cancel', type: 'hotel', page: 2 })).toBe('/mypage/my_reservation.php?tab=cancel&type=hotel&page=2');
    expect(webPaths.pc.reservations.href({ page: 1 })).toBe('/mypage/my_reservation.php');
    expect(webPaths.pc.tourReservations.href()).toBe('/mypage/my_tg_reserve.php?tab=all&astep=&Page=0');
    expect(webPaths.pc.tourReservations.href('past', 3)).toBe('/mypage/my_tg_reserve.php?tab=past&astep=&Page=2');
    expect(webPaths.mobile.tourReservations.href('past')).toBe('/m/1.0/tg_mypage/list.html?page=1&scroll_pos=0&tab=past');
    expect(webPaths.mobile.tourReviews.href()).toBe(webPaths.mobile.tourReservations.href('past'));
  });

  it('writes the PC stay results with the same query as mobile', () => {
    expect(webPaths.pc.stayList.href({ cityCode: '001004001', checkInAt: '2026-06-07', checkOutAt: '2026-06-08', occupancy: [1] })).toBe(
      '/md/stays?cityCode=001004001&checkInAt=2026-06-07&checkOutAt=2026-06-08&occupancy%5B%5D=1',
    );
  });

  it('appends query values to a link with or without a query', () => {
    expect(appendQuery('/md/stays?cityCode=1', { checkInAt: '2026-06-07', x: undefined })).toBe('/md/stays?cityCode=1&checkInAt=2026-06-07');
    expect(appendQuery('/md/stays', { checkInAt: '2026-06-07' })).toBe('/md/stays?checkInAt=2026-06-07');
    expect(appendQuery('/md/stays?a=1', {})).toBe('/md/stays?a=1');
  });

  it('gives each platform its own page for the destinations shared components link to', () => {
    expect(platformPaths.pc.stayDetail(1001)).toBe('/main/view.php?goodsno=1001');
    expect(platformPaths.mobile.stayDetail(1001)).toBe('/m/1.0/grp_minbak/minbak_view.html?minbak_code=1001');
    expect(platformPaths.pc.tourDetail(501)).toBe('/tg/view.php?itemno=501');
    expect(platformPaths.mobile.tourTheme(259)).toBe('/m/1.0/tg/list_theme.html?themeno=259');
    expect(platformPaths.pc.tourTheme(259)).toBe('/tg/list_theme.php?themeno=259');
    expect(platformPaths.pc.tourList('001002001')).toBe('/tg/list.php?category=001002001');
    expect(platformPaths.pc.community('jobs')).toBe('/community/list.php?id=jobs');
    expect([platformPaths.pc.stays(), platformPaths.pc.tours(), platformPaths.pc.hotels()]).toEqual(['/stay/index.php', '/tg/index.php', '/stay/hotel.php']);
    expect([platformPaths.mobile.stays(), platformPaths.mobile.tours(), platformPaths.mobile.hotels()]).toEqual([
      '/m/1.0/grp_main/accom.html',
      '/m/1.0/grp_main/tour.html',
      '/m/1.0/grp_main/hotel.html',
    ]);
    expect(platformPaths.pc.stayList({ cityCode: '001004001' })).toBe('/md/stays?cityCode=001004001');
  });

  it('sends the login return path encoded and flagged', () => {
    const href = webPaths.member.login.href('/m/1.0/grp_main/main.html?x=1');
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/member/login.php');
    expect(url.searchParams.get('encoded_login_return_page')).toBe('true');
    expect(decodeURIComponent(url.searchParams.get('login_return_page')!)).toBe('/m/1.0/grp_main/main.html?x=1');
  });
});
