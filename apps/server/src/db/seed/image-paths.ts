/** Where each generated picture lives, relative to the uploads directory (and to IMAGE_HOST on the wire). */

export const DEFAULT_IMAGES = {
  stay: 'default/stay.svg',
  tour: 'default/tour.svg',
  hotel: 'default/hotel.svg',
  profile: 'default/profile.svg',
} as const;

export const stayImagePath = (goodsNo: number, n: number) => `stay/${goodsNo}-${n}.svg`;
export const tourImagePath = (itemNo: number) => `tour/${itemNo}.svg`;
export const hotelImagePath = (propertyId: number) => `hotel/${propertyId}.svg`;
export const cityImagePath = (cityCode: string) => `city/${cityCode}.svg`;
export const bannerImagePath = (platform: 'pc' | 'mobile', type: number, n: number) => `banner/${platform === 'mobile' ? 'm' : 'pc'}-${type}-${n}.svg`;
