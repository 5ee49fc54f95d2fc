import { and, asc, count, eq } from 'drizzle-orm';
import { SAVED_VIEW_MESSAGES, SAVED_VIEWS_PER_LIST, type SavedView, type SavedViewCreate, type SavedViewList } from '@minda/contracts/admin-lists';
import type { Database } from '../../db/client.ts';
import { savedViews } from '../../db/schema/back-office.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../platform/sql.ts';

/** An operator's saved views of the back office's lists (issue 57 "list kit"): each operator's own, by name. */

const toView = (row: typeof savedViews.$inferSelect): SavedView => ({ id: row.id, list: row.list as SavedViewList, name: row.name, query: row.query, createdAt: row.createdAt.toISOString() });

export async function listSavedViews(db: Database, operatorId: number, list: SavedViewList): Promise<SavedView[]> {
  const rows = await db.select().from(savedViews).where(and(eq(savedViews.operatorId, operatorId), eq(savedViews.list, list))).orderBy(asc(savedViews.name));
  return rows.map(toView);
}

/** Saves the list's current query under a name; a name already used on that list is a 409, as is a 21st view. */
export async function saveView(db: Database, operatorId: number, input: SavedViewCreate): Promise<SavedView> {
  try {
    return await db.transaction(async (tx) => {
      const [held] = await tx.select({ n: count() }).from(savedViews).where(and(eq(savedViews.operatorId, operatorId), eq(savedViews.list, input.list)));
      if ((held?.n ?? 0) >= SAVED_VIEWS_PER_LIST) throw new AppError(409, 'CONFLICT', SAVED_VIEW_MESSAGES.tooMany);
      const [row] = await tx.insert(savedViews).values({ operatorId, list: input.list, name: input.name, query: input.query }).returning();
      return toView(row!);
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new AppError(409, 'CONFLICT', SAVED_VIEW_MESSAGES.nameTaken);
    throw error;
  }
}

/** Removes one of the operator's own views; anyone else's reads as missing. */
export async function deleteView(db: Database, operatorId: number, id: number): Promise<void> {
  const removed = await db.delete(savedViews).where(and(eq(savedViews.id, id), eq(savedViews.operatorId, operatorId))).returning({ id: savedViews.id });
  if (removed.length === 0) throw notFound(SAVED_VIEW_MESSAGES.notFound);
}
