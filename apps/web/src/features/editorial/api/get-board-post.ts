import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CommunityPostResponseSchema } from '@minda/contracts/content';
import { apiPaths } from '@minda/contracts/paths';
import type { CommunityBoardId } from '@minda/contracts/rules/community';
import { apiGet } from '../../../lib/api-client.ts';
import { editorialQueryRoot } from './editorial-query-root.ts';

/** One post with its body (the server counts the view): GET community/{boardId}/posts/{no}. */
export function getBoardPost(boardId: CommunityBoardId, no: number, signal?: AbortSignal) {
  return apiGet<typeof CommunityPostResponseSchema>(apiPaths.content.boardPost.href(boardId, no), signal ? { signal } : {});
}

export function boardPostQueryOptions(boardId: CommunityBoardId, no: number) {
  return queryOptions({
    queryKey: [...editorialQueryRoot, 'board', boardId, 'post', no] as const,
    queryFn: ({ signal }) => getBoardPost(boardId, no, signal),
  });
}

export function useBoardPost(boardId: CommunityBoardId, no: number) {
  return useQuery(boardPostQueryOptions(boardId, no));
}
