import { describe, expect, it } from 'vitest';
import { hotelDetailHref, hotelListHref, hotelSearchQuery, readHotelListParams, withFilters } from './list-params.ts';

const read = (query: string) => readHotelListParams(new URLSearchParams(query));

describe('hotel list params', () => {
  it('reads the spec query with one occupancy per room', () => {
    const p = read('rooms=2&adults=4&children=1&stayType=all&cityId=12&checkInAt=2026-12-01&checkOutAt=2026-12-03&occupancy=2&occupancy=2-5&neighborhoodIds=7');
    expect(p).toMatchObject({
      cityId: 12,
      checkInAt: '2026-12-01',
      checkOutAt: '2026-12-03',
      occupancy: [{ adult: 2, children: [] }, { adult: 2, children: [5] }],
      neighborhoodIds: [7],
      sort: 'recommended',
      page: 1,
    });
  });

  it('keeps the chosen 숙소 유형 in the address, once each, and sends them comma-joined as neighbourhoods are', () => {
    const p = read('cityId=12&categoryIds=3,5&categoryIds=3&categoryIds=x');
    expect(p.categoryIds).toEqual([3, 5]);
    expect(hotelListHref(p)).toBe('/hotel/list?cityId=12&categoryIds=3&categoryIds=5');
    expect(hotelSearchQuery(p)).toMatchObject({ categoryIds: '3,5' });
    expect(hotelSearchQuery(read('cityId=12')).categoryIds).toBeUndefined();
  });

  it('drops what it cannot read instead of failing', () => {
    const p = read('cityId=abc&checkInAt=2026-12-01&occupancy=x&sort=distance&page=-2&starRating=9,4');
    expect(p).toMatchObject({ cityId: null, checkInAt: null, checkOutAt: null, occupancy: [], sort: 'recommended', page: 1, starRating: [4] });
    expect(read('poiIds=3&sort=distance').sort).toBe('distance');
  });

  it('writes the address back with the filters and a 1-based page, and the API query 0-based', () => {
    const p = withFilters(read('cityId=12&checkInAt=2026-12-01&checkOutAt=2026-12-03&occupancy=2-5,7&page=4'), { sort: 'price', starRating: [4, 5] });
    expect(p.page).toBe(1);
    const href = hotelListHref({ ...p, page: 2 });
    expect(href).toBe(
      '/hotel/list?rooms=1&adults=2&children=2&stayType=all&cityId=12&checkInAt=2026-12-01&checkOutAt=2026-12-03&occupancy=2-5%2C7&sort=price&starRating=4&starRating=5&page=2',
    );
    expect(read(href.split('?')[1] ?? '')).toEqual({ ...p, page: 2 });
    expect(hotelSearchQuery({ ...p, page: 2 })).toMatchObject({ page: 1, occupancy: ['2-5,7'], starRating: '4,5' });
  });

  it('links a card to the hotel page with the dates and rooms', () => {
    expect(hotelDetailHref('u-1', { checkInAt: '2026-12-01', checkOutAt: '2026-12-03', occupancy: [{ adult: 2, children: [] }, { adult: 3, children: [] }] })).toBe(
      '/hotel/detail/u-1?checkInAt=2026-12-01&checkOutAt=2026-12-03&occupancy=2&occupancy=3',
    );
    expect(hotelDetailHref('u-1', { checkInAt: null, checkOutAt: null, occupancy: [] })).toBe('/hotel/detail/u-1');
  });
});
