import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema/platform.ts';
import { headerOf } from './mail-outbox.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { MAIL_SEND_JOB } from './mail.ts';

const message = { to: 'traveller@example.com', subject: '[민다] 예약이 확정되었습니다', text: '파리하늘민박 예약이 확정되었습니다.\n예약 번호 260001' };

describe('mail through the outbox (no SMTP_URL)', () => {
  let t: TestApp;
  let outbox: string;
  beforeAll(async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'minda-mail-'));
    outbox = path.join(dataDir, 'outbox');
    t = await createTestApp({ DATA_DIR: dataDir });
  });
  afterAll(() => t.close());

  it('writes a queued message as an .eml file a mail client opens, once the job runs', async () => {
    await t.app.mail.queue(message);
    await expect(readdir(outbox)).rejects.toThrow();
    await t.app.jobs.tick();
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(path.join(outbox, files[0] ?? ''), 'utf8');
    expect(headerOf(raw, 'To')).toBe('traveller@example.com');
    expect(headerOf(raw, 'From')).toBe('민다 <no-reply@minda.example>');
    expect(headerOf(raw, 'Subject')).toBe('[민다] 예약이 확정되었습니다');
  });

  it('queues nothing when the transaction that queued the message rolls back', async () => {
    const before = (await t.db.select().from(jobs).where(eq(jobs.name, MAIL_SEND_JOB))).length;
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.mail.queue({ ...message, subject: '취소될 메일' }, { db: tx });
        throw new Error('the booking change failed');
      }),
    ).rejects.toThrow('the booking change failed');
    expect(await t.db.select().from(jobs).where(eq(jobs.name, MAIL_SEND_JOB))).toHaveLength(before);
  });
});

describe('mail through SMTP (SMTP_URL set)', () => {
  let t: TestApp;
  let server: SMTPServer;
  const received: { from: string; to: string[]; raw: string }[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the message to the SMTP server with its envelope and Korean subject', async () => {
    await t.app.mail.queue(message);
    await t.app.jobs.tick();
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('no-reply@minda.example');
    expect(received[0]?.to).toEqual(['traveller@example.com']);
    expect(headerOf(received[0]?.raw ?? '', 'Subject')).toBe('[민다] 예약이 확정되었습니다');
  });
});

describe('mail when the SMTP server is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // A port nothing listens on: a closed server's.
    const probe = new SMTPServer({ authOptional: true });
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.server.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(() => t.close());

  it('keeps the message and tries again later instead of losing it', async () => {
    await t.app.mail.queue(message);
    await t.app.jobs.tick();
    const [job] = await t.db.select().from(jobs).where(eq(jobs.name, MAIL_SEND_JOB));
    expect(job?.status).toBe('pending');
    expect(job?.attempts).toBe(1);
    expect(job?.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
  });
});
