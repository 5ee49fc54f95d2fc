import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { CHAT_TEXTS, CHAT_WEBHOOK_TOLERANCE_SECONDS } from '@minda/contracts/rules/chat';
import { AppError } from '../../platform/errors.ts';

export const SIGNATURE_HEADER = 'x-chat-signature';
export const TIMESTAMP_HEADER = 'x-chat-timestamp';

/**
 * The signature of a delivery: HMAC-SHA256 over "<timestamp>.<raw body>" with the shared secret, hex, as
 * `sha256=<hex>`. The timestamp is inside the MAC so an old delivery cannot be made fresh again; a replay
 * within the window is harmless (the eventId returns the first message).
 */
export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

const unsigned = () => new AppError(401, 'UNAUTHORIZED', CHAT_TEXTS.webhookUnsigned);

/** Throws 401 unless the delivery is signed with the secret and fresh; without a secret nothing is accepted. */
export function verifyWebhook(secret: string | undefined, rawBody: string, headers: IncomingHttpHeaders, now = Date.now()): void {
  const signature = headers[SIGNATURE_HEADER];
  const timestamp = Number(headers[TIMESTAMP_HEADER]);
  if (!secret || typeof signature !== 'string' || !Number.isInteger(timestamp)) throw unsigned();
  const expected = Buffer.from(signWebhook(secret, timestamp, rawBody));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw unsigned();
  if (Math.abs(now / 1000 - timestamp) > CHAT_WEBHOOK_TOLERANCE_SECONDS) throw new AppError(401, 'UNAUTHORIZED', CHAT_TEXTS.webhookStale);
}
