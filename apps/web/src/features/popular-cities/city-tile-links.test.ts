import { describe, expect, it } from 'vitest';
import { webPaths } from '@minda/contracts/paths';
import { cityTileHref, type LandingCityTile } from './city-tile-links.ts';

const TODAY = new Date(2026, 4, 10, 21, 0);
const stayTile = (code: string, platform: 'pc' | 'mobile'): LandingCityTile => ({
  type: 'STAY',
  mindaCityCode: code,
  link: platform === 'pc' ? webPaths.pc.stayList.href({ cityCode: code }) : webPaths.mobile.stayList.href({ cityCode: code }),
});

describe('cityTileHref', () => {
  it('sends the five city groups to their theme pages on both platforms, Italy by two codes', () => {
    const expected: [string, string][] = [
      ['001001001', '/stay/theme/london.php'],
      ['001002001', '/stay/theme/paris.php'],
      ['003002001', '/stay/theme/newyork.php'],
      ['003002002', '/stay/theme/la.php'],
      ['001003001', '/stay/theme/italia.php'],
      ['001003003', '/stay/theme/italia.php'],
    ];
    for (const platform of ['pc', 'mobile'] as const) {
      for (const [code, page] of expected) expect(cityTileHref(stayTile(code, platform), platform, TODAY)).toBe(page);
    }
  });

  it('sends any other stay city on PC to its stay list with check-in 28 and check-out 29 days ahead', () => {
    expect(cityTileHref(stayTile('001004001', 'pc'), 'pc', TODAY)).toBe('/md/stays?cityCode=001004001&checkInAt=2026-06-07&checkOutAt=2026-06-08');
    // Other Italian cities are not part of the Italy group.
    expect(cityTileHref(stayTile('001003002', 'pc'), 'pc', TODAY)).toBe('/md/stays?cityCode=001003002&checkInAt=2026-06-07&checkOutAt=2026-06-08');
  });

  it('appends the dates to a link without a query too', () => {
    expect(cityTileHref({ type: 'STAY', mindaCityCode: '001011001', link: '/md/stays' }, 'pc', TODAY)).toBe('/md/stays?checkInAt=2026-06-07&checkOutAt=2026-06-08');
  });

  it('keeps the own link of any other stay city on mobile', () => {
    expect(cityTileHref(stayTile('001004001', 'mobile'), 'mobile', TODAY)).toBe('/m/1.0/md/stays?cityCode=001004001');
  });

  it('always keeps the own link of tour and hotel tiles, even for a theme-page city', () => {
    const tour: LandingCityTile = { type: 'TOUR', mindaCityCode: '001002001', link: webPaths.pc.tourList.href('001002001') };
    const hotel: LandingCityTile = { type: 'HOTEL', link: webPaths.pc.hotelList.href({ cityId: 3 }) };
    expect(cityTileHref(tour, 'pc', TODAY)).toBe('/tg/list.php?category=001002001');
    expect(cityTileHref(hotel, 'pc', TODAY)).toBe('/hotel/list?cityId=3');
    expect(cityTileHref(hotel, 'mobile', TODAY)).toBe('/hotel/list?cityId=3');
  });
});
