import type { WishProduct } from '../pending-wish.ts';
import { addStayWish } from './add-stay-wish.ts';
import { addTourWish } from './add-tour-wish.ts';
import { likeHotel } from './like-hotel.ts';

/** Wishes one product of any line: stays and tours into the guidebook, hotels as a like. */
export function addWish(product: WishProduct) {
  switch (product.kind) {
    case 'stay':
      return addStayWish(product.goodsNo);
    case 'tour':
      return addTourWish({ category: product.category, itemNo: product.itemNo });
    case 'hotel':
      return likeHotel(product.propertyUuid);
  }
}
