import { BOOKING_STATUS_LABELS, isBookingStatus } from '@minda/contracts/rules/bookings';
import type { AuditAction } from '@minda/contracts/rules/audit';
import type { Database } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import type { BookingRow } from './bookings.repository.ts';

const statusLabel = (status: number) => (isBookingStatus(status) ? BOOKING_STATUS_LABELS[status] : String(status));

/** A booking's id for the state machine's history: the operator or partner the audit actor is. */
export const bookingActorOf = (actor: AuditActor) => ({ kind: actor.type === 'admin' ? ('operator' as const) : ('partner' as const), id: actor.id! });

/**
 * The audit record of a booking an operator or a partner moved (issue 57), in the move's transaction: its status
 * before and after, by name, under the product's name (the guest's data stays in the booking).
 */
export async function auditBookingMove(
  tx: Database,
  actor: AuditActor,
  action: AuditAction,
  row: BookingRow,
  to: number,
  extra: { reason?: string | null; metadata?: Record<string, unknown> } = {},
): Promise<void> {
  await recordAudit(tx, actor, {
    action,
    target: { type: 'booking', id: row.booking.bookNo, label: row.productName },
    before: { status: statusLabel(row.booking.status) },
    after: { status: statusLabel(to) },
    ...extra,
  });
}
