import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StayPopularCity } from '@minda/contracts/stays';
import type { TourPopularCity } from '@minda/contracts/tours';
import { stayPopularCitiesQueryOptions } from '../api/get-stay-popular-cities.ts';
import { tourPopularCitiesQueryOptions } from '../api/get-tour-popular-cities.ts';
import { PopularCitiesCarousel } from './popular-cities-carousel.tsx';
import { TourPopularCities } from './tour-popular-cities.tsx';
import { renderApp } from '../../../test/render-app.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const city = (category: string, categoryName: string): StayPopularCity => ({ category, categoryName, countryName: '나라', imgPath: `city/${category}.svg` });
const STAY_CITIES = [city('001002001', '파리'), city('001003003', '피렌체'), city('001004001', '바르셀로나'), city('003002002', '로스앤젤레스')];

function renderCities(platform: 'pc' | 'mobile', ui = <PopularCitiesCarousel />) {
  renderApp(ui, {
    platform,
    cache: [
      [stayPopularCitiesQueryOptions().queryKey, STAY_CITIES],
      [tourPopularCitiesQueryOptions().queryKey, [{ category: '001002001', categoryName: '파리', countryName: '프랑스', imgPathGuideBook: 'city/001002001.svg' }] satisfies TourPopularCity[]],
    ],
  });
}

const hrefs = (region: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('link')
    .map((a) => [a.querySelector('[class*="name"]')?.textContent, a.getAttribute('href')]);

describe('popular city tiles', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 4, 10, 9, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('on PC: theme pages for the five groups, otherwise the PC stay list with check-in +28 and check-out +29 days', () => {
    renderCities('pc');
    expect(hrefs('인기 도시')).toEqual([
      ['파리', '/stay/theme/paris.php'],
      ['피렌체', '/stay/theme/italia.php'],
      ['바르셀로나', '/md/stays?cityCode=001004001&checkInAt=2026-06-07&checkOutAt=2026-06-08'],
      ['로스앤젤레스', '/stay/theme/la.php'],
    ]);
  });

  it('on mobile: the same theme pages, otherwise the mobile stay list as it is', () => {
    renderCities('mobile');
    expect(hrefs('인기 도시')[2]).toEqual(['바르셀로나', '/m/1.0/md/stays?cityCode=001004001']);
    expect(hrefs('인기 도시')[0]).toEqual(['파리', '/stay/theme/paris.php']);
  });

  it('sends a tour city to its own PC tour list, never to a stay theme page', () => {
    renderCities('pc', <TourPopularCities />);
    expect(hrefs('인기 여행 도시')).toEqual([['파리', '/tg/list.php?category=001002001']]);
  });
});
