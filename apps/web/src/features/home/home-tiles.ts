import { TOUR_THEME_AIRPORT_PICKUP, TOUR_THEME_TELECOM_INSURANCE, webPaths } from '@minda/contracts/paths';

export type HomeTileId = 'stays' | 'staySale' | 'tours' | 'stayPlus' | 'events' | 'offSeason' | 'airport' | 'sim' | 'exclusive';

/** The mobile home's shortcut tiles and their exact targets (spec 1 §2.1), in display order. */
export const HOME_TILES: readonly { id: HomeTileId; label: string; href: string }[] = [
  { id: 'stays', label: '한인민박', href: webPaths.mobile.stays.href() },
  { id: 'staySale', label: '민박 특가', href: webPaths.mobile.stayList.href({ search_type: 'blowout_sale_minbak', sort_type: 'sale' }) },
  { id: 'tours', label: '투어·티켓', href: webPaths.mobile.tours.href() },
  { id: 'stayPlus', label: '스테이플러스', href: webPaths.mobile.stayPlus.href() },
  { id: 'events', label: '이벤트', href: webPaths.mobile.eventList.href() },
  { id: 'offSeason', label: '비수기 특가', href: webPaths.mobile.stayList.href({ search_type: 'noseason_sale_minbak', sort_type: 'booking' }) },
  { id: 'airport', label: '공항픽업', href: webPaths.mobile.tourTheme.href(TOUR_THEME_AIRPORT_PICKUP) },
  { id: 'sim', label: '유심·보험', href: webPaths.mobile.tourTheme.href(TOUR_THEME_TELECOM_INSURANCE) },
  { id: 'exclusive', label: '민다 온리', href: webPaths.mobile.exclusive.href() },
];

/** The three community boards linked under the home sections; each platform links its own board page. */
export const COMMUNITY_LINKS = [
  { id: 'tripbuddy', label: '동행 찾기', description: '함께 여행할 친구를 찾아요' },
  { id: 'sale', label: '할인 양도', description: '못 가게 된 예약을 넘겨요' },
  { id: 'jobs', label: '구인구직', description: '현지 민박 스태프 모집' },
] as const;

export type ProductLineId = 'stays' | 'tours' | 'hotels';

/** The PC home's tiles to the three product lines. */
export const PC_PRODUCT_LINES: readonly { id: ProductLineId; label: string; description: string; href: string }[] = [
  { id: 'stays', label: '한인민박', description: '한국어로 편하게, 가족 같은 숙소', href: webPaths.pc.stays.href() },
  { id: 'tours', label: '투어·티켓', description: '한국어 가이드 투어와 입장권', href: webPaths.pc.tours.href() },
  { id: 'hotels', label: '해외호텔', description: '전 세계 호텔을 도시별로 비교', href: webPaths.pc.hotels.href() },
];

/** The PC home's search band. */
export const PC_HOME_HERO = { title: '자유여행의 시작, 민다', subtitle: '한인민박부터 해외호텔, 투어·티켓까지 한 번에 찾아보세요' } as const;

export const HOME_META = {
  title: '민다 - 해외 한인민박, 호텔, 투어·티켓',
  description: '파리, 런던, 로마의 한인민박부터 전 세계 호텔과 투어·티켓까지. 민다에서 가족 같은 숙소를 찾아보세요.',
} as const;
