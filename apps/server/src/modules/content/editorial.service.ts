import type { BoardPostsQuery, CommunityPost, CommunityPostPage, EditorialEvent, EventSummary, SitePage } from '@minda/contracts/content';
import { isCommunityBoardId, type CommunityBoardId } from '@minda/contracts/rules/community';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../platform/errors.ts';
import { findBoardPosts, findEvent, findEvents, findSitePage, readBoardPost } from './editorial.repository.ts';

/** Every event, the latest period first (the mobile event list). */
export async function listEvents(db: Database): Promise<EventSummary[]> {
  return findEvents(db);
}

export async function getEvent(db: Database, no: number): Promise<EditorialEvent> {
  const row = await findEvent(db, no);
  if (!row) throw notFound('이벤트를 찾을 수 없습니다. 종료되었거나 잘못된 주소입니다.');
  return row;
}

export async function getSitePage(db: Database, slug: string): Promise<SitePage> {
  const row = await findSitePage(db, slug);
  if (!row) throw notFound('페이지를 찾을 수 없습니다.');
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

function requireBoard(boardId: string): CommunityBoardId {
  if (!isCommunityBoardId(boardId)) throw notFound('존재하지 않는 게시판입니다.');
  return boardId;
}

export async function listBoardPosts(db: Database, boardId: string, { page, size }: BoardPostsQuery): Promise<CommunityPostPage> {
  const board = requireBoard(boardId);
  const { rows, total } = await findBoardPosts(db, board, page, size);
  const totalPages = Math.ceil(total / size);
  return {
    content: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    number: page,
    size,
    last: page >= totalPages - 1,
    totalElements: total,
    totalPages,
  };
}

export async function readPost(db: Database, boardId: string, no: number): Promise<CommunityPost> {
  const board = requireBoard(boardId);
  const row = await readBoardPost(db, board, no);
  if (!row) throw notFound('게시글을 찾을 수 없습니다. 삭제되었거나 잘못된 주소입니다.');
  return { ...row, createdAt: row.createdAt.toISOString() };
}
