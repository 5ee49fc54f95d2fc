import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityPostPageResponseSchema } from '@minda/contracts/content';
import { apiPaths } from '@minda/contracts/paths';
import { COMMUNITY_PAGE_SIZE, type CommunityBoardId } from '@minda/contracts/rules/community';
import { apiGet } from '../../../lib/api-client.ts';
import { editorialQueryRoot } from './editorial-query-root.ts';

/** One page of a community board, newest first: GET community/{boardId}/posts?page=&size= (page is zero-based). */
export function getBoardPosts(boardId: CommunityBoardId, page: number, signal?: AbortSignal) {
  return apiGet<typeof CommunityPostPageResponseSchema>(apiPaths.content.boardPosts.href(boardId), {
    query: { page, size: COMMUNITY_PAGE_SIZE },
    ...(signal ? { signal } : {}),
  });
}

export function boardPostsQueryOptions(boardId: CommunityBoardId, page: number) {
  return queryOptions({
    queryKey: [...editorialQueryRoot, 'board', boardId, 'posts', page] as const,
    queryFn: ({ signal }) => getBoardPosts(boardId, page, signal),
  });
}

/** Keeps the previous page on screen while the next one loads, so paging does not flash a skeleton. */
export function useBoardPosts(boardId: CommunityBoardId, page: number) {
  return useQuery({ ...boardPostsQueryOptions(boardId, page), placeholderData: keepPreviousData });
}
