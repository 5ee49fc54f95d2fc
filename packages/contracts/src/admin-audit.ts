import { z } from 'zod';
import { BookingDateSchema } from './bookings.ts';
import { dataEnvelope, pageQueryField, pagingFields } from './envelope.ts';
import { int4IdParam } from './numbers.ts';
import { AUDIT_ACTIONS, AUDIT_ACTOR_TYPES, AUDIT_TARGET_TYPES } from './rules/audit.ts';

/** The audit log as the back office reads it (issue 57): `GET admin/audit` and the timelines of detail screens. */

export const AuditTargetTypeSchema = z.enum(AUDIT_TARGET_TYPES, { error: '대상 종류가 올바르지 않습니다.' });

/** A changed field: what it held before and after (a personal field reads `(개인정보)`). */
export const AuditChangeSchema = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ type: z.enum(AUDIT_ACTOR_TYPES), id: z.number().int().nullable(), role: z.string().nullable(), name: z.string().nullable() }),
  action: z.string(),
  /** The action's Korean name on the log screen (the action itself when it has none). */
  actionLabel: z.string(),
  target: z.object({ type: AuditTargetTypeSchema, id: z.string(), label: z.string().nullable() }),
  changes: z.array(AuditChangeSchema),
  reason: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  requestId: z.string().nullable(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/** `GET admin/audit`: who, what, which target and when (days in the site's time zone), newest first. */
export const AuditListQuerySchema = z
  .object({
    actorId: int4IdParam('운영자 번호').optional(),
    action: z.enum(AUDIT_ACTIONS as [string, ...string[]], { error: '작업 종류가 올바르지 않습니다.' }).optional(),
    targetType: AuditTargetTypeSchema.optional(),
    targetId: z.string().trim().min(1).max(64, '대상 번호가 너무 깁니다.').optional(),
    from: BookingDateSchema.optional(),
    to: BookingDateSchema.optional(),
    page: pageQueryField(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: '시작일은 종료일보다 늦을 수 없습니다.', path: ['to'] })
  .refine((q) => !q.targetId || q.targetType, { message: '대상 번호는 대상 종류와 함께 골라 주세요.', path: ['targetId'] });
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

export const AuditPageSchema = z.object({ content: z.array(AuditEntrySchema), ...pagingFields });
export type AuditPage = z.infer<typeof AuditPageSchema>;
export const AuditPageResponseSchema = dataEnvelope(AuditPageSchema);
/** A detail screen's timeline: every entry of its target, oldest first. */
export const AuditTimelineResponseSchema = dataEnvelope(z.array(AuditEntrySchema));
