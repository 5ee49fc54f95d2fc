import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { bookings, payments } from '../../db/schema/bookings.ts';
import { insertBooking } from './booking-fixtures.ts';
import { loginAs, type LoggedIn } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { startFakeKcp, type FakeKcp } from '../../platform/payments/fake-kcp-server.ts';
import { KCP_ENDPOINTS } from '../../platform/payments/kcp-gateway.ts';

/**
 * The KCP adapter in the real app (PAYMENT_GATEWAY=kcp) against a fake KCP on loopback: trade registration,
 * the window's return, approval with the amount, a tampered amount cancelled at KCP, a lost answer found by
 * the inquiry, and a refund as a signed partial cancel.
 */

const SITE = 'T0000';
const CERT = '-----BEGIN CERTIFICATE-----TESTCERT-----END CERTIFICATE-----';
const PASSPHRASE = 'changeit';
const keys = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: PASSPHRASE },
});

let fake: FakeKcp;
const env: Record<string, string> = {
  PAYMENT_GATEWAY: 'kcp',
  PUBLIC_BASE_URL: 'https://minda.example',
  KCP_SITE_CD: SITE,
  KCP_CERT_INFO: CERT,
  KCP_PRIVATE_KEY: keys.privateKey,
  KCP_PRIVATE_KEY_PASSWORD: PASSPHRASE,
  // Long enough for a first call on a loaded 2-core CI machine (300 ms timed out there), short beside slowMs.
  KCP_TIMEOUT_MS: '1500',
  // A stand-in web build: the form-action below is the pages' CSP, which a JSON answer does not carry.
  WEB_DIST_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'minda-kcp-web-')),
};
fs.writeFileSync(path.join(env.WEB_DIST_DIR!, 'index.html'), '<!doctype html><title>민다</title><div id="root"></div>');
afterAll(() => fs.rmSync(env.WEB_DIST_DIR!, { recursive: true, force: true }));
// Before the app's own beforeAll: the app reads KCP_API_URL when it is built.
beforeAll(async () => {
  fake = await startFakeKcp({ siteCd: SITE, certInfo: CERT, publicKey: keys.publicKey });
  fake.slowMs = 6_000;
  env.KCP_API_URL = fake.url;
  env.KCP_WINDOW_ORIGIN = fake.url;
});
afterAll(async () => fake.close());
const t = setupTestApp(env);

let member: LoggedIn;
beforeAll(async () => {
  member = await loginAs(t.app, 'member');
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
type Registration = { orderId: string; amount: number; windowUrl: string; fields: Record<string, string> };

async function bookAndRegister(deposit = 12_000, days = 20) {
  const { bookNo } = await insertBooking(t.db, { memberId: member.userId, startDate: inDays(days), total: deposit * 10, deposit });
  const res = await t.call('POST', apiPaths.payments.register.href(), member.headers, { bookNo, device: 'mobile' });
  expect(res.statusCode).toBe(200);
  return { bookNo, reg: (res.json() as { data: Registration }).data };
}

/** KCP's window posts the buyer's authentication to our Ret_URL. */
async function windowReturns(orderId: string) {
  const res = await t.app.inject({ method: 'POST', url: `${apiUrl(apiPaths.payments.windowReturn.href())}?device=mobile`, ...form(fake.authenticate(orderId)) });
  expect(res.statusCode).toBe(303);
  return String(res.headers.location);
}

const complete = (bookNo: number, orderId: string) => t.call('PUT', apiPaths.bookings.booking.href(bookNo), member.headers, { orderId });
const statusOf = async (bookNo: number) => (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.bookNo, bookNo)))[0]!.status;
const paymentOf = async (orderId: string) => (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0]!;

describe('the KCP adapter against a fake KCP', () => {
  it('registers the trade and answers KCP’s window with the approval key and our absolute return address', async () => {
    const { reg } = await bookAndRegister(12_000);
    expect(reg.windowUrl).toBe(`${fake.url}/pay/window`);
    // The page may post its form there: the CSP's form-action names the window's origin, and nothing else outside.
    const page = await t.app.inject({ method: 'GET', url: '/main/index.php' });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(page.headers['content-security-policy'])).toContain(`form-action 'self' ${fake.url};`);
    expect(reg.fields).toMatchObject({
      site_cd: SITE,
      ordr_idxx: reg.orderId,
      good_mny: '12000',
      pay_method: 'CARD',
      Ret_URL: 'https://minda.example/api/v2/pay/return?device=mobile',
    });
    expect(reg.fields.approval_key).toBe(fake.trades.get(reg.orderId)!.approvalKey);
    const call = fake.calls.find((c) => c.path === KCP_ENDPOINTS.register && c.body.ordr_idxx === reg.orderId)!;
    expect(call.body).toMatchObject({ site_cd: SITE, kcp_cert_info: CERT, good_mny: '12000' });
  });

  it('approves with the booking amount as ordr_mony and confirms the booking', async () => {
    fake.behaviour = 'approve';
    const { bookNo, reg } = await bookAndRegister(12_000);
    expect(await windowReturns(reg.orderId)).toBe(`/m/1.0/booking/result.html?bookno=${bookNo}&orderId=${reg.orderId}`);
    const res = await complete(bookNo, reg.orderId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { bookNo, status: 9, statusLabel: '예약 확정' } });
    const approval = fake.calls.find((c) => c.path === KCP_ENDPOINTS.approve && c.body.ordr_no === reg.orderId)!;
    expect(approval.body).toMatchObject({ ordr_mony: '12000', tran_cd: '00100000' });
    expect(await paymentOf(reg.orderId)).toMatchObject({ status: 'approved', providerTxId: fake.trades.get(reg.orderId)!.tno, methodLabel: '신한카드 4518-****-****-1234' });
  });

  it('answers KCP’s decline with its message, the booking unchanged', async () => {
    fake.behaviour = 'decline';
    const { bookNo, reg } = await bookAndRegister();
    await windowReturns(reg.orderId);
    const res = await complete(bookNo, reg.orderId);
    expect(res.statusCode).toBe(402);
    expect(res.json()).toEqual({ error: { code: 'PAYMENT_DECLINED', message: '잔액부족 (가상)' } });
    expect(await statusOf(bookNo)).toBe(3);
  });

  it('cancels in full at KCP when it approved another amount, and refuses', async () => {
    fake.behaviour = 'tamper';
    const { bookNo, reg } = await bookAndRegister(12_000);
    await windowReturns(reg.orderId);
    const res = await complete(bookNo, reg.orderId);
    expect(res.statusCode).toBe(409);
    expect((res.json() as { error: { code: string } }).error.code).toBe('PAYMENT_AMOUNT_MISMATCH');
    expect(fake.trades.get(reg.orderId)!.cancels).toEqual([{ modType: 'STSC', amount: 13_000 }]);
    expect(await statusOf(bookNo)).toBe(3);
    expect((await paymentOf(reg.orderId)).status).toBe('cancelled');
  });

  it('leaves a slow approval unknown (202), and the inquiry, retried with backoff, confirms it', async () => {
    fake.behaviour = 'slow';
    const { bookNo, reg } = await bookAndRegister();
    await windowReturns(reg.orderId);
    const res = await complete(bookNo, reg.orderId);
    expect(res.statusCode).toBe(202);
    expect(await statusOf(bookNo)).toBe(-9);

    // First inquiry: KCP is slow again, so the job fails and waits (10 s, then 20 s ...).
    fake.slowInquiry = true;
    const start = Date.now();
    await t.app.jobs.tick({ now: new Date(start + 31_000) });
    expect(await statusOf(bookNo)).toBe(-9);
    fake.slowInquiry = false;
    await t.app.jobs.tick({ now: new Date(start + 35_000) });
    expect(await statusOf(bookNo)).toBe(-9);
    await t.app.jobs.tick({ now: new Date(start + 42_000) });
    expect(await statusOf(bookNo)).toBe(9);
    expect((await paymentOf(reg.orderId)).providerTxId).toBe(fake.trades.get(reg.orderId)!.tno);
  });

  it('refunds part of a payment as a signed partial cancel (STPC with mod_mny and rem_mny)', async () => {
    fake.behaviour = 'approve';
    const { bookNo, reg } = await bookAndRegister(12_000, 20);
    await windowReturns(reg.orderId);
    expect((await complete(bookNo, reg.orderId)).statusCode).toBe(200);
    const res = await t.call('DELETE', apiPaths.bookings.booking.href(bookNo), member.headers);
    expect(res.json()).toMatchObject({ data: { status: -59, refund: 8_400 } });
    await t.app.jobs.tick();
    expect(await statusOf(bookNo)).toBe(-69);
    const trade = fake.trades.get(reg.orderId)!;
    expect(trade.cancels).toEqual([{ modType: 'STPC', amount: 8_400 }]);
    expect(trade.remaining).toBe(3_600);
    const cancel = fake.calls.find((c) => c.path === KCP_ENDPOINTS.cancel && c.body.tno === trade.tno)!;
    expect(cancel.body).toMatchObject({ mod_type: 'STPC', mod_mny: '8400', rem_mny: '12000' });
  });
});
