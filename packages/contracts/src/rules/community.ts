/** Community boards linked from the PC all-menu, the footer and the mobile menu page, in tab order. */
export const COMMUNITY_BOARDS = [
  { id: 'tripbuddy', name: '동행 찾기' },
  { id: 'sale', name: '할인 양도' },
  { id: 'jobs', name: '구인구직' },
  { id: 'notice', name: '공지사항' },
] as const;

export type CommunityBoardId = (typeof COMMUNITY_BOARDS)[number]['id'];

/** The mobile community page has no notice tab (the mobile menu links only the three member boards). */
export const MOBILE_COMMUNITY_BOARDS = COMMUNITY_BOARDS.filter((b) => b.id !== 'notice');

/** Posts per page of a board list when the caller does not ask for a size, and the most it may ask for. */
export const COMMUNITY_PAGE_SIZE = 15;
export const COMMUNITY_MAX_PAGE_SIZE = 50;

export function isCommunityBoardId(value: string): value is CommunityBoardId {
  return COMMUNITY_BOARDS.some((b) => b.id === value);
}

export function communityBoardName(id: CommunityBoardId): string {
  return COMMUNITY_BOARDS.find((b) => b.id === id)?.name ?? id;
}

/** Site pages served by slug (GET content/pages/{slug}). */
export const SITE_PAGE_SLUGS = ['about', 'clause', 'privacy', 'refund-rule', 'travel-info'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];
