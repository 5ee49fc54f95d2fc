import { describe, expect, it } from 'vitest';
import { BoardPostsQuerySchema } from '../content.ts';
import { COMMUNITY_BOARDS, MOBILE_COMMUNITY_BOARDS, communityBoardName, isCommunityBoardId } from './community.ts';

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

  it('pages by 15 and lets a caller ask for at most 50, refusing 51 with a Korean message', () => {
    expect(BoardPostsQuerySchema.parse({})).toEqual({ page: 0, size: 15 });
    expect(BoardPostsQuerySchema.parse({ size: '50' }).size).toBe(50);
    const tooMany = BoardPostsQuerySchema.safeParse({ size: '51' });
    expect(tooMany.error?.issues.map((i) => i.message)).toEqual(['페이지 크기(size)는 1~50 사이의 정수여야 합니다.']);
  });
});
