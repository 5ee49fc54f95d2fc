import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditListQuery, AuditPage } from '@minda/contracts/admin-audit';
import { AUDIT_ACTION_LABELS, AUDIT_EXPORT_CAPPED, AUDIT_EXPORT_MAX_ROWS, AUDIT_FIELD_LABELS, AUDIT_TARGET_LABELS, type AuditTargetType } from '@minda/contracts/rules/audit';
import { koreanDayStart } from '@minda/contracts/rules/bookings';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import type { Database } from '../../db/client.ts';
import { auditLog, type AuditChangeRow } from '../../db/schema/audit.ts';
import { zoneName, type Sheet } from '../../platform/spreadsheet.ts';

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

/** The query's filters in SQL; days are the site's (Korean) calendar days. */
function filterOf(query: Omit<AuditListQuery, 'page'>): SQL | undefined {
  const where: SQL[] = [];
  if (query.actorId !== undefined) where.push(eq(auditLog.actorId, query.actorId));
  if (query.action) where.push(eq(auditLog.action, query.action));
  if (query.targetType) where.push(eq(auditLog.targetType, query.targetType));
  if (query.targetId) where.push(eq(auditLog.targetId, query.targetId));
  if (query.from) where.push(gte(auditLog.at, koreanDayStart(query.from)));
  if (query.to) where.push(lt(auditLog.at, koreanDayStart(shiftDay(query.to, 1))));
  return where.length > 0 ? and(...where) : undefined;
}

/** `GET admin/audit`: the filters' records, newest first. */
export async function listAudit(db: Database, query: AuditListQuery): Promise<AuditPage> {
  const filter = filterOf(query);
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

const EXPORT_BATCH = 500;
const ACTOR_TYPE_LABELS = { admin: '운영자', partner: '파트너', system: '시스템', webhook: '공급사 연동' } as const;
const valueText = (value: unknown) => (value === null || value === undefined ? '없음' : typeof value === 'string' ? value : JSON.stringify(value));
const changesText = (changes: readonly AuditChangeRow[]) =>
  changes.map((c) => `${AUDIT_FIELD_LABELS[c.field] ?? c.field}: ${c.before === null ? '' : `${valueText(c.before)} → `}${valueText(c.after)}`).join('\n');

/**
 * `GET admin/audit/xls`: exactly the log's filtered records, newest first, up to `cap`, as an Excel workbook
 * (platform/spreadsheet.ts), times in the site's zone; cut by the cap, its last line says so.
 */
export function auditWorkbook(db: Database, query: Omit<AuditListQuery, 'page'>, timeZone: string, cap = AUDIT_EXPORT_MAX_ROWS): Sheet {
  const filter = filterOf(query);
  let total = 0;
  async function* rows() {
    const [counted] = await db.select({ n: count() }).from(auditLog).where(filter);
    total = counted?.n ?? 0;
    for (let offset = 0; offset < cap; offset += EXPORT_BATCH) {
      const page = await db.select().from(auditLog).where(filter).orderBy(desc(auditLog.id)).limit(Math.min(EXPORT_BATCH, cap - offset)).offset(offset);
      for (const row of page) {
        yield [
          row.at.toISOString(),
          actionLabel(row.action),
          AUDIT_TARGET_LABELS[row.targetType as AuditTargetType] ?? row.targetType,
          row.targetId,
          row.targetLabel,
          `${ACTOR_TYPE_LABELS[row.actorType]}${row.actorName ? ` ${row.actorName}` : ''}`,
          row.actorRole,
          changesText(row.changes),
          row.reason,
          row.requestId,
          row.ip,
        ];
      }
      if (page.length < EXPORT_BATCH) return;
    }
  }
  return {
    name: '변경이력',
    columns: [
      { header: `일시(${zoneName(timeZone)})`, kind: 'datetime' },
      { header: '작업', kind: 'text', width: 18 },
      { header: '대상 종류', kind: 'text', width: 10 },
      { header: '대상 번호', kind: 'text', width: 10 },
      { header: '대상 이름', kind: 'text', width: 24 },
      { header: '누가', kind: 'text', width: 18 },
      { header: '역할', kind: 'text', width: 10 },
      { header: '바뀐 내용', kind: 'text', width: 36 },
      { header: '사유', kind: 'text', width: 24 },
      { header: '요청 번호', kind: 'text', width: 12 },
      { header: '주소', kind: 'text', width: 14 },
    ],
    rows: rows(),
    timeZone,
    capNote: () => (total > cap ? AUDIT_EXPORT_CAPPED(total, cap) : undefined),
  };
}
