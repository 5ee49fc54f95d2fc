import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Where log lines go instead of stdout (pino's destination stream). */
export type LogStream = { write: (line: string) => void };

/**
 * Anything that could carry a credential or personal data is censored wherever it is logged. The request
 * and response serializers already leave headers and bodies out; these paths catch an object logged by hand.
 */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-xsrf-token"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.passwordHash',
  '*.email',
  '*.accessToken',
  '*.token',
];

/**
 * The app's logger options: the configured level, redaction, and an optional destination (tests pass a
 * stream to read what would have been logged).
 */
export function loggerOptions(config: Config, stream?: LogStream): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent' && !stream) return false;
  return { level: config.logLevel, redact: { paths: REDACT_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}
