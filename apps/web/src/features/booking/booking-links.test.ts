import { describe, expect, it } from 'vitest';
import { productHref, reservationHref } from './booking-links.ts';

describe('reservationHref', () => {
  it('sends stays and hotels to the stay reservation pages, the mobile one by the view of the status', () => {
    expect(reservationHref('pc', 'stay', 9, 260001)).toBe('/mypage/v.my_reservation.php?bookno=260001');
    expect(reservationHref('pc', 'hotel', 3, 260002)).toBe('/mypage/v.my_reservation.php?bookno=260002');
    expect(reservationHref('mobile', 'stay', 1, 260003)).toBe('/m/1.0/grp_mypage/my_reservation_view_1.html?bookno=260003');
    expect(reservationHref('mobile', 'stay', -9, 260004)).toBe('/m/1.0/grp_mypage/my_reservation_view_2.html?bookno=260004');
    expect(reservationHref('mobile', 'hotel', 9, 260005)).toBe('/m/1.0/grp_mypage/my_reservation_view_3.html?bookno=260005');
  });

  it('sends tours to the tour reservation pages', () => {
    expect(reservationHref('pc', 'tour', 9, 260006)).toBe('/mypage/my_tg_reserve_view.php?bookno=260006');
    expect(reservationHref('mobile', 'tour', 9, 260006)).toBe('/m/1.0/tg_mypage/view.html?bookno=260006');
  });
});

describe('productHref', () => {
  it('goes back to the product page with the same dates and party', () => {
    const stay = { type: 'stay', goodsNo: 1001, roomId: 2, checkInAt: '2030-03-10', checkOutAt: '2030-03-12', adults: 2 } as const;
    expect(productHref('pc', stay)).toBe('/main/view.php?goodsno=1001&start_date=2030-03-10&end_date=2030-03-12&ea=2');
    expect(productHref('mobile', stay)).toBe('/m/1.0/grp_minbak/minbak_view.html?minbak_code=1001&start_date=2030-03-10&stay_period=2&ea=2');
    const hotel = { type: 'hotel', propertyUuid: '00000000-0000-4000-8000-000000000101', checkInAt: '2030-03-10', checkOutAt: '2030-03-12', rooms: [{ roomId: 1, occupancy: '2' }] } as const;
    expect(productHref('mobile', hotel)).toBe('/hotel/detail/00000000-0000-4000-8000-000000000101?checkInAt=2030-03-10&checkOutAt=2030-03-12&occupancy=2');
    expect(productHref('mobile', { type: 'tour', itemNo: 5001, options: [{ optionId: 3, date: '2030-03-10', count: 1 }] })).toBe('/m/1.0/tg/view.html?itemno=5001');
  });
});
