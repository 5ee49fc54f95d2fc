import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Database } from '../db/client.ts';

/**
 * Outgoing mail (booking confirmations, cancellations, refunds). A message is queued as a `mail.send` job,
 * in the caller's transaction when it passes one: a mail about a booking goes out only if the booking's
 * change committed, and a failed delivery is retried by the job runner.
 *
 * Transports: SMTP when `SMTP_URL` is set (any provider that speaks SMTP); otherwise the outbox, which writes
 * each message as an .eml file under `DATA_DIR/outbox`, complete with headers, so a developer opens it in a
 * mail client and the tests read it.
 */

export type MailMessage = { to: string; subject: string; text: string; html?: string };

export type Mail = {
  /** Queues a message; with `db` (a transaction) the queueing commits or rolls back with the caller's work. */
  queue: (message: MailMessage, options?: { db?: Database }) => Promise<void>;
  /** Sends now (the job's handler); resolves once the transport accepted the message. */
  deliver: (message: MailMessage) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

export const MAIL_SEND_JOB = 'mail.send';
/** Deliveries are retried with the runner's backoff (10 s doubling) for about an hour. */
const MAIL_MAX_ATTEMPTS = 8;

export type MailOptions = { smtpUrl: string | undefined; outboxDir: string; from: string };

function outboxTransport(outboxDir: string): Transporter {
  // streamTransport builds the whole RFC 5322 message (encoded headers, MIME parts) without sending it.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const send = transport.sendMail.bind(transport);
  return Object.assign(transport, {
    async sendMail(message: SendMailOptions) {
      const info = await send(message);
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
      return info;
    },
  }) as Transporter;
}

export function createTransport(options: MailOptions): Transporter {
  return options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : outboxTransport(options.outboxDir);
}

function isMailMessage(value: unknown): value is MailMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return typeof m.to === 'string' && typeof m.subject === 'string' && typeof m.text === 'string' && (m.html === undefined || typeof m.html === 'string');
}

async function mailPlugin(app: FastifyInstance, options: MailOptions) {
  const transport = createTransport(options);
  const deliver = async (message: MailMessage) => {
    await transport.sendMail({ from: options.from, ...message });
  };
  app.jobs.define(
    MAIL_SEND_JOB,
    async (payload) => {
      if (!isMailMessage(payload)) throw new Error('mail.send: not a message');
      await deliver(payload);
    },
    { maxAttempts: MAIL_MAX_ATTEMPTS },
  );
  app.decorate('mail', {
    deliver,
    async queue(message, { db } = {}) {
      await app.jobs.send(MAIL_SEND_JOB, message, db ? { db } : {});
    },
  } satisfies Mail);
  app.addHook('onClose', async () => {
    transport.close();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['jobs'] });
