import { describe, expect, it } from 'vitest';
import { COMMUNITY_BOARDS, MOBILE_COMMUNITY_BOARDS, type CommunityBoardId } from '@minda/contracts/rules/community';
import { boardContentOf, parseBoardLocation } from './board-location.ts';

const parse = (qs: string, boards: readonly { id: CommunityBoardId }[] = COMMUNITY_BOARDS) => parseBoardLocation(new URLSearchParams(qs), boards);

describe('parseBoardLocation', () => {
  it('reads the board, the one-based page and an open post', () => {
    expect(parse('id=sale&page=3&no=42')).toEqual({ boardId: 'sale', page: 3, postNo: 42 });
  });

  it('opens the first board without an id and page 1 for a broken page', () => {
    expect(parse('')).toEqual({ boardId: 'tripbuddy', page: 1, postNo: undefined });
    for (const page of ['0', '-2', 'x', '1.5', '']) expect(parse(`id=jobs&page=${page}`).page).toBe(1);
    expect(parse('id=jobs&no=abc').postNo).toBeUndefined();
  });

  it('reports an unknown board as null, including the notice board on mobile', () => {
    expect(parse('id=free').boardId).toBeNull();
    expect(parse('id=notice', MOBILE_COMMUNITY_BOARDS).boardId).toBeNull();
    expect(parse('id=notice').boardId).toBe('notice');
  });
});

describe('boardContentOf', () => {
  const content = (qs: string, boards: readonly { id: CommunityBoardId }[] = COMMUNITY_BOARDS) => boardContentOf(boards, parse(qs, boards));

  it('shows the post an address names, else its page of the list', () => {
    expect(content('id=sale&page=3&no=42')).toEqual({ board: expect.objectContaining({ id: 'sale' }), postNo: 42 });
    expect(content('id=sale&page=3')).toEqual({ board: expect.objectContaining({ id: 'sale' }), page: 3 });
  });

  it('shows nothing for a board the page does not have', () => {
    expect(content('id=free')).toBeUndefined();
    expect(content('id=notice&no=1', MOBILE_COMMUNITY_BOARDS)).toBeUndefined();
  });
});
