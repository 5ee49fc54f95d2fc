import { describe, expect, it } from 'vitest';
import { parseReservationList, reservationLinks } from './reservation-links.ts';

const stay = (status: number) => ({ bookNo: 260001, productType: 'stay' as const, productId: '1001', status });
const tour = { bookNo: 260004, productType: 'tour' as const, productId: '5001', status: 9 };
const hotel = { bookNo: 260005, productType: 'hotel' as const, productId: '00000000-0000-4000-8000-000000000001', status: 9 };

describe('reservation links', () => {
  it('sends each mobile stay booking to the view of its status (spec 2 §4.4)', () => {
    const { detail } = reservationLinks('mobile');
    const views = [1, 3, -9, 9, -19, -29, -99, -89, -39, -49, -59, -69, -79, 42].map((status) => detail(stay(status)));
    expect(views).toEqual([1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1].map((n) => `/m/1.0/grp_mypage/my_reservation_view_${n}.html?bookno=260001`));
    expect(detail(hotel)).toBe('/m/1.0/grp_mypage/my_reservation_view_3.html?bookno=260005');
    expect(detail(tour)).toBe('/m/1.0/tg_mypage/view.html?bookno=260004');
  });

  it('sends PC bookings to the stay or the tour detail', () => {
    const { detail } = reservationLinks('pc');
    expect(detail(stay(-19))).toBe('/mypage/v.my_reservation.php?bookno=260001');
    expect(detail(hotel)).toBe('/mypage/v.my_reservation.php?bookno=260005');
    expect(detail(tour)).toBe('/mypage/my_tg_reserve_view.php?bookno=260004');
  });

  it('links the product page of each line', () => {
    expect(reservationLinks('pc').product(stay(9))).toBe('/main/view.php?goodsno=1001');
    expect(reservationLinks('mobile').product(stay(9))).toBe('/m/1.0/grp_minbak/minbak_view.html?minbak_code=1001');
    expect(reservationLinks('mobile').product(tour)).toBe('/m/1.0/tg/view.html?itemno=5001');
    expect(reservationLinks('mobile').product(hotel)).toBe('/hotel/detail/00000000-0000-4000-8000-000000000001');
    expect(reservationLinks('pc').inquiries()).toBe('/mypage/inquiry/list.php');
    expect(reservationLinks('mobile').inquiries()).toBe('/m/1.0/grp_mypage/inquiry_list.html');
  });

  it('writes the lists of every tab and reads them back', () => {
    const cases = [
      ['mobile', { tab: 'past', productType: 'stay', page: 1 }, '/m/1.0/grp_mypage/my_reservation.html?tab=old'],
      ['mobile', { tab: 'upcoming', productType: 'hotel', page: 2 }, '/m/1.0/grp_mypage/my_reservation.html?type=hotel&page=2'],
      ['pc', { tab: 'cancelled', productType: 'stay', page: 1 }, '/mypage/my_reservation.php?tab=cancel'],
      ['pc', { tab: 'upcoming', productType: 'tour', page: 1 }, '/mypage/my_tg_reserve.php?tab=all&astep=&Page=0'],
      ['pc', { tab: 'past', productType: 'tour', page: 2 }, '/mypage/my_tg_reserve.php?tab=past&astep=&Page=1'],
      ['mobile', { tab: 'past', productType: 'tour', page: 1 }, '/m/1.0/tg_mypage/list.html?page=1&scroll_pos=0&tab=past'],
    ] as const;
    for (const [platform, location, href] of cases) {
      expect(reservationLinks(platform).list(location)).toBe(href);
      const url = new URL(href, 'http://x');
      expect(parseReservationList(location.productType === 'tour' ? 'tours' : 'stays', platform, url.searchParams)).toEqual(location);
    }
  });

  it('reads unknown tabs and bad pages as the first page of the upcoming bookings', () => {
    expect(parseReservationList('stays', 'mobile', new URLSearchParams('tab=x&page=-3&type=boat'))).toEqual({ tab: 'upcoming', productType: 'stay', page: 1 });
    expect(parseReservationList('tours', 'pc', new URLSearchParams('tab=all&astep=&Page=abc'))).toEqual({ tab: 'upcoming', productType: 'tour', page: 1 });
  });
});
