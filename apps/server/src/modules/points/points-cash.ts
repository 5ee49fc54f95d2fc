import { eq, sql } from 'drizzle-orm';
import { POINTS_HISTORY_PAGE_SIZE, type PointsCash } from '@minda/contracts/points';
import { POINTS_EXPIRING_SOON_DAYS } from '@minda/contracts/rules/points';
import type { Database } from '../../db/client.ts';
import { pointLedger } from '../../db/schema/points.ts';
import { pointBalance, pointHistory, pointsExpiringSoon } from './points-ledger.ts';

/** `GET member/points-cash`: balance and soon-to-expire at `now`, and one page of the ledger, newest first. */
export async function pointsCash(db: Database, memberId: number, page: number, now: Date): Promise<PointsCash> {
  const size = POINTS_HISTORY_PAGE_SIZE;
  const [balance, expiringSoon, rows, [count]] = [
    await pointBalance(db, memberId, now),
    await pointsExpiringSoon(db, memberId, now),
    await pointHistory(db, memberId, { limit: size, offset: page * size }),
    await db.select({ n: sql<number>`count(*)::int` }).from(pointLedger).where(sql`${eq(pointLedger.memberId, memberId)} and ${pointLedger.amount} <> 0`),
  ];
  const total = Number(count?.n ?? 0);
  const totalPages = Math.ceil(total / size);
  return {
    balance,
    expiringSoon,
    expiringSoonDays: POINTS_EXPIRING_SOON_DAYS,
    history: {
      content: rows.map((r) => ({ ...r, expiresAt: r.expiresAt ? r.expiresAt.toISOString() : null, createdAt: r.createdAt.toISOString() })),
      number: page,
      size,
      totalElements: total,
      totalPages,
      last: page >= totalPages - 1,
    },
  };
}
