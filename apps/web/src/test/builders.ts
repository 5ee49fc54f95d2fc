import type { PageUser } from '@minda/contracts/auth';
import type { HotelProperty, HotelTheme, StayCard, StayTheme, TourItem, TourThemeGroup } from '@minda/contracts/catalog';

/*
 * Data builders for the component tests, typed by the contracts: a valid value with plain defaults, and the
 * fields a test is about given as overrides (`aStayCard({ goodsName: '파리 민박', isWish: true })`). Numbers
 * count up, so two built cards never share a key; names carry their group so tests can read them.
 */
let next = 1000;

/** The signed-in member of the demo data (renderApp's `user`). */
export function aMember(overrides: Partial<PageUser> = {}): PageUser {
  return { id: 1, loginId: 'member', nickName: '여행자', profileImage: null, role: 'member', unreadInquiryCount: 0, ...overrides };
}

export function aStayCard(overrides: Partial<StayCard> = {}): StayCard {
  next += 1;
  return {
    goodsNo: next,
    goodsName: `민박 ${next}`,
    minPrice: 50000,
    reviewGrade: 4.5,
    reviewCount: 10,
    wishCount: 3,
    isWish: false,
    bookType: 1,
    goodsImgPath: `stays/${next}.svg`,
    locations: ['파리'],
    category: '001002001',
    categoryName: '파리',
    countryName: '프랑스',
    isAwards: false,
    saleRate: 0,
    ...overrides,
  };
}

export function aStayTheme(title: string, cities: { name: string; count: number }[]): StayTheme {
  next += 1;
  return {
    no: next,
    sort: next,
    title,
    items: cities.map((city, i) => ({
      category: `00100${i}001`,
      categoryNo: i,
      categoryName: city.name,
      items: Array.from({ length: city.count }, (_, j) => aStayCard({ goodsName: `${title} ${city.name} ${j + 1}` })),
    })),
  };
}

export function aTourItem(overrides: Partial<TourItem> = {}): TourItem {
  next += 1;
  return {
    itemNo: next,
    itemName: `투어 ${next}`,
    salePrice: 30000,
    itemImgPath: `tours/${next}.svg`,
    isWish: false,
    reviewGrade: 4.8,
    reviewCount: 5,
    wishCount: 1,
    category: '001002001',
    categoryName: '파리',
    countryName: '프랑스',
    sort: next,
    itemCategoryType: 'LOCAL_TOUR',
    ...overrides,
  };
}

export function aTourThemeGroup(name: string, themes: { name: string; count: number }[]): TourThemeGroup {
  next += 1;
  return {
    themeGroupNo: next,
    themeGroupName: name,
    sort: next,
    themeItems: themes.map((theme) => {
      next += 1;
      return { themeName: theme.name, themeNo: next, items: Array.from({ length: theme.count }, (_, j) => aTourItem({ itemName: `${theme.name} ${j + 1}` })) };
    }),
  };
}

/** `name` is the Korean and English name of the hotel. */
export function aHotelProperty(name = `호텔 ${next + 1}`, overrides: Partial<HotelProperty> = {}): HotelProperty {
  next += 1;
  return {
    propertyUuid: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    propertyId: next,
    nameTranslations: { 'ko-KR': name, 'en-US': name },
    starRating: 4,
    reviewScore: 8.8,
    reviewCount: 20,
    wishCount: 2,
    isWish: false,
    minBasePriceBeforeDiscount: 120000,
    thumbnailPath: `hotels/${next}.svg`,
    cityId: 1,
    cities: [{ translations: [{ language: 'ko-KR', translation: '파리' }] }],
    ...overrides,
  };
}

export function aHotelTheme(name: string, cities: { name: string; count: number }[]): HotelTheme {
  next += 1;
  return {
    id: next,
    name,
    sort: next,
    cityHotels: cities.map((city, i) => ({ id: i + 1, cityName: city.name, properties: Array.from({ length: city.count }, (_, j) => aHotelProperty(`${name} ${city.name} ${j + 1}`)) })),
  };
}
