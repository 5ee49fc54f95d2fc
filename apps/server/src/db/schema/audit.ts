import { bigserial, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { AUDIT_ACTOR_TYPES } from '@minda/contracts/rules/audit';

export const auditActorType = pgEnum('audit_actor_type', AUDIT_ACTOR_TYPES);

/** A changed field as the log keeps it (contracts rules/audit.ts redacts personal ones). */
export type AuditChangeRow = { field: string; before: unknown; after: unknown };

/**
 * The audit log (platform/audit.ts, issue 57): one row per change an operator or a partner made, written in the
 * change's own transaction. Append-only: a trigger (migration 0039) refuses UPDATE and DELETE. The actor is kept as
 * they were then (role, name), and has no foreign key, so no account's later fate touches the record.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorType: auditActorType('actor_type').notNull(),
    actorId: integer('actor_id'),
    actorRole: text('actor_role'),
    actorName: text('actor_name'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label'),
    changes: jsonb('changes').$type<AuditChangeRow[]>().notNull().default([]),
    reason: text('reason'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    requestId: text('request_id'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_at_idx').on(t.at),
  ],
);
