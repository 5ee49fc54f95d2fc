import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditListQuery, AuditPage } from '@minda/contracts/admin-audit';
import { AUDIT_ACTION_LABELS, type AuditTargetType } from '@minda/contracts/rules/audit';
import { koreanDayStart } from '@minda/contracts/rules/bookings';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/audit.ts';

/**
 * Reading the audit log (issue 57): the whole log for those who may read it, filtered and paged, newest first;
 * and one target's timeline for its detail screen, oldest first. Records are written by platform/audit.ts.
 */

export const AUDIT_PAGE_SIZE = 50;
/** A timeline shows this many of a target's records at most (the oldest first; the log screen has the rest). */
const TIMELINE_MAX = 500;

type Row = typeof auditLog.$inferSelect;

const actionLabel = (action: string) => (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;

function toEntry(row: Row): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor: { type: row.actorType, id: row.actorId, role: row.actorRole, name: row.actorName },
    action: row.action,
    actionLabel: actionLabel(row.action),
    target: { type: row.targetType as AuditTargetType, id: row.targetId, label: row.targetLabel },
    changes: row.changes,
    reason: row.reason,
    metadata: row.metadata ?? null,
    requestId: row.requestId,
    ip: row.ip,
  };
}

/** `GET admin/audit`: the filters' records, newest first; days are the site's (Korea's) calendar days. */
export async function listAudit(db: Database, query: AuditListQuery): Promise<AuditPage> {
  const where: SQL[] = [];
  if (query.actorId !== undefined) where.push(eq(auditLog.actorId, query.actorId));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.targetType) where.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) where.push(eq(auditLog.targetId, query.targetId));
  if (query.from) where.push(gte(auditLog.at, koreanDayStart(query.from)));
  if (query.to) where.push(lt(auditLog.at, koreanDayStart(shiftDay(query.to, 1))));
  const filter = where.length > 0 ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(filter).orderBy(desc(auditLog.id)).limit(AUDIT_PAGE_SIZE).offset((query.page - 1) * AUDIT_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(filter),
  ]);
  const totalElements = total?.n ?? 0;
  const totalPages = Math.ceil(totalElements / AUDIT_PAGE_SIZE);
  return { content: rows.map(toEntry), number: query.page - 1, size: AUDIT_PAGE_SIZE, totalElements, totalPages, last: query.page >= totalPages };
}

/** One target's records, oldest first: the timeline of its detail screen. */
export async function auditTimeline(db: Database, targetType: AuditTargetType, targetId: string | number): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(asc(auditLog.id))
    .limit(TIMELINE_MAX);
  return rows.map(toEntry);
}
