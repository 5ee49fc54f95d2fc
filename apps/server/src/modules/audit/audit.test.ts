import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { BOOKING_STATUS, KOREA_UTC_OFFSET_HOURS } from '@minda/contracts/rules/bookings';
import { insertBooking } from '../../test/bookings.ts';
import { loginAs, type LoggedIn } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { auditChanges } from '../../platform/audit.ts';
import { rowsOf } from '../../platform/sql.ts';
import { auditWorkbook } from './audit.service.ts';

/**
 * The audit log (issue 57): what an operator or a partner changes is recorded in the change's own transaction,
 * with who, what, the target, before and after, the reason, the request id and address; read as a booking's
 * timeline by those who may read the booking, and as the whole log by those who may read the log.
 */

const t = setupTestApp();
let member: LoggedIn;
let support: LoggedIn;
let finance: LoggedIn;
let superOperator: LoggedIn;

beforeAll(async () => {
  member = await loginAs(t.app, 'member');
  support = await loginAs(t.app, 'support-admin');
  finance = await loginAs(t.app, 'finance-admin');
  superOperator = await loginAs(t.app, 'admin');
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const aBooking = async (status: number = BOOKING_STATUS.awaitingPayment) => (await insertBooking(t.db, { memberId: member.userId, startDate: inDays(40), status: status as 3 })).bookNo;
const timelineOf = async (bookNo: number, as: LoggedIn = finance) => {
  const res = await t.get(apiPaths.admin.bookingAudit.href(bookNo), {}, as.headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as { action: string; actionLabel: string; actor: Record<string, unknown>; changes: unknown[]; reason: string | null; requestId: string | null; ip: string | null; metadata: unknown }[];
};
const cancel = (bookNo: number, reason: string, as: LoggedIn = support) =>
  t.app.inject({ method: 'DELETE', url: apiUrl(withQuery(apiPaths.admin.booking.href(bookNo), { reason })), headers: as.headers });

describe("a booking's timeline", () => {
  it("records the operator's cancel with who, the status before and after, the reason and the request", async () => {
    const bookNo = await aBooking();
    const res = await cancel(bookNo, '숙소 영업 정지');
    expect(res.statusCode).toBe(200);
    const [entry, ...rest] = await timelineOf(bookNo);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      action: 'booking.cancel',
      actionLabel: '예약 운영자 취소',
      actor: { type: 'admin', id: support.userId, role: 'support', name: '고객 지원 담당' },
      target: { type: 'booking', id: String(bookNo) },
      changes: [{ field: 'status', before: '결제 대기', after: '운영자 취소' }],
      reason: '숙소 영업 정지',
      metadata: { refund: 0 },
      ip: '127.0.0.1',
    });
    expect(entry!.requestId).toEqual(expect.any(String));
  });

  it('records nothing for a change that was refused', async () => {
    const bookNo = await aBooking();
    expect((await cancel(bookNo, '첫 번째')).statusCode).toBe(200);
    // A second cancel is refused by the state machine (409): its transaction, and any record in it, rolls back.
    expect((await cancel(bookNo, '두 번째')).statusCode).toBe(409);
    expect((await timelineOf(bookNo)).map((e) => e.reason)).toEqual(['첫 번째']);
  });

  it("records a memo and the partner's answer to a request, each as its actor", async () => {
    const bookNo = await aBooking(BOOKING_STATUS.requested);
    const memo = await t.call('POST', apiPaths.admin.memo.href(bookNo), support.headers, { body: '고객이 늦은 체크인을 요청함' });
    expect(memo.statusCode).toBe(200);
    const partner = await loginAs(t.app, await partnerLoginOf(bookNo));
    const accepted = await t.call('POST', apiPaths.partner.accept.href(bookNo), partner.headers);
    expect(accepted.statusCode).toBe(200);
    const timeline = await timelineOf(bookNo, support);
    expect(timeline.map((e) => [e.action, e.actor.type, e.actor.role])).toEqual([
      ['booking.memo', 'admin', 'support'],
      ['booking.accept', 'partner', 'partner'],
    ]);
    expect(timeline[0]!.changes).toEqual([{ field: 'memo', before: null, after: '고객이 늦은 체크인을 요청함' }]);
    expect(timeline[1]!.changes).toEqual([{ field: 'status', before: '예약 요청', after: '결제 대기' }]);
  });

  it('is for those who may read bookings: a catalogue operator is refused', async () => {
    const bookNo = await aBooking();
    const catalogue = await loginAs(t.app, 'catalogue-admin');
    expect((await t.get(apiPaths.admin.bookingAudit.href(bookNo), {}, catalogue.headers)).statusCode).toBe(403);
    expect((await t.get(apiPaths.admin.bookingAudit.href(999_999_999), {}, finance.headers)).statusCode).toBe(404);
  });
});

describe('GET admin/audit: the whole log', () => {
  it('filters by actor, action, target and day, newest first', async () => {
    const first = await aBooking();
    const second = await aBooking();
    await cancel(first, '정리 1');
    await cancel(second, '정리 2');
    const list = async (query: Parameters<typeof withQuery>[1]) => {
      const res = await t.get(apiPaths.admin.audit.href(), query, superOperator.headers);
      expect(res.statusCode).toBe(200);
      return res.json().data as { content: { target: { id: string }; reason: string }[]; totalElements: number };
    };
    const mine = await list({ actorId: support.userId, action: 'booking.cancel' });
    expect(mine.content.slice(0, 2).map((e) => e.reason)).toEqual(['정리 2', '정리 1']);
    expect((await list({ targetType: 'booking', targetId: String(first) })).content.map((e) => e.reason)).toEqual(['정리 1']);
    expect((await list({ actorId: finance.userId })).totalElements).toBe(0);
    // The filter's days are Korean: from 15:00 UTC, UTC's tomorrow is already Korea's today.
    const koreanTomorrow = new Date(Date.now() + KOREA_UTC_OFFSET_HOURS * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    expect((await list({ from: koreanTomorrow })).totalElements).toBe(0);
  });

  it('answers a bad filter with a Korean 400, and only the roles that may read the log', async () => {
    const bad = await t.get(apiPaths.admin.audit.href(), { targetId: '12' }, superOperator.headers);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('대상 번호는 대상 종류와 함께 골라 주세요.');
    expect((await t.get(apiPaths.admin.audit.href(), { action: 'booking.explode' }, superOperator.headers)).statusCode).toBe(400);
    expect((await t.get(apiPaths.admin.audit.href(), {}, support.headers)).statusCode).toBe(403);
  });
});

describe('GET admin/audit/xls: the log as an Excel workbook', () => {
  it('holds exactly the filtered records, newest first, with the changes in words', async () => {
    const first = await aBooking();
    const second = await aBooking();
    await cancel(first, '엑셀 1');
    await cancel(second, '엑셀 2');
    const res = await t.get(apiPaths.admin.auditXls.href(), { action: 'booking.cancel', actorId: support.userId }, superOperator.headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => void rows.push((row.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['일시(한국 표준시)', '작업', '대상 종류', '대상 번호', '대상 이름', '누가', '역할', '바뀐 내용', '사유', '요청 번호', '주소']);
    const [newest, older] = rows.slice(1).filter((r) => r[8] === '엑셀 2' || r[8] === '엑셀 1');
    expect(newest!.slice(1, 4)).toEqual(['예약 운영자 취소', '예약', String(second)]);
    expect(newest!.slice(5, 9)).toEqual(['운영자 고객 지원 담당', 'support', '상태: 결제 대기 → 운영자 취소', '엑셀 2']);
    expect(older![8]).toBe('엑셀 1');
    expect(newest![0]).toBeInstanceOf(Date);
  });

  it('stops at the cap and says so', async () => {
    await cancel(await aBooking(), '상한 1');
    await cancel(await aBooking(), '상한 2');
    const sheet = auditWorkbook(t.db, { action: 'booking.cancel' }, 'Asia/Seoul', 1);
    const rows = [];
    for await (const row of sheet.rows) rows.push(row);
    expect(rows).toHaveLength(1);
    expect(sheet.capNote?.()).toMatch(/^조건에 맞는 [\d,]+건 중 1건까지만 담았습니다\./);
  });
});

describe('the records themselves', () => {
  it('cannot be changed or removed, even by hand', async () => {
    const bookNo = await aBooking();
    await cancel(bookNo, '보존 확인');
    // The database's own refusal (Drizzle wraps it: the cause is PostgreSQL's error).
    const refusal = (query: Promise<unknown>) => query.then(() => 'changed', (error: Error & { cause?: Error }) => error.cause?.message ?? error.message);
    expect(await refusal(t.db.execute(sql`update audit_log set reason = '고침' where target_id = ${String(bookNo)}`))).toBe('audit_log is append-only');
    expect(await refusal(t.db.execute(sql`delete from audit_log where target_id = ${String(bookNo)}`))).toBe('audit_log is append-only');
    expect((await timelineOf(bookNo)).map((e) => e.reason)).toEqual(['보존 확인']);
  });

  it("keeps that a person's data changed, not what it held", () => {
    expect(auditChanges('booking', { guestPhone: '010-1234-5678', status: '결제 대기' }, { guestPhone: '010-9999-0000', status: '결제 대기' })).toEqual([
      { field: 'guestPhone', before: '(개인정보)', after: '(개인정보)' },
    ]);
  });
});

/** The login of the partner who owns a booking's product. */
async function partnerLoginOf(bookNo: number): Promise<string> {
  const [row] = rowsOf<{ login_id: string }>(await t.db.execute(sql`select u.login_id from bookings b join users u on u.id = b.partner_id where b.book_no = ${bookNo}`));
  return row!.login_id;
}
