import type { SitePageSlug } from '@minda/contracts/rules/community';

export type SitePage = { slug: SitePageSlug; title: string; description: string };

/** The site pages the menus and footers link to, for their PC and mobile routes alike. */
export const SITE_PAGES = {
  travelInfo: { slug: 'travel-info', title: '여행정보', description: '나라별 통화, 전압·플러그, 비자와 입국 정보를 한눈에 확인하세요.' },
  about: { slug: 'about', title: '회사소개', description: '해외 한인민박·호텔·투어를 한국어로 예약하는 여행 플랫폼, 민다를 소개합니다.' },
  refundRule: { slug: 'refund-rule', title: '취소·환불 규정', description: '한인민박 예약금, 해외호텔, 투어·티켓의 취소와 환불 규정을 안내합니다.' },
} as const satisfies Record<string, SitePage>;
