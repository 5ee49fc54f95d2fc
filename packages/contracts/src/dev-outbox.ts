import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/** `GET dev/outbox`: the newest mails the embedded default wrote to DATA_DIR/outbox, newest first. */
export const OutboxMailSchema = z.object({
  file: z.string(),
  to: z.string().nullable(),
  subject: z.string().nullable(),
  /** The Date header as written (RFC 5322). */
  date: z.string().nullable(),
  text: z.string(),
});
export type OutboxMail = z.infer<typeof OutboxMailSchema>;
export const OutboxResponseSchema = dataEnvelope(z.array(OutboxMailSchema));
