import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendBookingNotices } from './booking-notices.ts';
import { SWEEPS, sweepOverdue } from './partner-bookings.service.ts';

/** Every minute: a deadline passes at most this late before its booking moves and its units go back. */
export const DEADLINE_SWEEP_SECONDS = 60;

export const BOOKING_JOBS = {
  depositDeadline: 'bookings.deposit-deadline',
  paymentHold: 'bookings.payment-hold',
  acceptDeadline: 'bookings.accept-deadline',
} as const satisfies Record<keyof typeof SWEEPS, string>;

/** The booking mails go out at most this late after the change (booking-notices.ts). */
export const NOTICES_SECONDS = 30;
export const BOOKING_NOTICES_JOB = 'bookings.notices';

/**
 * The deadline sweeps of issue 9 and the booking mails as scheduled jobs (platform/jobs.ts); the payment
 * inquiry is the payments side's. `linkBaseUrl` makes the mails' links absolute.
 */
async function bookingJobs(app: FastifyInstance, options: { linkBaseUrl: string }) {
  for (const [name, sweep] of Object.entries(SWEEPS) as [keyof typeof SWEEPS, (typeof SWEEPS)[keyof typeof SWEEPS]][]) {
    app.jobs.define(BOOKING_JOBS[name], async (_payload, { db, now }) => void (await sweepOverdue(db, sweep, now)), { everySeconds: DEADLINE_SWEEP_SECONDS });
  }
  app.jobs.define(BOOKING_NOTICES_JOB, async (_payload, { db }) => void (await sendBookingNotices(db, app.mail, options.linkBaseUrl)), { everySeconds: NOTICES_SECONDS });
}

export default fp(bookingJobs, { name: 'booking-jobs', dependencies: ['jobs', 'mail'] });
