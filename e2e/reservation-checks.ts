import type { Page, Response } from '@playwright/test';
import type { BookingDetail, BookingPage } from '@minda/contracts/bookings';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { formatWon } from '@minda/contracts/rules/price';
import { expect } from './fixtures.ts';

/**
 * My reservations against the seeded demo member (db/seed/demo-bookings.ts): an upcoming confirmed stay
 * 20 nights ahead, a past stay, a stay cancelled before payment, and a confirmed tour. Shared by
 * pc-reservations.spec.ts and mobile-reservations.spec.ts. Nothing here cancels: both specs run on one
 * server, so each leaves the seed as it found it (the cancel itself is covered by the component tests and
 * by the booking flow's own spec).
 */

const LIST_API = apiUrl(apiPaths.bookings.list.href());

/** Waits for the list answer of a tab and line: what the screen shows comes from it. */
export function bookingListAnswer(page: Page, tab: string, productType: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === LIST_API && url.searchParams.get('tab') === tab && url.searchParams.get('productType') === productType && response.ok();
  });
}

export async function bookingsOf(response: Response): Promise<BookingPage['content']> {
  return ((await response.json()) as { data: BookingPage }).data.content;
}

export function bookingDetailAnswer(page: Page, bookNo: number): Promise<Response> {
  return page.waitForResponse((response) => new URL(response.url()).pathname === apiUrl(apiPaths.bookings.booking.href(bookNo)) && response.ok());
}

/** The cards of the list on screen, each a link to its detail. */
export const reservationCards = (page: Page, tabLabel: string) => page.getByRole('list', { name: `${tabLabel} 목록` }).getByRole('link');

/**
 * A confirmed booking's detail: the voucher's QR code drawn as SVG, and the cancel button's dialog with the
 * refund the server previews (the stay's schedule: 70% of the deposit 15 to 29 days before check-in).
 * Closing the dialog cancels nothing.
 */
export async function checkConfirmedDetail(page: Page, detail: BookingDetail, expectedPercent: number) {
  await expect(page.getByRole('heading', { level: 2, name: '예약 확정' })).toBeVisible();
  const qr = page.getByRole('img', { name: `바우처 QR 코드 ${detail.voucherCode}` });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
  expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  await expect(page.getByRole('region', { name: '취소·환불 규정' }).getByRole('row')).toHaveCount(detail.refundSchedule.length + 1);

  await page.getByRole('button', { name: '예약 취소' }).click();
  const dialog = page.getByRole('dialog', { name: '예약을 취소할까요?' });
  await expect(dialog).toBeVisible();
  const preview = dialog.getByLabel('환불 예정');
  expect(detail.cancelPreview?.percent).toBe(expectedPercent);
  await expect(preview).toContainText(`환불 비율${expectedPercent}%`);
  await expect(preview).toContainText(`환불 예정 금액${formatWon(detail.cancelPreview!.refund)}`);
  await expect(preview).toContainText(`취소 수수료${formatWon(detail.cancelPreview!.fee)}`);
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 2, name: '예약 확정' })).toBeVisible();
}

export async function detailOf(response: Response): Promise<BookingDetail> {
  return ((await response.json()) as { data: BookingDetail }).data;
}
