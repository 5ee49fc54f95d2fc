import { EVENT_MENU, EVENT_STAYS_HOME, TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE, webPaths } from '@minda/contracts/paths';

/** A menu entry: an app page, or a partner site that opens in a new tab. */
export type MoreMenuLink = { label: string; href: string; external?: boolean };
export type MoreMenuSection = { id: string; title: string; links: readonly MoreMenuLink[] };

/** The three product lines, shown as large tiles at the top of the menu. */
export const MORE_MENU_PRODUCTS: readonly (MoreMenuLink & { description: string })[] = [
  { label: '한인민박', description: '가족 같은 숙소', href: webPaths.mobile.stays.href() },
  { label: '투어·티켓', description: '가이드 투어·입장권', href: webPaths.mobile.tours.href() },
  { label: '해외호텔', description: '전 세계 호텔', href: webPaths.mobile.hotels.href() },
];

/**
 * The mobile "전체 메뉴" (more.html, spec 1 §2.1): everything the PC all-menu and footer offer, each in its
 * mobile page (issue 55: a phone never lands in the PC layout; docs/api-notes.md "Mobile links"). The terms
 * and the privacy policy are one page for both platforms (webPaths.pc.clause is the same /m/1.0/ address);
 * the insurance and car rental partners are outside sites.
 */
export const MORE_MENU_SECTIONS: readonly MoreMenuSection[] = [
  {
    id: 'deals',
    title: '특가·쿠폰',
    links: [
      { label: '민박 특가', href: webPaths.mobile.stayList.href({ search_type: 'blowout_sale_minbak', sort_type: 'sale' }) },
      { label: '비수기 특가', href: webPaths.mobile.stayList.href({ search_type: 'noseason_sale_minbak', sort_type: 'booking' }) },
      { label: '쿠폰', href: webPaths.mobile.coupons.href() },
    ],
  },
  {
    id: 'picks',
    title: '기획전',
    links: [
      { label: '민다 온리', href: webPaths.mobile.exclusive.href() },
      { label: '스테이플러스', href: webPaths.mobile.stayPlus.href() },
    ],
  },
  {
    id: 'events',
    title: '이벤트',
    links: [
      { label: '이벤트 전체보기', href: webPaths.mobile.eventList.href() },
      { label: '진행 중인 이벤트', href: webPaths.mobile.event.href(EVENT_MENU) },
      { label: '민박 기획전', href: webPaths.mobile.event.href(EVENT_STAYS_HOME) },
    ],
  },
  {
    id: 'travel',
    title: '여행 준비',
    links: [
      { label: '공항픽업', href: webPaths.mobile.tourTheme.href(TOUR_THEME_AIRPORT_PICKUP) },
      { label: '유심·eSIM', href: webPaths.mobile.tourTheme.href(TOUR_THEME_TELECOM_INSURANCE) },
      { label: '여행자보험', href: webPaths.external.travelInsurance.href(), external: true },
      { label: '렌터카', href: webPaths.external.carRental.href(), external: true },
      { label: '여행정보', href: webPaths.mobile.travelInfo.href() },
    ],
  },
  {
    id: 'community',
    title: '커뮤니티',
    links: [
      { label: '동행 찾기', href: webPaths.mobile.community.href('tripbuddy') },
      { label: '할인 양도', href: webPaths.mobile.community.href('sale') },
      { label: '구인구직', href: webPaths.mobile.community.href('jobs') },
    ],
  },
  {
    id: 'help',
    title: '고객센터',
    links: [
      { label: '공지사항', href: webPaths.mobile.notice.href() },
      { label: '1:1 문의', href: webPaths.mobile.inquiries.href() },
      { label: '취소·환불 규정', href: webPaths.mobile.refundRule.href() },
      { label: '회사소개', href: webPaths.mobile.about.href() },
      { label: '이용약관', href: webPaths.mobile.clause.href() },
      { label: '개인정보처리방침', href: webPaths.mobile.privacy.href() },
    ],
  },
];

/** Shortcuts shown to a logged-in member under the nickname. */
export const MORE_MENU_MEMBER_LINKS: readonly MoreMenuLink[] = [
  { label: '마이페이지', href: webPaths.mobile.mypage.href() },
  { label: '예약내역', href: webPaths.mobile.reservations.href() },
  { label: '찜', href: webPaths.mobile.wishes.href() },
];
