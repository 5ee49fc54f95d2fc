import type { ProductStatus } from '../admin-publishing.ts';

/**
 * A product's preview (issue 57 "a draft is visible only to operators and its partner, with a preview"): its own
 * public page with `?preview=1`. For an operator who runs the catalogue, or the partner who owns the product, the
 * page's reads then show it whatever its state, answered to them alone (never from or into the shared caches);
 * for anyone else the parameter changes nothing. Zod-free: the product pages read it.
 */
export const PREVIEW_PARAM = 'preview';

/** The notice over a previewed page, by the product's state. */
export const PREVIEW_NOTICES: Record<ProductStatus, string> = {
  draft: '미리보기: 작성 중인 상품입니다. 판매를 시작하기 전까지 방문자에게는 보이지 않습니다.',
  published: '미리보기: 판매 중인 상품입니다. 방문자에게도 이렇게 보입니다.',
  suspended: '미리보기: 판매 중지된 상품입니다. 방문자에게는 보이지 않습니다.',
};

/** The 예약하기 of a previewed product that is not on sale: nobody can book it yet. */
export const PREVIEW_BOOK_LABEL = '예약 불가';
