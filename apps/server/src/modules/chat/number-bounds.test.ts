import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@minda/contracts/paths';
import { loginAs, type LoggedIn } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { ask, listen, openChatSocket, tokenOf, type ChatSocket } from './chat-test-kit.ts';

/**
 * Numbers past what an integer (int4) column holds are refused by the contracts with a Korean 400; before,
 * PostgreSQL refused them (22003) and the client got a 500.
 */
const t = setupTestApp();
let member: LoggedIn;
let partner: LoggedIn;
let socket: ChatSocket;

beforeAll(async () => {
  [member, partner] = await Promise.all([loginAs(t.app, 'member'), loginAs(t.app, 'partner')]);
  socket = await openChatSocket(await listen(t.app), tokenOf(member));
});
afterAll(() => {
  socket.close();
});

/** 2^31 (one past int4) and 2^53 - 1 (the largest integer a JSON number carries exactly). */
const TOO_LARGE = [2_147_483_648, 9_007_199_254_740_991];
const CHANNEL = 'demo-stay-booking';
const review = { rating: 5, locationRating: 5, facilityRating: 5, staffRating: 5, content: '깨끗하고 조용한 숙소였어요. 다시 묵고 싶습니다.' };

type Call = { name: string; method: 'GET' | 'POST'; path: (n: number) => string; body?: (n: number) => object; as: () => LoggedIn; message: string };
const CALLS: Call[] = [
  { name: 'chat/join productId', method: 'POST', path: () => apiPaths.chat.join.href(), body: (n) => ({ productCategory: 'MINBAK', productId: n }), as: () => member, message: '상품 번호(productId)가 올바르지 않습니다.' },
  {
    name: 'chat/join bookingNumber',
    method: 'POST',
    path: () => apiPaths.chat.join.href(),
    body: (n) => ({ productCategory: 'MINBAK', productId: 1001, bookingNumber: n }),
    as: () => member,
    message: '예약 번호(bookingNumber)가 올바르지 않습니다.',
  },
  { name: 'messages beforeSeq', method: 'GET', path: (n) => `${apiPaths.chat.messages.href(CHANNEL)}?beforeSeq=${n}`, as: () => member, message: '메시지 순번(beforeSeq)이 올바르지 않습니다.' },
  { name: 'messages afterSeq', method: 'GET', path: (n) => `${apiPaths.chat.messages.href(CHANNEL)}?afterSeq=${n}`, as: () => member, message: '메시지 순번(afterSeq)이 올바르지 않습니다.' },
  { name: 'chat/report reportTypeId', method: 'POST', path: () => apiPaths.chat.report.href(), body: (n) => ({ channelId: CHANNEL, reportTypeId: n }), as: () => member, message: '신고 사유(reportTypeId)가 올바르지 않습니다.' },
  { name: 'chat/partner/confirm bookNo', method: 'POST', path: () => apiPaths.chat.partnerConfirm.href(), body: (n) => ({ channelId: CHANNEL, bookNo: n }), as: () => partner, message: '예약 번호(bookNo)가 올바르지 않습니다.' },
  { name: 'partner/bookings status', method: 'GET', path: (n) => `${apiPaths.partner.bookings.href()}?status=${n}`, as: () => partner, message: '예약 상태 코드가 올바르지 않습니다.' },
  { name: 'stay/goods partnerId', method: 'GET', path: (n) => `${apiPaths.chat.partnerStayGoods.href()}?partnerId=${n}`, as: () => partner, message: '파트너 번호(partnerId)가 올바르지 않습니다.' },
  { name: 'tour_tickets/partner/items partnerId', method: 'GET', path: (n) => `${apiPaths.chat.partnerTourItems.href()}?partnerId=${n}`, as: () => partner, message: '파트너 번호(partnerId)가 올바르지 않습니다.' },
  { name: 'reviews bookNo', method: 'POST', path: () => apiPaths.reviews.write.href(), body: (n) => ({ bookNo: n, ...review }), as: () => member, message: '예약 번호(bookNo)가 올바르지 않습니다.' },
];

describe('numbers past the integer columns are a Korean 400, never a 500', () => {
  it.each(CALLS.flatMap((call) => TOO_LARGE.map((n) => [call.name, n, call] as const)))('%s = %d', async (_name, n, call) => {
    const headers = { ...call.as().headers, 'idempotency-key': randomUUID() };
    const res = await t.call(call.method, call.path(n), headers, call.body?.(n));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED', message: call.message });
  });

  it.each(TOO_LARGE)('the socket refuses %d as a cursor with an error ack', async (n) => {
    const refused = (message: string) => ({ ok: false, error: { code: 'VALIDATION_FAILED', message } });
    expect(await ask(socket, 'chat:join', { channelId: CHANNEL, afterSeq: n })).toEqual(refused('메시지 순번(afterSeq)이 올바르지 않습니다.'));
    expect(await ask(socket, 'chat:previous', { channelId: CHANNEL, beforeSeq: n })).toEqual(refused('메시지 순번(beforeSeq)이 올바르지 않습니다.'));
    expect(await ask(socket, 'chat:read', { channelId: CHANNEL, seq: n })).toEqual(refused('메시지 순번(seq)이 올바르지 않습니다.'));
  });

  it('still takes the largest value a column holds', async () => {
    const res = await t.call('GET', `${apiPaths.chat.messages.href(CHANNEL)}?afterSeq=2147483647`, member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.messages).toEqual([]);
  });
});
