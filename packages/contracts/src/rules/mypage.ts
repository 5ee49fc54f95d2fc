/** Pure rules of the member's own pages (my-page, wish list, profile, 1:1 inquiry); no zod, shared by server and web. */

/** The three wish lists of the guidebook, in tab order. */
export const GUIDEBOOK_TYPES = ['stay', 'tour', 'hotel'] as const;
export type GuidebookType = (typeof GUIDEBOOK_TYPES)[number];

export const GUIDEBOOK_TYPE_LABELS: Record<GuidebookType, string> = { stay: '한인민박', tour: '투어·티켓', hotel: '호텔' };

/** Cards per guidebook page; the summary shows this many images per line. */
export const GUIDEBOOK_PAGE_SIZE = 12;
export const GUIDEBOOK_THUMBNAILS = 4;

/** What a withdrawn account is called wherever its old name would show (reviews, chat). */
export const WITHDRAWN_NICKNAME = '탈퇴회원';

/** 1:1 inquiry categories, as the form lists them. */
export const INQUIRY_CATEGORIES = ['booking', 'refund', 'account', 'benefit', 'etc'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];
export const INQUIRY_CATEGORY_LABELS: Record<InquiryCategory, string> = {
  booking: '예약/결제',
  refund: '취소/환불',
  account: '회원정보',
  benefit: '쿠폰/포인트',
  etc: '기타',
};

export const INQUIRY_STATUS_LABELS = { waiting: '답변대기', answered: '답변완료' } as const;

/** Title and text lengths, and attachments per inquiry (each up to the platform's 10 MB). */
export const INQUIRY_LIMITS = { title: 100, content: 2000, files: 3 } as const;
