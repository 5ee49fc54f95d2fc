import { describe, expect, it } from 'vitest';
import { searchTargetHref, type SearchRequest } from './search-target.ts';

const dates = { checkInAt: '2026-12-19', checkOutAt: '2026-12-22' };
const party = [
  { adult: 3, children: [5, 7] },
  { adult: 2, children: [] },
];

const request = (r: Partial<SearchRequest> & Pick<SearchRequest, 'searchType' | 'place'>): SearchRequest => ({ ...dates, occupancy: party, ...r });

describe('search targets (spec 1 §2)', () => {
  it('sends a stays city to the results with the first room adults, on each platform', () => {
    const r = request({ searchType: 'stays', place: { id: '001001001', name: '파리', type: 'city' } });
    expect(searchTargetHref(r, 'pc')).toBe('/md/stays?cityCode=001001001&checkInAt=2026-12-19&checkOutAt=2026-12-22&occupancy%5B%5D=3');
    expect(searchTargetHref(r, 'mobile')).toBe('/m/1.0/md/stays?cityCode=001001001&checkInAt=2026-12-19&checkOutAt=2026-12-22&occupancy%5B%5D=3');
  });

  it('sends a stay straight to its page with dates and adults (mobile: nights as stay_period)', () => {
    const r = request({ searchType: 'stays', place: { id: '1001', name: '파리 하늘민박', type: 'product' } });
    expect(searchTargetHref(r, 'pc')).toBe('/main/view.php?goodsno=1001&start_date=2026-12-19&end_date=2026-12-22&ea=3');
    expect(searchTargetHref(r, 'mobile')).toBe('/m/1.0/grp_minbak/minbak_view.html?minbak_code=1001&start_date=2026-12-19&stay_period=3&ea=3');
  });

  it('sends a hotel city to /hotel/list with rooms, totals and one occupancy per room', () => {
    const href = searchTargetHref(request({ searchType: 'hotel', place: { id: '12', name: '파리', type: 'city' } }), 'pc');
    expect(href).toBe(
      '/hotel/list?rooms=2&adults=5&children=2&stayType=all&cityId=12&checkInAt=2026-12-19&checkOutAt=2026-12-22&occupancy=3-5%2C7&occupancy=2',
    );
    const url = new URL(href, 'http://x');
    expect(url.searchParams.getAll('occupancy')).toEqual(['3-5,7', '2']);
  });

  it('adds neighborhoodIds or poiIds for a search by area', () => {
    const byArea = searchTargetHref(request({ searchType: 'hotel', place: { id: '12', name: '마레', type: 'neighborhood', neighborhoodId: 21 } }), 'mobile');
    expect(new URL(byArea, 'http://x').searchParams.get('neighborhoodIds')).toBe('21');
    expect(new URL(byArea, 'http://x').searchParams.get('cityId')).toBe('12');
    const byPoi = searchTargetHref(request({ searchType: 'hotel', place: { id: '12', name: '에펠탑', type: 'poi', pointOfInterestId: 11 } }), 'pc');
    expect(new URL(byPoi, 'http://x').searchParams.get('poiIds')).toBe('11');
    expect(new URL(byPoi, 'http://x').searchParams.has('neighborhoodIds')).toBe(false);
  });

  it('sends a hotel to its page with the dates and party', () => {
    const uuid = '5b1d3c9e-0000-4000-8000-000000000001';
    expect(searchTargetHref(request({ searchType: 'hotel', place: { id: uuid, name: '호텔', type: 'property' }, occupancy: [{ adult: 2, children: [] }] }), 'pc')).toBe(
      `/hotel/detail/${uuid}?checkInAt=2026-12-19&checkOutAt=2026-12-22&occupancy=2`,
    );
  });

  it('sends a tour city to its list and a trip to its page', () => {
    const city = request({ searchType: 'tour', place: { id: '001001001', name: '파리', type: 'city' } });
    expect(searchTargetHref(city, 'pc')).toBe('/tg/list.php?category=001001001');
    expect(searchTargetHref(city, 'mobile')).toBe('/m/1.0/tg/list.html?page=1&category=001001001');
    const trip = request({ searchType: 'tour', place: { id: '5003', name: '야경 투어', type: 'trip' } });
    expect(searchTargetHref(trip, 'pc')).toBe('/tg/view.php?itemno=5003');
    expect(searchTargetHref(trip, 'mobile')).toBe('/m/1.0/tg/view.html?itemno=5003');
  });
});
