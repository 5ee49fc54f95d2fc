import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TourItem } from '@minda/contracts/tours';
import type { CityTheme, StayCard } from '@minda/contracts/stays';
import { productQueryRoots } from '../../../lib/query-keys.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { cityThemeQueryOptions, cityThemeToursQueryOptions } from '../api/get-city-theme.ts';
import { CityThemePage } from './city-theme-page.tsx';

vi.mock('../../../lib/api-client.ts', () => ({ apiGet: vi.fn(() => new Promise(() => {})) }));

const stay = (goodsNo: number, name: string, category: string): StayCard => ({
  goodsNo, goodsName: name, minPrice: 50000, reviewGrade: 4.9, reviewCount: 10, wishCount: 3, isWish: false, bookType: 9,
  goodsImgPath: `stays/${goodsNo}.svg`, locations: ['테르미니역 도보 3분'], category, categoryName: '로마', countryName: '이탈리아', isAwards: false, saleRate: 20,
});
const tour = (itemNo: number, name: string): TourItem => ({
  itemNo, itemName: name, salePrice: 70000, itemImgPath: `tours/${itemNo}.svg`, isWish: false, reviewGrade: 4.8, reviewCount: 5, wishCount: 1,
  category: '001003001', categoryName: '로마', countryName: '이탈리아', sort: 1, itemCategoryType: 'LOCAL_TOUR',
});

const ITALIA: CityTheme = {
  slug: 'italia',
  title: '이탈리아 한인민박 여행 가이드 (로마·베네치아)',
  bodyHtml: '<h3>로마, 어디에 묵을까</h3><p>테르미니 <script>alert(1)</script></p>',
  cities: [
    { category: '001003001', categoryName: '로마', nameEn: 'Rome', countryName: '이탈리아', imgPath: 'city/001003001.svg' },
    { category: '001003003', categoryName: '베네치아', nameEn: 'Venice', countryName: '이탈리아', imgPath: 'city/001003003.svg' },
  ],
  stays: [stay(11, '로마 햇살 민박', '001003001'), stay(12, '베네치아 운하 민박', '001003003')],
  tours: [tour(21, '바티칸 오전 투어')],
};

function renderItalia(props: Partial<Parameters<typeof CityThemePage>[0]> = {}) {
  return renderApp(<CityThemePage slug="italia" {...props} />, {
    cache: [
      [cityThemeQueryOptions('italia').queryKey, ITALIA],
      [cityThemeToursQueryOptions('italia').queryKey, ITALIA.tours],
    ],
  });
}

describe('CityThemePage', () => {
  it('caches stays under the stays root and tours under the tours root, so hearts reach both', () => {
    expect(cityThemeQueryOptions('paris').queryKey[0]).toBe(productQueryRoots.stay[0]);
    expect(cityThemeToursQueryOptions('paris').queryKey[0]).toBe(productQueryRoots.tour[0]);
  });

  it('names both Italian cities and gives each its stay and tour buttons', () => {
    renderItalia();
    expect(screen.getByRole('heading', { level: 1, name: '로마 · 베네치아' })).toBeTruthy();
    for (const [name, code] of [['로마', '001003001'], ['베네치아', '001003003']]) {
      expect(screen.getByRole('link', { name: `${name} 한인민박 모두 보기` }).getAttribute('href')).toMatch(
        new RegExp(`^/md/stays\\?cityCode=${code}&checkInAt=\\d{4}-\\d{2}-\\d{2}&checkOutAt=\\d{4}-\\d{2}-\\d{2}$`),
      );
      expect(screen.getByRole('link', { name: `${name} 투어·티켓 모두 보기` }).getAttribute('href')).toBe(`/tg/recommend.php?category=${code}`);
    }
  });

  it('shows the stays and tours and hands heart taps to the route', () => {
    const onToggleStayWish = vi.fn();
    const onToggleTourWish = vi.fn();
    renderItalia({ onToggleStayWish, onToggleTourWish });
    const stays = screen.getByRole('region', { name: '로마 · 베네치아 인기 한인민박' });
    expect(within(stays).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(within(stays).getAllByRole('button', { name: '찜하기' })[1]!);
    expect(onToggleStayWish).toHaveBeenCalledWith(expect.objectContaining({ goodsNo: 12 }));
    const tours = screen.getByRole('region', { name: '로마 · 베네치아 투어·티켓' });
    fireEvent.click(within(tours).getByRole('button', { name: '찜하기' }));
    expect(onToggleTourWish).toHaveBeenCalledWith(expect.objectContaining({ itemNo: 21 }));
  });

  it('shows skeletons until the page arrives, under the known city name', () => {
    renderApp(<CityThemePage slug="london" />);
    expect(screen.getByRole('heading', { level: 1, name: '런던' })).toBeTruthy();
    expect(screen.getByRole('status', { name: '테마 페이지 불러오는 중' })).toBeTruthy();
  });
});
