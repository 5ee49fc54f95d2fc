import { expect } from 'vitest';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import type { ProductType, RefundBand } from '@minda/contracts/rules/bookings';
import type { CallerHeaders } from '../../test/login-as.ts';
import type { TestApp } from '../../test/test-app.ts';
import { insertBooking } from './booking-fixtures.ts';

/**
 * Test support: a member's way through the payment of a booking with the embedded test gateway, as the
 * browser goes (register, the window's form, a test card, the return, PUT). Shared by the payment tests and
 * the back office tests, which start from a paid booking.
 */

/** The test cards of README "Test cards" as people type them. */
export const CARD = {
  approve: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  timeout: '4000 0000 0000 0119',
  lost: '4000 0000 0000 0127',
  refuseRefunds: '4000 0000 0000 0341',
} as const;

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
export const form = (fields: Record<string, string>) => ({ payload: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

export type Registration = { orderId: string; amount: number; goodsName: string; provider: string; windowUrl: string; fields: Record<string, string> };
export type BookOptions = { productType?: ProductType; deposit?: number; total?: number; days?: number; status?: 1 | 3; refundPolicy?: readonly RefundBand[]; deadline?: Date | null };

/** The steps for one test file's app and member (read lazily: both are set in beforeAll). */
export function paymentSteps(t: TestApp, memberOf: () => { headers: CallerHeaders; userId: number }) {
  /** A booking in status 3 (or 1) as a pre-booking leaves it; a stay's total is ten times its deposit. */
  async function book(options: BookOptions = {}) {
    const total = options.total ?? (options.productType && options.productType !== 'stay' ? options.deposit : (options.deposit ?? 12_000) * 10);
    const { bookNo } = await insertBooking(t.db, {
      memberId: memberOf().userId,
      productType: options.productType,
      startDate: inDays(options.days ?? 40),
      total,
      deposit: options.deposit ?? 12_000,
      status: options.status,
      refundPolicy: options.refundPolicy,
      depositDeadline: options.deadline,
    });
    return bookNo;
  }

  const register = (bookNo: number, headers = memberOf().headers, device?: 'pc' | 'mobile') =>
    t.call('POST', apiPaths.payments.register.href(), headers, { bookNo, ...(device ? { device } : {}) });

  /** Opens the window as the browser does (form POST of the registration's fields), then submits a card. */
  async function payInWindow(reg: Registration, card: string, action: 'pay' | 'cancel' = 'pay') {
    const page = await t.app.inject({ method: 'POST', url: reg.windowUrl, ...form(reg.fields) });
    expect(page.statusCode).toBe(200);
    const submitted = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.payments.testWindowPay.href()), ...form({ ...reg.fields, cardNumber: card, action }) });
    expect(submitted.statusCode).toBe(303);
    return String(submitted.headers.location);
  }

  /** Follows the window's redirect to our return address; answers where the browser lands. */
  async function comeBack(returnLocation: string) {
    const res = await t.app.inject({ method: 'GET', url: returnLocation });
    expect(res.statusCode).toBe(303);
    return String(res.headers.location);
  }

  const complete = (bookNo: number, orderId: string, headers = memberOf().headers) => t.call('PUT', apiPaths.bookings.booking.href(bookNo), headers, { orderId });

  async function registered(bookNo: number): Promise<Registration> {
    const res = await register(bookNo);
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Registration }).data;
  }

  /** Book, pay with a card, come back: the registration, ready for the PUT. */
  async function paidInWindow(bookNo: number, card: string = CARD.approve) {
    const reg = await registered(bookNo);
    await comeBack(await payInWindow(reg, card));
    return reg;
  }

  async function confirmedBooking(options: BookOptions = {}, card: string = CARD.approve) {
    const bookNo = await book(options);
    const reg = await paidInWindow(bookNo, card);
    expect((await complete(bookNo, reg.orderId)).statusCode).toBe(200);
    return { bookNo, reg };
  }

  return { book, register, payInWindow, comeBack, complete, registered, paidInWindow, confirmedBooking };
}
