import type { CommunityBoardId } from '@minda/contracts/rules/community';

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
