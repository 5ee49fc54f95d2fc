import type { HotelProperty, HotelTheme, StayCard, StayTheme, TourItem, TourThemeGroup } from '@minda/contracts/catalog';

/** Builders of catalogue data for the component tests (names carry their group so tests can read them). */
let next = 1000;

export function stay(name: string, category = '001002001'): StayCard {
  next += 1;
  return {
    goodsNo: next,
    goodsName: name,
    minPrice: 50000,
    reviewGrade: 4.5,
    reviewCount: 10,
    wishCount: 3,
    isWish: false,
    bookType: 1,
    goodsImgPath: `stays/${next}.svg`,
    locations: ['파리'],
    category,
    categoryName: '파리',
    countryName: '프랑스',
    isAwards: false,
    saleRate: 0,
  };
}

export function stayTheme(title: string, cities: { name: string; count: number }[]): StayTheme {
  next += 1;
  return {
    no: next,
    sort: next,
    title,
    items: cities.map((city, i) => ({
      category: `00100${i}001`,
      categoryNo: i,
      categoryName: city.name,
      items: Array.from({ length: city.count }, (_, j) => stay(`${title} ${city.name} ${j + 1}`)),
    })),
  };
}

export function tour(name: string): TourItem {
  next += 1;
  return {
    itemNo: next,
    itemName: name,
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
  };
}

export function tourGroup(name: string, themes: { name: string; count: number }[]): TourThemeGroup {
  next += 1;
  return {
    themeGroupNo: next,
    themeGroupName: name,
    sort: next,
    themeItems: themes.map((theme) => {
      next += 1;
      return { themeName: theme.name, themeNo: next, items: Array.from({ length: theme.count }, (_, j) => tour(`${theme.name} ${j + 1}`)) };
    }),
  };
}

export function hotel(name: string): HotelProperty {
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
  };
}

export function hotelTheme(name: string, cities: { name: string; count: number }[]): HotelTheme {
  next += 1;
  return {
    id: next,
    name,
    sort: next,
    cityHotels: cities.map((city, i) => ({ id: i + 1, cityName: city.name, properties: Array.from({ length: city.count }, (_, j) => hotel(`${name} ${city.name} ${j + 1}`)) })),
  };
}
