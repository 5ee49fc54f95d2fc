import type { GuidebookWishToggle } from '../../features/mypage/components/guidebook.tsx';
import type { WishToggleInput } from '../../features/wishes/use-wish-toggle.ts';

/** A heart tap on a wish-list card, as the wish toggle takes it. */
export function guidebookWishInput(item: GuidebookWishToggle): WishToggleInput {
  switch (item.type) {
    case 'stay':
      return { kind: 'stay', goodsNo: item.card.goodsNo, isWish: item.card.isWish };
    case 'tour':
      return { kind: 'tour', itemNo: item.card.itemNo, category: item.card.category, isWish: item.card.isWish };
    case 'hotel':
      return { kind: 'hotel', propertyUuid: item.card.propertyUuid, isWish: item.card.isWish };
  }
}
