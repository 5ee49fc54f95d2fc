import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { AUDIT_REDACTED, auditHidesField, type AuditAction, type AuditActorType, type AuditTargetType } from '@minda/contracts/rules/audit';
import type { Database } from '../db/client.ts';
import { auditLog, type AuditChangeRow } from '../db/schema/audit.ts';
import { users } from '../db/schema/users.ts';
import { signedInCaller } from './access.ts';

/**
 * The audit log's writer (issue 57, design/backoffice.md "The audit log"). A service that changes something for
 * an operator or a partner records it with `recordAudit(tx, actor, entry)` in the transaction of the change
 * itself, so the change and its record commit together or not at all: a record written afterwards, or by the
 * client, could miss a change or tell of one that never happened.
 */

/** Who acts, as the route found them; services take it where they took the caller's id. */
export type AuditActor = {
  type: AuditActorType;
  id: number | null;
  role: string | null;
  requestId: string | null;
  ip: string | null;
  /** A partner's staff login: the business it acted for (kept in the entry's metadata as `partnerId`). */
  partnerId?: number;
};

/** `actor_role` of a partner's staff login acting for its business (the business is the record's target or owner). */
export const PARTNER_STAFF_ROLE = 'partner_staff';

/**
 * The signed-in operator or partner calling; null for a member, whose own writes (a review, a reply to their own
 * review) are theirs and not the back office's to record. The actor is the login that acted (`accountId`): a
 * partner's staff login is named itself, with the role `partner_staff` and the business in `partnerId`, though it
 * acted as the business.
 */
export function backOfficeActorOf(request: FastifyRequest): AuditActor | null {
  const user = signedInCaller(request);
  if (user.role === 'member') return null;
  const staff = user.accountId !== user.id;
  return {
    type: user.role,
    id: user.accountId,
    role: staff ? PARTNER_STAFF_ROLE : (user.operatorRole ?? user.role),
    requestId: request.id,
    ip: request.ip,
    ...(staff ? { partnerId: user.id } : {}),
  };
}

/** The account an operator or partner actor acts as: a staff login's business, else the actor itself (whose rows a partner service reads). */
export const actingAccountOf = (actor: AuditActor): number => actor.partnerId ?? actor.id!;

/** The caller of a back-office route (its access lets only operators or partners in). */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const actor = backOfficeActorOf(request);
  if (!actor) throw new Error(`${request.routeOptions.url ?? 'this route'}: a member called a route that records as an operator or a partner`);
  return actor;
}

/** An operator or a partner acting outside a request (a script, a soak test): no request id or address. */
export const accountActor = (type: 'admin' | 'partner', id: number, role: string): AuditActor => ({ type, id, role, requestId: null, ip: null });

/** The system's own work (a job, a sweep), for changes no person made. */
export const systemActor = (name: string): AuditActor => ({ type: 'system', id: null, role: name, requestId: null, ip: null });

export type AuditEntryInput = {
  action: AuditAction;
  target: { type: AuditTargetType; id: string | number; label?: string | null };
  /** The fields the change touched, as they were and as they are; only those that differ are kept. */
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
  /** Required by the actions that take one (cancelling, hiding, suspending, money). */
  reason?: string | null;
  metadata?: Record<string, unknown>;
};

/** The fields that differ, personal ones (of this kind of record) with their values hidden. */
export function auditChanges(targetType: AuditTargetType, before: Record<string, unknown> = {}, after: Record<string, unknown> = {}): AuditChangeRow[] {
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => {
      const hidden = auditHidesField(targetType, field);
      const shown = (value: unknown) => (value === undefined ? null : hidden && value !== null ? AUDIT_REDACTED : value);
      return { field, before: shown(before[field]), after: shown(after[field]) };
    });
}

/** Appends one record, in `tx`: the change's own transaction. The actor's name is read as it is now, in the same statement. */
export async function recordAudit(tx: Database, actor: AuditActor, entry: AuditEntryInput): Promise<void> {
  const name = actor.id === null ? null : sql`(select ${users.nickname} from ${users} where ${users.id} = ${actor.id})`;
  await tx.insert(auditLog).values({
    actorType: actor.type,
    actorId: actor.id,
    actorRole: actor.role,
    actorName: name,
    action: entry.action,
    targetType: entry.target.type,
    targetId: String(entry.target.id),
    targetLabel: entry.target.label ?? null,
    changes: auditChanges(entry.target.type, entry.before, entry.after),
    reason: entry.reason ?? null,
    metadata: actor.partnerId === undefined ? (entry.metadata ?? null) : { ...entry.metadata, partnerId: actor.partnerId },
    requestId: actor.requestId,
    ip: actor.ip,
  });
}
