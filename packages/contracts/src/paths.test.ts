import { describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, webPaths, withQuery } from './paths.ts';

describe('paths', () => {
  it('builds API URLs under /api/v2', () => {
    expect(apiUrl(apiPaths.stays.wish(1001))).toBe('/api/v2/main/stays/wishList/1001');
    expect(apiUrl(apiPaths.hotels.like('a-b'))).toBe('/api/v2/main/hotels/a-b/like');
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

  it('sends the login return path encoded and flagged', () => {
    const href = webPaths.member.login.href('/m/1.0/grp_main/main.html?x=1');
    const url = new URL(href, 'http://localhost');
    expect(url.pathname).toBe('/member/login.php');
    expect(url.searchParams.get('encoded_login_return_page')).toBe('true');
    expect(decodeURIComponent(url.searchParams.get('login_return_page')!)).toBe('/m/1.0/grp_main/main.html?x=1');
  });
});
