import { describe, expect, it } from 'vitest';
import type { CityThemeCity } from '@minda/contracts/stays';
import { cityThemeLinks, cityThemeName, cityThemeSlugOf } from './city-theme-links.ts';

const rome: CityThemeCity = { category: '001003001', categoryName: '로마', nameEn: 'Rome', countryName: '이탈리아', imgPath: 'city/001003001.svg' };
const venice: CityThemeCity = { category: '001003003', categoryName: '베네치아', nameEn: 'Venice', countryName: '이탈리아', imgPath: 'city/001003003.svg' };

describe('city theme links', () => {
  it('sends each city to its stay list with check-in 28 and check-out 29 days ahead', () => {
    const { stays } = cityThemeLinks([rome, venice], new Date(2026, 10, 21));
    expect(stays).toEqual([
      { href: '/md/stays?cityCode=001003001&checkInAt=2026-12-19&checkOutAt=2026-12-20', label: '로마 한인민박 모두 보기' },
      { href: '/md/stays?cityCode=001003003&checkInAt=2026-12-19&checkOutAt=2026-12-20', label: '베네치아 한인민박 모두 보기' },
    ]);
  });

  it('sends each city to its tour recommendation list', () => {
    expect(cityThemeLinks([rome]).tours).toEqual([{ href: '/tg/recommend.php?category=001003001', label: '로마 투어·티켓 모두 보기' }]);
  });

  it('names the group by its cities', () => {
    expect(cityThemeName([rome, venice])).toBe('로마 · 베네치아');
  });

  it('reads the theme page of a path, none for any other path', () => {
    expect(cityThemeSlugOf('/stay/theme/italia.php')).toBe('italia');
    expect(cityThemeSlugOf('/stay/theme/rome.php')).toBeUndefined();
  });
});
