import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { communityPosts, events, sitePages } from '../../db/schema/editorial.ts';

export async function findEvent(db: Database, no: number) {
  const [row] = await db.select().from(events).where(eq(events.no, no)).limit(1);
  return row;
}

export async function findSitePage(db: Database, slug: string) {
  const [row] = await db.select().from(sitePages).where(eq(sitePages.slug, slug)).limit(1);
  return row;
}

const summaryColumns = {
  no: communityPosts.no,
  boardId: communityPosts.boardId,
  title: communityPosts.title,
  authorNickname: communityPosts.authorNickname,
  createdAt: communityPosts.createdAt,
  viewCount: communityPosts.viewCount,
};

/** One page of a board, newest first, and the board's post count. */
export async function findBoardPosts(db: Database, boardId: string, page: number, size: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(communityPosts)
      .where(eq(communityPosts.boardId, boardId))
      .orderBy(desc(communityPosts.createdAt), desc(communityPosts.no))
      .limit(size)
      .offset(page * size),
    db.select({ n: count() }).from(communityPosts).where(eq(communityPosts.boardId, boardId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Reads a post and counts the view in the same statement, so concurrent readers never lose a count. */
export async function readBoardPost(db: Database, boardId: string, no: number) {
  const [row] = await db
    .update(communityPosts)
    .set({ viewCount: sql`${communityPosts.viewCount} + 1` })
    .where(and(eq(communityPosts.boardId, boardId), eq(communityPosts.no, no)))
    .returning({ ...summaryColumns, bodyHtml: communityPosts.bodyHtml });
  return row;
}

/** Every event, the latest period first. */
export async function findEvents(db: Database) {
  return db
    .select({ no: events.no, title: events.title, summary: events.summary, startsOn: events.startsOn, endsOn: events.endsOn, bannerImagePath: events.bannerImagePath })
    .from(events)
    .orderBy(desc(events.startsOn), desc(events.no));
}
