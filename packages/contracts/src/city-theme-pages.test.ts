import { describe, expect, it } from 'vitest';
import { CITY_THEME_SLUGS, CITY_THEME_WEB_PATHS, cityThemeCodes } from './city-theme-pages.ts';
import { CITY_THEME_PAGES, cityThemePage } from './rules/city-codes.ts';

describe('city theme pages', () => {
  it('has a web path for every city group the tiles link to, and no other', () => {
    expect(CITY_THEME_SLUGS.map((s) => CITY_THEME_WEB_PATHS[s]).sort()).toEqual(CITY_THEME_PAGES.map((p) => p.path).sort());
  });

  it('gives each page its city codes, Italy both Rome and Venice', () => {
    expect(cityThemeCodes('london')).toEqual(['001001001']);
    expect(cityThemeCodes('la')).toEqual(['003002002']);
    expect(cityThemeCodes('italia')).toEqual(['001003001', '001003003']);
    for (const slug of CITY_THEME_SLUGS) for (const code of cityThemeCodes(slug)) expect(cityThemePage(code)).toBe(CITY_THEME_WEB_PATHS[slug]);
  });
});
