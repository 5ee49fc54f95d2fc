import { describe, expect, it } from 'vitest';
import { AWARDS_GOODS_NOS, hasAwards } from './awards.ts';
import { parseBannerType } from './banner-types.ts';
import { CITY_CODE_PATTERN, cityThemePage, knownCityFilter, STAY_RECOMMEND_CITY_CODES, TOUR_RECOMMEND_CITY_CODES } from './city-codes.ts';
import { isInApp, isServiceMedia } from './service-media.ts';

describe('code lists', () => {
  it('parses banner types by name and by number, and nothing else', () => {
    expect(parseBannerType('main')).toBe(1);
    expect(parseBannerType('search')).toBe(2);
    expect(parseBannerType('stay')).toBe(3);
    expect(parseBannerType('tour')).toBe(4);
    expect(parseBannerType('hotel')).toBe(5);
    expect(parseBannerType('3')).toBe(3);
    for (const bad of ['0', '6', 'banner', '', '1.0', ' 1', 'toString']) expect(parseBannerType(bad)).toBeUndefined();
  });

  it('holds the spec recommendation city codes, all well formed', () => {
    expect([...STAY_RECOMMEND_CITY_CODES].sort()).toEqual(
      ['001001001', '001002001', '001003001', '001003003', '001004001', '001006002', '001011001', '003002001', '005001001', '005001002'].sort(),
    );
    expect([...TOUR_RECOMMEND_CITY_CODES]).toEqual(['001001001', '001002001', '001003001', '001011001', '001004001']);
    for (const code of [...STAY_RECOMMEND_CITY_CODES, ...TOUR_RECOMMEND_CITY_CODES]) expect(code).toMatch(CITY_CODE_PATTERN);
  });

  it('applies the city filter only to known codes', () => {
    expect(knownCityFilter(STAY_RECOMMEND_CITY_CODES, '001002001')).toBe('001002001');
    expect(knownCityFilter(STAY_RECOMMEND_CITY_CODES, '002001001')).toBeUndefined();
    expect(knownCityFilter(TOUR_RECOMMEND_CITY_CODES, '005001001')).toBeUndefined();
    expect(knownCityFilter(STAY_RECOMMEND_CITY_CODES, undefined)).toBeUndefined();
  });

  it('maps the five city groups to their theme pages, Italy by two codes', () => {
    expect(cityThemePage('001001001')).toBe('/stay/theme/london.php');
    expect(cityThemePage('001002001')).toBe('/stay/theme/paris.php');
    expect(cityThemePage('003002001')).toBe('/stay/theme/newyork.php');
    expect(cityThemePage('003002002')).toBe('/stay/theme/la.php');
    expect(cityThemePage('001003001')).toBe('/stay/theme/italia.php');
    expect(cityThemePage('001003003')).toBe('/stay/theme/italia.php');
    expect(cityThemePage('001004001')).toBeUndefined();
  });

  it('keeps about 35 distinct award goods numbers', () => {
    expect(new Set(AWARDS_GOODS_NOS).size).toBe(AWARDS_GOODS_NOS.length);
    expect(AWARDS_GOODS_NOS.length).toBeGreaterThanOrEqual(30);
    expect(AWARDS_GOODS_NOS.length).toBeLessThanOrEqual(40);
    expect(hasAwards(AWARDS_GOODS_NOS[0]!)).toBe(true);
    expect(hasAwards(1001)).toBe(false);
  });

  it('tells app codes from web codes of app_service_media', () => {
    for (const code of ['AP', 'AL', 'AD', 'iP', 'iT', 'iD']) expect(isInApp(code)).toBe(true);
    for (const code of ['MA', 'MW', undefined, 'XX']) expect(isInApp(code)).toBe(false);
    expect(isServiceMedia('MW')).toBe(true);
    expect(isServiceMedia('mw')).toBe(false);
  });
});
