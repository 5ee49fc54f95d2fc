import { describe, expect, it } from 'vitest';
import {
  COMMUNITY_BOARDS,
  COMMUNITY_MAX_PAGE_SIZE,
  COMMUNITY_PAGE_SIZE,
  MOBILE_COMMUNITY_BOARDS,
  communityBoardName,
  isCommunityBoardId,
} from './community.ts';

describe('community boards', () => {
  it('lists the four boards in menu order, the mobile page without the notice board', () => {
    expect(COMMUNITY_BOARDS.map((b) => b.id)).toEqual(['tripbuddy', 'sale', 'jobs', 'notice']);
    expect(MOBILE_COMMUNITY_BOARDS.map((b) => b.id)).toEqual(['tripbuddy', 'sale', 'jobs']);
    expect(communityBoardName('notice')).toBe('공지사항');
  });

  it('recognises only known board ids', () => {
    expect(isCommunityBoardId('jobs')).toBe(true);
    expect(isCommunityBoardId('free')).toBe(false);
    expect(isCommunityBoardId('')).toBe(false);
  });

  it('pages by 15 and lets a caller ask for at most 50', () => {
    expect(COMMUNITY_PAGE_SIZE).toBe(15);
    expect(COMMUNITY_MAX_PAGE_SIZE).toBe(50);
  });
});
