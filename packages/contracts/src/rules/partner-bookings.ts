import { BOOKING_STATUS, BOOKING_STATUS_LABELS, type ProductType } from './bookings.ts';

/**
 * The partner's booking lists (issue 9, "Partner side"; spec 2 §1: `/manager/booking/list.php?astep=1`).
 * `astep` in the address picks the states shown: a status code, or every state. Zod-free: paths.ts and the
 * partner screens read it.
 */

export const PARTNER_ALL_STEPS = 'all';

/** Stay partners answer requests (1), wait for deposits (3) and host confirmed guests (9). */
const STAY_STEPS = [BOOKING_STATUS.requested, BOOKING_STATUS.awaitingPayment, BOOKING_STATUS.confirmed, PARTNER_ALL_STEPS] as const;
export type PartnerBookingStep = (typeof STAY_STEPS)[number];

/** The filters of each list, in screen order. Tours are paid in full on booking: nothing waits for the partner's answer. */
export const PARTNER_BOOKING_STEPS: Record<ProductType, readonly PartnerBookingStep[]> = {
  stay: STAY_STEPS,
  hotel: [BOOKING_STATUS.awaitingPayment, BOOKING_STATUS.confirmed, PARTNER_ALL_STEPS],
  tour: [BOOKING_STATUS.awaitingPayment, BOOKING_STATUS.confirmed, PARTNER_ALL_STEPS],
};

export const PARTNER_STEP_LABELS: Record<PartnerBookingStep, string> = {
  [BOOKING_STATUS.requested]: BOOKING_STATUS_LABELS[BOOKING_STATUS.requested],
  [BOOKING_STATUS.awaitingPayment]: BOOKING_STATUS_LABELS[BOOKING_STATUS.awaitingPayment],
  [BOOKING_STATUS.confirmed]: BOOKING_STATUS_LABELS[BOOKING_STATUS.confirmed],
  [PARTNER_ALL_STEPS]: '전체',
};

/** The step of an `astep` value: one of the list's status codes, else every state (a missing or unknown value). */
export function partnerBookingStep(astep: string | null | undefined, productType: ProductType): PartnerBookingStep {
  return PARTNER_BOOKING_STEPS[productType].find((step) => String(step) === astep) ?? PARTNER_ALL_STEPS;
}

/** The `status` the list call sends for a step (none for every state). */
export function partnerStatusFilter(step: PartnerBookingStep): number | undefined {
  return step === PARTNER_ALL_STEPS ? undefined : step;
}

/**
 * A no-show can be recorded once the start date (check-in, tour date) has passed without the guest: the day
 * itself is not over while a late arrival may still come. `today` is a calendar date (YYYY-MM-DD).
 */
export function canMarkNoShow(status: number, startDate: string, today: string): boolean {
  return status === BOOKING_STATUS.confirmed && startDate < today;
}
