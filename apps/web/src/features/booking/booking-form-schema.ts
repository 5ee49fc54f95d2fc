import { z } from 'zod';
import { BOOKING_MESSAGES, GuestSchema } from '@minda/contracts/bookings';

/**
 * What the booking form validates in the browser: the contract's guest (its Korean messages), the arrival
 * time ('' = not known yet), the message to the host, and the three required consents. The server checks
 * the same guest schema again; the consents are the form's own (nothing to send).
 */
export const CONSENT_MESSAGE = '필수 약관에 모두 동의해 주세요.';
const consent = z.boolean().refine((given) => given, CONSENT_MESSAGE);

export const BookingFormSchema = z.object({
  guest: GuestSchema,
  arrivalTime: z.string(),
  requestToHost: z.string().trim().max(1000, BOOKING_MESSAGES.requestToHost),
  consents: z.object({ terms: consent, privacy: consent, refund: consent }),
});
export type BookingFormInput = z.input<typeof BookingFormSchema>;
export type BookingFormValues = z.output<typeof BookingFormSchema>;

/** The consents, in the order the form lists them. */
export const CONSENTS = ['terms', 'privacy', 'refund'] as const;
export type Consent = (typeof CONSENTS)[number];

/** Arrival hours offered for a stay ("00:00" … "23:00"); the host plans check-in with it. */
export const ARRIVAL_TIMES = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
