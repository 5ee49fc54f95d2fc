import { EVENT_MENU, EVENT_STAYS_HOME, TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE, webPaths } from '@minda/contracts/paths';

/** A header link: inside the app, or an affiliate site opened in a new tab. */
export type HeaderLink = { label: string; href: string; external?: boolean };

export type MenuBarItem = HeaderLink & { tag?: 'NEW' | 'SALE' };

/** The menu bar of spec 1 §2.3; the SALE tag beside the stays tab shows only while a sale runs (spec 1 §2.2). */
export function menuBarItems(saleInProgress: boolean): MenuBarItem[] {
  return [
    { label: '한인민박', href: webPaths.pc.stays.href(), ...(saleInProgress ? { tag: 'SALE' as const } : {}) },
    { label: '특가', href: webPaths.pc.sale.href() },
    { label: '투어·티켓', href: webPaths.pc.tours.href() },
    { label: '해외호텔', href: webPaths.pc.hotels.href() },
    { label: '민다 온리', href: webPaths.pc.exclusive.href() },
    { label: '스테이플러스', href: webPaths.pc.stayPlus.href(), tag: 'NEW' },
  ];
}

/** The all-menu panel, grouped as spec 1 §2.3 lists. */
export const ALL_MENU_GROUPS: readonly { title: string; links: readonly HeaderLink[] }[] = [
  {
    title: '교통',
    links: [
      { label: '공항픽업', href: webPaths.pc.tourTheme.href(TOUR_THEME_AIRPORT_PICKUP) },
      { label: '렌터카', href: webPaths.external.carRental.href(), external: true },
    ],
  },
  {
    title: '통신·보험',
    links: [
      { label: '유심·eSIM', href: webPaths.pc.tourTheme.href(TOUR_THEME_TELECOM_INSURANCE) },
      { label: '여행자보험', href: webPaths.external.travelInsurance.href(), external: true },
    ],
  },
  {
    title: '할인·쿠폰',
    links: [
      { label: '특가', href: webPaths.pc.sale.href() },
      { label: '비수기 특가', href: webPaths.pc.offSeasonSale.href() },
      { label: '쿠폰', href: webPaths.pc.coupons.href() },
    ],
  },
  {
    title: '이벤트',
    links: [
      { label: '진행 중인 이벤트', href: webPaths.pc.event.href(EVENT_MENU) },
      { label: '민박 기획전', href: webPaths.pc.event.href(EVENT_STAYS_HOME) },
    ],
  },
  {
    title: '커뮤니티',
    links: [
      { label: '동행 찾기', href: webPaths.pc.community.href('tripbuddy') },
      { label: '할인 양도', href: webPaths.pc.community.href('sale') },
      { label: '구인구직', href: webPaths.pc.community.href('jobs') },
    ],
  },
  { title: '여행정보', links: [{ label: '여행정보', href: webPaths.pc.travelInfo.href() }] },
];

/** The member menu under the nickname. */
export const MEMBER_MENU_LINKS: readonly HeaderLink[] = [
  { label: '마이페이지', href: webPaths.pc.mypage.href() },
  { label: '예약내역', href: webPaths.pc.reservations.href() },
  { label: '찜', href: webPaths.pc.wishes.href() },
  { label: '1:1 문의', href: webPaths.pc.inquiries.href() },
];
