import type { CommunityBoardId } from '@minda/contracts/rules/community';
import { boardPostQueryOptions } from './api/get-board-post.ts';
import { boardPostsQueryOptions } from './api/get-board-posts.ts';

export type BoardLocation = {
  /** null when the address names a board that does not exist. */
  boardId: CommunityBoardId | null;
  /** One-based page of the list, as people see it. */
  page: number;
  postNo: number | undefined;
};

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 ? n : undefined;
};

/** Reads ?id=&page=&no= of a community address; a missing id opens the first board, a broken page the first page. */
export function parseBoardLocation(params: URLSearchParams, boards: readonly { id: CommunityBoardId }[]): BoardLocation {
  const id = params.get('id');
  const known = boards.find((b) => b.id === id)?.id;
  const fallback = boards[0]?.id ?? null;
  return {
    boardId: id === null || id === '' ? fallback : (known ?? null),
    page: positiveInt(params.get('page')) ?? 1,
    postNo: positiveInt(params.get('no')),
  };
}

/** What a board address shows: the post it names, else a page of its board's list; undefined for a board not on the page. */
export type BoardContent<B extends { id: CommunityBoardId }> = { board: B; postNo: number } | { board: B; postNo?: undefined; page: number };

export function boardContentOf<B extends { id: CommunityBoardId }>(boards: readonly B[], { boardId, page, postNo }: BoardLocation): BoardContent<B> | undefined {
  const board = boards.find((b) => b.id === boardId);
  if (!board) return undefined;
  return postNo !== undefined ? { board, postNo } : { board, page };
}

/** The API counts a board's pages from 0, the address from 1. */
export const apiPage = (page: number) => page - 1;

/**
 * The queries a board address shows, for its route's loader: [the post, the page of the list], one of them set,
 * neither for an unknown board.
 */
export function boardContentQueries(boards: readonly { id: CommunityBoardId }[], location: BoardLocation) {
  const content = boardContentOf(boards, location);
  const post = content && content.postNo !== undefined ? boardPostQueryOptions(content.board.id, content.postNo) : undefined;
  const list = content && content.postNo === undefined ? boardPostsQueryOptions(content.board.id, apiPage(content.page)) : undefined;
  return [post, list] as const;
}
