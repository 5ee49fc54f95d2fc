/** City codes are 9 digits: continent (3) + country (3) + city (3); docs/geography.md. */
export const CITY_CODE_PATTERN = /^\d{9}$/;

/** Stay recommendation filter: applies only to these cities (spec 1 §9, spec 2 §9). */
export const STAY_RECOMMEND_CITY_CODES = [
  '001002001', '001003001', '001001001', '001004001', '005001001', '005001002',
  '001003003', '001011001', '001006002', '003002001',
] as const;

/** Tour recommendation filter: applies only to these cities. */
export const TOUR_RECOMMEND_CITY_CODES = ['001001001', '001002001', '001003001', '001011001', '001004001'] as const;

/** Returns the code when it is a known recommendation city, otherwise undefined (no filter). */
export function knownCityFilter(list: readonly string[], code: string | undefined): string | undefined {
  return code !== undefined && list.includes(code) ? code : undefined;
}

/** City groups with a fixed theme page (spec 1 §2.2); Italy covers two city codes. */
export const CITY_THEME_PAGES: readonly { codes: readonly string[]; path: string }[] = [
  { codes: ['001001001'], path: '/stay/theme/london.php' },
  { codes: ['001002001'], path: '/stay/theme/paris.php' },
  { codes: ['003002001'], path: '/stay/theme/newyork.php' },
  { codes: ['003002002'], path: '/stay/theme/la.php' },
  { codes: ['001003001', '001003003'], path: '/stay/theme/italia.php' },
];

export function cityThemePage(code: string): string | undefined {
  return CITY_THEME_PAGES.find((page) => page.codes.includes(code))?.path;
}
