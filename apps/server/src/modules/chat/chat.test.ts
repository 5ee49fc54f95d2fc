import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatChannel, ChatMessage, ChatTemplateContent } from '@minda/contracts/chat';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { bookings } from '../../db/schema/bookings.ts';
import { chatChannels, chatMessages } from '../../db/schema/chat.ts';
import { stays } from '../../db/schema/stays.ts';
import { loginAs, visitorHeaders, type LoggedIn } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { signWebhook } from './chat-webhook.ts';
import { CHAT_PURGE_JOB } from './chat-jobs.ts';
import { clientId, joinChannel } from './chat-test-kit.ts';

const WEBHOOK_SECRET = 'chat-webhook-secret-for-tests-0123';
const t = setupTestApp({ CHAT_WEBHOOK_SECRET: WEBHOOK_SECRET });
let member: LoggedIn;
let partner: LoggedIn;
let traveler: LoggedIn;

beforeAll(async () => {
  [member, partner, traveler] = await Promise.all([loginAs(t.app, 'member'), loginAs(t.app, 'partner'), loginAs(t.app, 'traveler01')]);
});

const post = (path: string, caller: LoggedIn | null, payload?: object) =>
  t.app.inject({ method: 'POST', url: apiUrl(path), headers: caller?.headers ?? {}, ...(payload ? { payload } : {}) });
const get = (path: string, caller: LoggedIn, query = '') => t.app.inject({ method: 'GET', url: `${apiUrl(path)}${query}`, headers: caller.headers });

describe('chat login and the demo conversations', () => {
  it('logs a member in with their unread total, and a partner through oneid only', async () => {
    const res = await post(apiPaths.chat.login.href(), member);
    expect(res.statusCode).toBe(200);
    // The seeded stay and tour conversations each end with a partner answer the member has not read.
    expect(res.json().data).toMatchObject({ userId: member.userId, username: '여행자', hasPartner: false, unreadTotal: 2 });
    expect((await post(apiPaths.chat.oneidLogin.href(), member)).statusCode).toBe(403);
    const partnerLogin = await post(apiPaths.chat.oneidLogin.href(), partner);
    // The demo stay question (two member messages) is unread on the partner's side.
    expect(partnerLogin.json().data).toMatchObject({ userId: partner.userId, username: '파리하늘민박', hasPartner: true, unreadTotal: 2 });
  });

  it("lists a member's channels, latest activity first, with members, last message and the booking", async () => {
    const res = await get(apiPaths.chat.channels.href(), member);
    const body = res.json().data as { content: ChatChannel[]; last: boolean; unreadTotal: number };
    expect(body.content.map((c) => c.channelId)).toEqual(['demo-stay-question', 'demo-stay-booking', 'demo-tour-booking']);
    expect(body.last).toBe(true);
    const booked = body.content[1]!;
    expect(booked.channelInfo.productCategory).toBe('MINBAK');
    expect(booked.channelInfo.productOwnerId).toBe(partner.userId);
    expect(booked.channelInfo.bookingNumber).toEqual(expect.any(Number));
    expect(booked.lastMessage).toMatchObject({ text: '네, 체크아웃 후 오후 6시까지 거실 짐 보관 공간에 두시면 됩니다.', type: 'text' });
    expect(booked.members.map((m) => [m.username, m.data.hasPartner])).toEqual([['파리하늘민박', 'true'], ['여행자', 'false']]);
    expect(body.content.map((c) => c.unreadCount)).toEqual([0, 1, 1]);
    expect(body.unreadTotal).toBe(2);
  });

  it('pages the list', async () => {
    const first = (await get(apiPaths.chat.channels.href(), member, '?size=2')).json().data;
    const second = (await get(apiPaths.chat.channels.href(), member, '?size=2&page=2')).json().data;
    expect([first.content.length, first.last, second.content.length, second.last]).toEqual([2, false, 1, true]);
  });

  it("shows a stranger's channel as not found, through REST", async () => {
    for (const path of [apiPaths.chat.channel.href('demo-stay-booking'), apiPaths.chat.messages.href('demo-stay-booking')]) {
      const res = await get(path, traveler);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: '대화방을 찾을 수 없습니다.' });
    }
  });

  it('serves the seeded report reasons', async () => {
    const res = await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.chat.reportTypes.href()) });
    expect(res.json().data.map((r: { title: string }) => r.title)).toEqual(['욕설/비방', '직거래 유도', '광고/스팸', '사기 의심', '음란성 내용', '개인정보 노출', '기타']);
  });
});

describe('the chat in openapi.json', () => {
  it('documents every chat route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.system.openapi.href()) })).json() as { paths: Record<string, object> };
    const documented = Object.keys(doc.paths).filter((p) => p.includes('/chat/') || p.endsWith('/stay/goods') || p.endsWith('/tour_tickets/partner/items'));
    expect(documented.sort()).toEqual(
      [
        'chat/login', 'chat/oneid/login', 'chat/join', 'chat/channels', 'chat/channels/{channelId}', 'chat/channels/{channelId}/messages',
        'chat/channels/{channelId}/images', 'chat/report/types', 'chat/report', 'chat/partner/confirm', 'chat/webhook', 'chat/unread',
        'stay/goods', 'tour_tickets/partner/items',
      ].map((p) => `/api/v2/${p}`).sort(),
    );
  });
});

describe('opening a channel', () => {
  it('opens one channel per member, partner and product, and reuses it', async () => {
    const first = await joinChannel(t.app, traveler, { productCategory: 'MINBAK', productId: 1001 });
    expect(first.created).toBe(true);
    expect(first.channel).toMatchObject({ name: '파리하늘민박', isJoined: true, lastSeq: 0, lastMessage: null, channelInfo: { productCategory: 'MINBAK', productOwnerId: partner.userId, bookingNumber: null } });
    const again = await joinChannel(t.app, traveler, { productCategory: 'MINBAK', productId: 1001 });
    expect(again).toMatchObject({ created: false, channel: { channelId: first.channel.channelId } });
  });

  it('refuses a partner on their own product, an unknown product, and a booking that is not the caller’s', async () => {
    const own = await post(apiPaths.chat.join.href(), partner, { productCategory: 'MINBAK', productId: 1001 });
    expect([own.statusCode, own.json().error.message]).toEqual([403, '내 상품에는 문의할 수 없습니다.']);
    const unknown = await post(apiPaths.chat.join.href(), member, { productCategory: 'TRIP', productId: 999_999 });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([404, '문의할 수 있는 상품을 찾을 수 없습니다.']);
    const [membersBooking] = await t.db.select({ bookNo: bookings.bookNo }).from(bookings).where(and(eq(bookings.memberId, member.userId), eq(bookings.goodsNo, 1001)));
    const notMine = await post(apiPaths.chat.join.href(), traveler, { productCategory: 'MINBAK', productId: 1001, bookingNumber: membersBooking!.bookNo });
    expect([notMine.statusCode, notMine.json().error.message]).toEqual([404, '문의할 예약을 찾을 수 없습니다.']);
    const wrongProduct = await post(apiPaths.chat.join.href(), member, { productCategory: 'TRIP', productId: 5001, bookingNumber: membersBooking!.bookNo });
    expect(wrongProduct.statusCode).toBe(404);
  });

  it('sets the booking on the channel when opened from a booking', async () => {
    const [booking] = await t.db.select({ bookNo: bookings.bookNo }).from(bookings).where(and(eq(bookings.memberId, member.userId), eq(bookings.goodsNo, 1001))).limit(1);
    const { channel } = await joinChannel(t.app, member, { productCategory: 'MINBAK', productId: 1001, bookingNumber: booking!.bookNo });
    expect(channel.channelInfo.bookingNumber).toBe(booking!.bookNo);
  });

  it('opens no new channel where the owner turned chat off', async () => {
    const [off] = await t.db.select({ goodsNo: stays.goodsNo }).from(stays).where(and(eq(stays.useInquireChat, false), eq(stays.isActive, true), ne(stays.partnerId, traveler.userId))).limit(1);
    const res = await post(apiPaths.chat.join.href(), traveler, { productCategory: 'MINBAK', productId: off!.goodsNo });
    expect([res.statusCode, res.json().error.message]).toEqual([403, '채팅 문의를 지원하지 않는 업체입니다.']);
  });

  it('refuses a visitor', async () => {
    const res = await t.app.inject({ method: 'POST', url: apiUrl(apiPaths.chat.join.href()), headers: await visitorHeaders(t.app), payload: { productCategory: 'MINBAK', productId: 1001 } });
    expect(res.statusCode).toBe(401);
  });
});

describe('reports', () => {
  it('takes a report from a member of the channel, once per reason', async () => {
    const types = (await t.app.inject({ method: 'GET', url: apiUrl(apiPaths.chat.reportTypes.href()) })).json().data as { id: number }[];
    const ok = await post(apiPaths.chat.report.href(), member, { channelId: 'demo-stay-booking', reportTypeId: types[1]!.id });
    expect(ok.json()).toEqual({ data: { ok: true } });
    expect((await post(apiPaths.chat.report.href(), member, { channelId: 'demo-stay-booking', reportTypeId: types[1]!.id })).statusCode).toBe(200);
  });

  it('refuses a report without a reason, with an unknown reason, or on a stranger’s channel', async () => {
    const missing = await post(apiPaths.chat.report.href(), member, { channelId: 'demo-stay-booking' });
    expect([missing.statusCode, missing.json().error.message]).toEqual([400, '신고 사유를 선택해 주세요.']);
    const unknown = await post(apiPaths.chat.report.href(), member, { channelId: 'demo-stay-booking', reportTypeId: 9999 });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([400, '신고 사유를 선택해 주세요.']);
    expect((await post(apiPaths.chat.report.href(), traveler, { channelId: 'demo-stay-booking', reportTypeId: 1 })).statusCode).toBe(404);
  });
});

describe('the partner’s booking card', () => {
  it('posts the booking as a template card with real data and a link to the member’s reservation, once', async () => {
    const [booking] = await t.db.select().from(bookings).where(and(eq(bookings.memberId, member.userId), eq(bookings.goodsNo, 1001), eq(bookings.status, 9))).limit(1);
    const res = await post(apiPaths.chat.partnerConfirm.href(), partner, { channelId: 'demo-stay-booking', bookNo: booking!.bookNo });
    expect(res.statusCode).toBe(200);
    const message = res.json().data as ChatMessage;
    expect(message).toMatchObject({ type: 'template', userId: partner.userId, item: { itemCategory: 'MINBAK', astep: 9, bookNo: booking!.bookNo } });
    const card = JSON.parse(message.text) as ChatTemplateContent;
    expect(card.mainTitle).toBe('예약 확인 안내');
    expect(card.link).toBe(`/mypage/v.my_reservation.php?bookno=${booking!.bookNo}`);
    expect(card.data).toEqual([
      { title: '예약번호', data: String(booking!.bookNo) },
      { title: '예약 상태', data: '예약 확정' },
      { title: '이용일', data: `${booking!.startDate} ~ ${booking!.endDate}` },
      { title: '인원', data: '성인 2명' },
      { title: '예약자', data: '김민다' },
      { title: '결제 금액', data: `${booking!.total.toLocaleString('ko-KR')}원` },
    ]);
    const again = await post(apiPaths.chat.partnerConfirm.href(), partner, { channelId: 'demo-stay-booking', bookNo: booking!.bookNo });
    expect(again.json().data.messageId).toBe(message.messageId);
  });

  it("refuses a member, and a booking that is not this channel's member's", async () => {
    expect((await post(apiPaths.chat.partnerConfirm.href(), member, { channelId: 'demo-stay-booking', bookNo: 1 })).statusCode).toBe(403);
    const [other] = await t.db.select({ bookNo: bookings.bookNo }).from(bookings).where(and(ne(bookings.memberId, member.userId), eq(bookings.partnerId, partner.userId))).limit(1);
    const res = await post(apiPaths.chat.partnerConfirm.href(), partner, { channelId: 'demo-stay-booking', bookNo: other!.bookNo });
    expect([res.statusCode, res.json().error.message]).toEqual([404, '이 대화방의 회원과 상품에 해당하는 예약이 아닙니다.']);
  });
});

describe('the signed webhook', () => {
  const deliver = (body: object, sign: { secret?: string; at?: number } = {}) => {
    const raw = JSON.stringify(body);
    const at = sign.at ?? Math.floor(Date.now() / 1000);
    return t.app.inject({
      method: 'POST',
      url: apiUrl(apiPaths.chat.webhook.href()),
      headers: { 'content-type': 'application/json', 'x-chat-timestamp': String(at), 'x-chat-signature': signWebhook(sign.secret ?? WEBHOOK_SECRET, at, raw) },
      payload: raw,
    });
  };

  it('posts a signed system message once, however often the event is delivered', async () => {
    const event = { channelId: 'demo-tour-booking', text: '투어 집합 시간이 09:30으로 변경되었습니다.', eventId: 'evt-tour-change-0001' };
    const first = await deliver(event);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ type: 'admin', userId: null, username: '민다', text: event.text });
    const replay = await deliver(event);
    expect(replay.json().data.messageId).toBe(first.json().data.messageId);
    const rows = await t.db.select({ id: chatMessages.id }).from(chatMessages).where(eq(chatMessages.text, event.text));
    expect(rows).toHaveLength(1);
  });

  it('refuses a wrong signature, a tampered body, a stale timestamp and an unsigned call', async () => {
    const event = { channelId: 'demo-tour-booking', text: '가짜 공지', eventId: 'evt-forged-0001' };
    const wrong = await deliver(event, { secret: 'not-the-secret-0123456789' });
    expect([wrong.statusCode, wrong.json().error]).toEqual([401, { code: 'UNAUTHORIZED', message: '서명이 없거나 올바르지 않은 요청입니다.' }]);
    const stale = await deliver(event, { at: Math.floor(Date.now() / 1000) - 301 });
    expect([stale.statusCode, stale.json().error.message]).toEqual([401, '요청 시각이 유효 범위를 벗어났습니다.']);
    const at = Math.floor(Date.now() / 1000);
    const tampered = await t.app.inject({
      method: 'POST',
      url: apiUrl(apiPaths.chat.webhook.href()),
      headers: { 'content-type': 'application/json', 'x-chat-timestamp': String(at), 'x-chat-signature': signWebhook(WEBHOOK_SECRET, at, JSON.stringify(event)) },
      payload: JSON.stringify({ ...event, text: '바뀐 공지' }),
    });
    expect(tampered.statusCode).toBe(401);
    expect((await post(apiPaths.chat.webhook.href(), null, event)).statusCode).toBe(401);
    expect(await t.db.select().from(chatMessages).where(eq(chatMessages.text, '가짜 공지'))).toEqual([]);
  });
});

describe('images', () => {
  let channelId: string;
  const upload = (caller: LoggedIn, file: Buffer, name = 'photo.jpg', id = clientId()) => {
    const boundary = '----chat-test-boundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="clientMessageId"\r\n\r\n${id}\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return t.app.inject({ method: 'POST', url: apiUrl(apiPaths.chat.images.href(channelId)), headers: { ...caller.headers, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  };

  beforeAll(async () => {
    channelId = (await joinChannel(t.app, member, { productCategory: 'TRIP', productId: 5001 })).channel.channelId;
  });

  it('stores an image re-encoded without EXIF, readable by the channel’s members only, and a resend once', async () => {
    const withExif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366cc' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
      .toBuffer();
    expect(withExif.includes('secret-gps-owner')).toBe(true);
    const id = clientId();
    const res = await upload(member, withExif, '<img src=x onerror=alert(1)>.jpg', id);
    expect(res.statusCode).toBe(200);
    const message = res.json().data as ChatMessage;
    expect(message).toMatchObject({ type: 'image', text: '<img src=x onerror=alert(1)>.jpg', fileUrl: expect.stringMatching(/^\/api\/v2\/files\/chat\//) });
    const file = await t.app.inject({ method: 'GET', url: message.fileUrl!, headers: member.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.includes('secret-gps-owner')).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: message.fileUrl!, headers: traveler.headers })).statusCode).toBe(403);
    const again = await upload(member, withExif, 'photo.jpg', id);
    expect(again.json().data.messageId).toBe(message.messageId);
  });

  it('refuses a file that is not an image by its bytes, whatever its name', async () => {
    const res = await upload(member, Buffer.from('%PDF-1.4 not a photo'), 'photo.jpg');
    expect([res.statusCode, res.json().error.message]).toEqual([415, '사진 파일(JPG, PNG, GIF, WEBP)만 보낼 수 있습니다.']);
    const script = await upload(member, Buffer.from('<script>alert(1)</script>'), 'x.png');
    expect(script.statusCode).toBe(415);
  });

  it('takes an image of 15 MB and refuses one byte more', async () => {
    const limit = 15 * 1024 * 1024;
    // Raw noise does not compress: an uncompressed PNG of this size is just under the limit.
    const side = 2200;
    const noise = Buffer.alloc(side * side * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2_654_435_761) >>> 24;
    const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeLessThanOrEqual(limit);
    expect(big.length).toBeGreaterThan(14_000_000);
    expect((await upload(member, big, 'big.png')).statusCode).toBe(200);
    const tooBig = Buffer.concat([big, Buffer.alloc(limit + 1 - big.length)]);
    const res = await upload(member, tooBig, 'too-big.png');
    expect([res.statusCode, res.json().error.message]).toEqual([413, '사진은 최대 15MB까지 보낼 수 있습니다.']);
  }, 60_000);

  it("refuses a stranger's upload", async () => {
    const image = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await upload(traveler, image)).statusCode).toBe(404);
  });
});

describe('partner goods and tour items with their chat switch', () => {
  it("lists the partner's own stays page by page, and refuses another partner's", async () => {
    const res = await get(apiPaths.chat.partnerStayGoods.href(), partner, `?partnerId=${partner.userId}&page=1&perPage=1`);
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.content).toHaveLength(1);
    expect(body.content[0]).toMatchObject({ goodsNo: 1001, goodsName: '파리하늘민박', useInquireChat: expect.any(Boolean) });
    expect(body.size).toBeGreaterThanOrEqual(2);
    const otherPartner = await loginAs(t.app, 'host001');
    expect((await get(apiPaths.chat.partnerStayGoods.href(), partner, `?partnerId=${otherPartner.userId}`)).statusCode).toBe(403);
    expect((await get(apiPaths.chat.partnerStayGoods.href(), partner, `?partnerId=${member.userId}`)).statusCode).toBe(404);
    expect((await get(apiPaths.chat.partnerTourItems.href(), partner, `?partnerId=${partner.userId}`)).json().data).toEqual({ content: [], size: 0 });
  });
});

describe('retention', () => {
  it('purges conversations quiet for more than a year, with their messages, by the scheduled job', async () => {
    const { channel } = await joinChannel(t.app, traveler, { productCategory: 'MINBAK', productId: 1002 }).catch(() => joinChannel(t.app, traveler, { productCategory: 'TRIP', productId: 5002 }));
    const lastActivity = new Date('2026-01-10T00:00:00Z');
    await t.db.update(chatChannels).set({ lastActivityAt: lastActivity }).where(eq(chatChannels.id, channel.channelId));
    await t.db.update(chatChannels).set({ lastActivityAt: new Date('2026-06-01T00:00:00Z') }).where(eq(chatChannels.id, 'demo-stay-question'));

    // 365 days after the last activity: kept.
    await t.app.jobs.tick({ now: new Date(lastActivity.getTime() + 365 * 86_400_000 - 60_000) });
    expect(await t.db.select({ id: chatChannels.id }).from(chatChannels).where(eq(chatChannels.id, channel.channelId))).toHaveLength(1);
    // The next day's run (the job runs daily): gone; the younger conversation stays.
    await t.app.jobs.tick({ now: new Date(lastActivity.getTime() + 366 * 86_400_000 + 60_000) });
    expect(await t.db.select({ id: chatChannels.id }).from(chatChannels).where(eq(chatChannels.id, channel.channelId))).toEqual([]);
    expect(await t.db.select({ id: chatChannels.id }).from(chatChannels).where(eq(chatChannels.id, 'demo-stay-question'))).toHaveLength(1);
    expect(CHAT_PURGE_JOB).toBe('chat.purge-expired');
  });
});
