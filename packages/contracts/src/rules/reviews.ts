import { BOOKING_STATUS, reviewableUntil } from './bookings.ts';

/** Review lists: the sorts a visitor can pick, in the order the picker shows them, and the page size cap. */
export const REVIEW_SORTS = ['recent', 'high', 'low'] as const;
export const REVIEW_SORT_LABELS: Record<(typeof REVIEW_SORTS)[number], string> = {
  recent: '최신순',
  high: '평점 높은순',
  low: '평점 낮은순',
};
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_PAGE_SIZE_MAX = 50;
/** Grades are whole stars 1-5; summaries round averages to one decimal. */
export const REVIEW_MAX_RATING = 5;

export function roundGrade(value: number): number {
  return Math.round(value * 10) / 10;
}

/* ---- writing a review (spec 2 §7.3, domain.md "Reviews"; decision 027) ---- */

/** The text a review needs: enough to help the next guest, short enough to read (Yanolja asks 10+). */
export const REVIEW_TEXT_MIN = 10;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_PHOTOS_MAX = 10;
/** A reply under a review (the host's or the author's). */
export const REVIEW_COMMENT_MAX = 1000;

/** Stays and hotels are graded on four scales, tours only overall. */
export const gradedOnAllScales = (productType: 'stay' | 'hotel' | 'tour'): boolean => productType !== 'tour';

/** The grades' names: the one home for the review form, the product pages' summaries and every message naming them. */
export const REVIEW_GRADE_LABELS = { rating: '총점', locationRating: '위치', facilityRating: '시설', staffRating: '서비스' } as const;

/** Stays and hotels sent without one of their sub-grades. */
export const REVIEW_SUB_GRADES_MESSAGE = `${REVIEW_GRADE_LABELS.locationRating}, ${REVIEW_GRADE_LABELS.facilityRating}, ${REVIEW_GRADE_LABELS.staffRating} 별점을 모두 골라 주세요.`;

/** Why a booking cannot be reviewed now; `notYours` also covers a booking that does not exist. */
export type ReviewRefusal = 'notYours' | 'notConfirmed' | 'tooEarly' | 'tooLate' | 'alreadyReviewed';

export const REVIEW_REFUSAL_MESSAGES: Record<ReviewRefusal, string> = {
  notYours: '예약 정보를 찾을 수 없습니다. 본인의 예약만 후기를 쓸 수 있습니다.',
  notConfirmed: '확정된 예약만 후기를 쓸 수 있습니다. 취소되었거나 이용하지 않은 예약입니다.',
  tooEarly: '후기는 체크아웃(투어는 이용일) 다음 날부터 쓸 수 있습니다.',
  tooLate: '후기 작성 기간(체크아웃 후 6개월)이 지났습니다.',
  alreadyReviewed: '이 예약의 후기를 이미 작성했습니다. 작성한 후기를 수정해 주세요.',
};

/**
 * Whether a member may review a booking on `today` (Korean calendar day): the one rule for the server's
 * POST, the lists of bookings to review and the web's buttons. `lastDay` is the check-out (tour: the date);
 * the window runs from the day after it to `reviewableUntil` (rules/bookings) inclusive.
 */
export function reviewRefusal(b: { isMine: boolean; status: number; lastDay: string; reviewed: boolean }, today: string): ReviewRefusal | null {
  if (!b.isMine) return 'notYours';
  if (b.status !== BOOKING_STATUS.confirmed) return 'notConfirmed';
  if (b.reviewed) return 'alreadyReviewed';
  if (today <= b.lastDay) return 'tooEarly';
  if (today > reviewableUntil(b.lastDay)) return 'tooLate';
  return null;
}
