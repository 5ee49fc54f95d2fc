import { PRODUCT_TYPE_LABELS as PRODUCT_LINE_LABELS } from '@minda/contracts/rules/bookings';
import type { HotelProperty } from '@minda/contracts/hotels';
import type { StayCard } from '@minda/contracts/stays';
import type { TourItem } from '@minda/contracts/tours';
import { platformPaths, webPaths, type Platform } from '@minda/contracts/paths';
import { formatWonFrom, hotelPriceText, tourPriceText } from '@minda/contracts/rules/price';
import { isInstantBooking } from '@minda/contracts/rules/stay-booking';

export type ProductKind = 'stay' | 'tour' | 'hotel';

/** Type chip texts on cards (spec 1 §1). */
export const PRODUCT_TYPE_LABELS: Record<ProductKind, string> = PRODUCT_LINE_LABELS;

/** Hotel cards link with occupancy 2 (spec 1 §2.2). */
const HOTEL_CARD_OCCUPANCY = '2';

/** What a card shows, whatever the product line: the three adapters below fill it from the wire shapes. */
export type ProductCardModel = {
  kind: ProductKind;
  id: string;
  name: string;
  href: string;
  imagePath: string;
  locations: readonly string[];
  rating: number;
  reviewCount: number;
  wishCount: number;
  isWish: boolean;
  priceText: string;
  /** Sold-out tours and hotels without a rate: the price line is a notice, not a price. */
  priceUnavailable: boolean;
  saleRate: number;
  instant: boolean;
  awards: boolean;
};

export type StayCardInput = Pick<
  StayCard,
  'goodsNo' | 'goodsName' | 'minPrice' | 'reviewGrade' | 'reviewCount' | 'wishCount' | 'isWish' | 'bookType' | 'goodsImgPath' | 'locations'
> &
  Partial<Pick<StayCard, 'isAwards' | 'saleRate'>>;

/** The card links to the stay detail of the platform it is shown on. */
export function stayCardModel(stay: StayCardInput, platform: Platform = 'mobile'): ProductCardModel {
  return {
    kind: 'stay',
    id: `stay-${stay.goodsNo}`,
    name: stay.goodsName,
    href: platformPaths[platform].stayDetail(stay.goodsNo),
    imagePath: stay.goodsImgPath,
    locations: stay.locations,
    rating: stay.reviewGrade ?? 0,
    reviewCount: stay.reviewCount,
    wishCount: stay.wishCount,
    isWish: stay.isWish,
    priceText: formatWonFrom(stay.minPrice),
    priceUnavailable: false,
    saleRate: stay.saleRate ?? 0,
    instant: isInstantBooking(stay),
    awards: stay.isAwards ?? false,
  };
}

export type TourCardInput = Pick<
  TourItem,
  'itemNo' | 'itemName' | 'salePrice' | 'itemImgPath' | 'isWish' | 'reviewGrade' | 'reviewCount' | 'wishCount' | 'categoryName'
> &
  Partial<Pick<TourItem, 'countryName'>>;

export function tourCardModel(tour: TourCardInput, platform: Platform = 'mobile'): ProductCardModel {
  return {
    kind: 'tour',
    id: `tour-${tour.itemNo}`,
    name: tour.itemName,
    href: platformPaths[platform].tourDetail(tour.itemNo),
    imagePath: tour.itemImgPath,
    locations: [tour.categoryName].filter(Boolean),
    rating: tour.reviewGrade ?? 0,
    reviewCount: tour.reviewCount,
    wishCount: tour.wishCount,
    isWish: tour.isWish,
    priceText: tourPriceText(tour.salePrice),
    priceUnavailable: tour.salePrice === 0,
    saleRate: 0,
    instant: false,
    awards: false,
  };
}

export type HotelCardInput = Pick<
  HotelProperty,
  'propertyUuid' | 'nameTranslations' | 'reviewScore' | 'reviewCount' | 'wishCount' | 'isWish' | 'minBasePriceBeforeDiscount' | 'thumbnailPath' | 'cities'
>;

const KOREAN = 'ko-KR';

export function hotelCardModel(hotel: HotelCardInput): ProductCardModel {
  const cityNames = hotel.cities
    .map((city) => city.translations.find((t) => t.language === KOREAN)?.translation ?? city.translations[0]?.translation)
    .filter((name): name is string => !!name);
  return {
    kind: 'hotel',
    id: `hotel-${hotel.propertyUuid}`,
    name: hotel.nameTranslations[KOREAN] || hotel.nameTranslations['en-US'],
    href: webPaths.pc.hotelDetail.href(hotel.propertyUuid, { occupancy: HOTEL_CARD_OCCUPANCY }),
    imagePath: hotel.thumbnailPath,
    locations: cityNames,
    rating: hotel.reviewScore,
    reviewCount: hotel.reviewCount,
    wishCount: hotel.wishCount,
    isWish: hotel.isWish,
    priceText: hotelPriceText(hotel.minBasePriceBeforeDiscount),
    priceUnavailable: hotel.minBasePriceBeforeDiscount === 0,
    saleRate: 0,
    instant: false,
    awards: false,
  };
}
