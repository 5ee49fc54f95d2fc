import { ADMIN_DATE_FIELDS, REFUND_STATUSES, type AdminBookingsQuery, type RefundStatus } from '@minda/contracts/rules/admin-bookings';
import { BOOKING_TABS, isBookingStatus, PRODUCT_TYPES } from '@minda/contracts/rules/bookings';

/**
 * The back office lists keep their filters in the address (a link or a reload shows the same list). Only
 * values the API accepts are read back; anything else is left out, never sent to become a 400.
 */

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined => (values as readonly (string | null)[]).includes(value) ? (value as T) : undefined;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && DAY.test(value) ? value : undefined);

export function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function bookingsQueryFrom(params: URLSearchParams): AdminBookingsQuery & { page: number } {
  const status = Number(params.get('status') ?? Number.NaN);
  const q = params.get('q')?.trim();
  return {
    status: params.get('status') !== null && isBookingStatus(status) ? status : undefined,
    tab: oneOf(BOOKING_TABS, params.get('tab')),
    productType: oneOf(PRODUCT_TYPES, params.get('productType')),
    q: q || undefined,
    dateBy: oneOf(ADMIN_DATE_FIELDS, params.get('dateBy')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: pageFrom(params),
  };
}

export function refundStatusFrom(params: URLSearchParams): RefundStatus | undefined {
  return oneOf(REFUND_STATUSES, params.get('status'));
}

/** The status select names one state ("status:9") or a tab ("tab:cancelled"); "" is every booking. */
export function stateChoiceOf(query: AdminBookingsQuery): string {
  if (query.status !== undefined) return `status:${query.status}`;
  if (query.tab) return `tab:${query.tab}`;
  return '';
}

export function stateFromChoice(choice: string): Pick<AdminBookingsQuery, 'status' | 'tab'> {
  const [kind, value = ''] = choice.split(':');
  if (kind === 'status' && isBookingStatus(Number(value))) return { status: Number(value), tab: undefined };
  if (kind === 'tab') return { status: undefined, tab: oneOf(BOOKING_TABS, value) };
  return { status: undefined, tab: undefined };
}
