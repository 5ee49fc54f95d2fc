import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GuidebookCitiesResponseSchema,
  GuidebookDetailResponseSchema,
  GuidebookSummaryResponseSchema,
  AdminInquiryPageResponseSchema,
  InquiryFileResponseSchema,
  InquiryPageResponseSchema,
  InquiryResponseSchema,
  MemberProfileResponseSchema,
} from '@minda/contracts/mypage';
import { StayRecommendResponseSchema } from '@minda/contracts/stays';
import { TourItemsResponseSchema } from '@minda/contracts/tours';
import { HotelThemesResponseSchema } from '@minda/contracts/hotels';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { BOOKING_STATUS, STAY_REFUND_POLICY } from '@minda/contracts/rules/bookings';
import { bookings } from '../../db/schema/bookings.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { memberWithdrawals } from '../../db/schema/mypage.ts';
import { users } from '../../db/schema/users.ts';
import { hotelLikes, stayWishes, tourWishes } from '../../db/schema/wishes.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { loginAs, visitorHeaders, type CallerHeaders, type LoggedIn } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'minda-mypage-test-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const t = setupTestApp({ DATA_DIR: dataDir });

const PASSWORD = 'minda1234!';
let fresh = 0;

/** A new member account of its own, logged in. */
async function newMember(): Promise<LoggedIn & { loginId: string }> {
  fresh += 1;
  const loginId = `mypage${Date.now() % 100000}${fresh}`;
  await t.db.insert(users).values({ loginId, email: `${loginId}@example.com`, nickname: '새회원', passwordHash: await hashPassword(PASSWORD), role: 'member' });
  return { ...(await loginAs(t.app, loginId)), loginId };
}

/** A confirmed tour booking of the member on that day (the booking row only: withdrawal reads nothing else). */
async function confirmedTourBooking(memberId: number, day: string): Promise<number> {
  const [tour] = await t.db.select({ itemNo: tours.itemNo, partnerId: tours.partnerId }).from(tours).limit(1);
  const [row] = await t.db
    .insert(bookings)
    .values({
      memberId,
      partnerId: tour!.partnerId,
      productType: 'tour',
      itemNo: tour!.itemNo,
      status: BOOKING_STATUS.confirmed,
      startDate: day,
      adults: 1,
      guestName: '홍길동',
      guestEnglishName: 'HONG GILDONG',
      guestPhone: '010-1234-5678',
      guestEmail: 'guest@example.com',
      total: 50_000,
      deposit: 50_000,
      payAtProperty: 0,
      refundPolicy: STAY_REFUND_POLICY,
    })
    .returning({ bookNo: bookings.bookNo });
  return row!.bookNo;
}

const png = () => sharp({ create: { width: 20, height: 20, channels: 3, background: '#3366ff' } }).png().toBuffer();

function upload(url: string, headers: CallerHeaders, bytes: Buffer, fileName: string) {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(bytes)]), fileName);
  return t.app.inject({ method: 'POST', url: apiUrl(url), headers, payload: body });
}

let visitor: CallerHeaders;
beforeAll(async () => {
  visitor = await visitorHeaders(t.app);
});

describe('who may call the my-page routes', () => {
  it('asks a visitor to log in on every one of them', async () => {
    const routes: ['GET' | 'POST' | 'PUT' | 'PATCH', string, object?][] = [
      ['GET', apiPaths.mypage.guidebookSummary.href()],
      ['GET', withQuery(apiPaths.mypage.guidebookDetail.href(), { type: 'stay' })],
      ['GET', apiPaths.mypage.guidebookCities.href()],
      ['GET', apiPaths.members.profile.href()],
      ['PATCH', apiPaths.members.profile.href(), { nickname: '방문자' }],
      ['PUT', apiPaths.members.password.href(), { currentPassword: 'x', newPassword: 'newpass123' }],
      ['POST', apiPaths.members.withdrawal.href(), { password: 'x' }],
      ['GET', apiPaths.members.inquiries.href()],
      ['POST', apiPaths.members.inquiries.href(), { category: 'etc', title: '방문자 문의', content: '로그인 없이 보내 봅니다.' }],
    ];
    for (const [method, url, body] of routes) {
      const res = await t.call(method, url, visitor, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().error.code).toBe('REQUIRE_LOGIN');
    }
  });
});

describe('guidebook (wish list)', () => {
  let m: LoggedIn;
  let stayNos: number[];
  beforeAll(async () => {
    m = await newMember();
    const recommend = StayRecommendResponseSchema.parse((await t.call('GET', apiPaths.stays.recommendItems.href())).json()).data;
    stayNos = [...new Set(recommend.map((r) => r.goodsNo))].slice(0, 3);
    for (const goodsNo of stayNos) expect((await t.call('POST', apiPaths.wishes.stays.href(), m.headers, { goodsNo })).statusCode).toBe(200);
    const tour = TourItemsResponseSchema.parse((await t.call('GET', apiPaths.tours.recommendItems.href())).json()).data[0]!;
    expect((await t.call('POST', apiPaths.wishes.tours.href(), m.headers, { category: tour.category, itemNo: tour.itemNo })).statusCode).toBe(200);
    const hotel = HotelThemesResponseSchema.parse((await t.call('GET', apiPaths.hotels.themeProperties.href())).json()).data[0]!.cityHotels[0]!.properties[0]!;
    expect((await t.call('POST', apiPaths.wishes.hotelLike.href(hotel.propertyUuid), m.headers)).statusCode).toBe(200);
  });

  it('counts each line and shows the newest images', async () => {
    const res = await t.call('GET', apiPaths.mypage.guidebookSummary.href(), m.headers);
    expect(res.statusCode).toBe(200);
    const summary = GuidebookSummaryResponseSchema.parse(res.json()).data;
    expect(summary.total).toBe(5);
    expect(summary.types.map((x) => [x.type, x.count, x.thumbnails.length])).toEqual([
      ['stay', 3, 3],
      ['tour', 1, 1],
      ['hotel', 1, 1],
    ]);
    const [newest] = await t.db.select({ image: stays.imagePath }).from(stays).where(eq(stays.goodsNo, stayNos[2]!));
    expect(summary.types[0]!.thumbnails[0]).toBe(newest!.image);
  });

  it('pages one line newest first, as cards wished by the caller', async () => {
    const first = GuidebookDetailResponseSchema.parse((await t.get(apiPaths.mypage.guidebookDetail.href(), { type: 'stay', size: 2 }, m.headers)).json()).data;
    expect(first).toMatchObject({ type: 'stay', number: 0, size: 2, totalElements: 3, totalPages: 2, last: false });
    if (first.type !== 'stay') throw new Error('stay page expected');
    expect(first.content.map((c) => c.goodsNo)).toEqual([stayNos[2], stayNos[1]]);
    expect(first.content.every((c) => c.isWish)).toBe(true);
    const second = GuidebookDetailResponseSchema.parse((await t.get(apiPaths.mypage.guidebookDetail.href(), { type: 'stay', size: 2, page: 2 }, m.headers)).json()).data;
    expect(second).toMatchObject({ number: 1, last: true });
    expect(second.content.map((c) => ('goodsNo' in c ? c.goodsNo : 0))).toEqual([stayNos[0]]);
    const hotels = GuidebookDetailResponseSchema.parse((await t.get(apiPaths.mypage.guidebookDetail.href(), { type: 'hotel' }, m.headers)).json()).data;
    expect(hotels.content).toHaveLength(1);
  });

  it('drops a removed wish and refuses a bad type or page in Korean', async () => {
    await t.call('DELETE', apiPaths.wishes.stay.href(stayNos[0]!), m.headers);
    const page = GuidebookDetailResponseSchema.parse((await t.get(apiPaths.mypage.guidebookDetail.href(), { type: 'stay' }, m.headers)).json()).data;
    expect(page.totalElements).toBe(2);
    for (const query of [{ type: 'flight' }, { type: 'stay', page: 0 }, { type: 'stay', page: 'x' }, {}]) {
      const res = await t.get(apiPaths.mypage.guidebookDetail.href(), query, m.headers);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().error.message).toMatch(/[가-힣]/);
    }
  });

  it('groups the wishes by city, and another member sees only their own', async () => {
    const cities = GuidebookCitiesResponseSchema.parse((await t.call('GET', apiPaths.mypage.guidebookCities.href(), m.headers)).json()).data;
    expect(cities.reduce((sum, c) => sum + c.stayCount + c.tourCount + c.hotelCount, 0)).toBe(4);
    const totals = cities.map((c) => c.stayCount + c.tourCount + c.hotelCount);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    for (const c of cities) expect(c.cityName).toMatch(/[가-힣]/);
    const other = await newMember();
    const theirs = GuidebookSummaryResponseSchema.parse((await t.call('GET', apiPaths.mypage.guidebookSummary.href(), other.headers)).json()).data;
    expect(theirs.total).toBe(0);
    expect((await t.call('GET', apiPaths.mypage.guidebookCities.href(), other.headers)).json()).toEqual({ data: [] });
  });
});

describe('profile', () => {
  it('reads the profile and changes the nickname with Korean validation', async () => {
    const m = await newMember();
    const profile = MemberProfileResponseSchema.parse((await t.call('GET', apiPaths.members.profile.href(), m.headers)).json()).data;
    expect(profile).toMatchObject({ nickname: '새회원', profileImage: null, marketing: { email: false, sms: false, emailAgreedAt: null, smsAgreedAt: null } });
    for (const [patch, message] of [
      [{ nickname: '가' }, '닉네임은 2자 이상이어야 합니다.'],
      [{ nickname: '탈퇴회원' }, "'탈퇴회원'은 닉네임으로 쓸 수 없습니다."],
      [{}, '바꿀 항목을 하나 이상 보내 주세요.'],
    ] as const) {
      const res = await t.call('PATCH', apiPaths.members.profile.href(), m.headers, patch);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
    const changed = await t.call('PATCH', apiPaths.members.profile.href(), m.headers, { nickname: ' 파리여행자 ' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.nickname).toBe('파리여행자');
    expect((await t.call('GET', apiPaths.auth.user.href(), m.headers)).json().data.nickName).toBe('파리여행자');
  });

  it('saves the 휴대폰 번호 in one form, Korean or international, reads it back, clears it, and refuses others in Korean', async () => {
    const m = await newMember();
    const profileUrl = apiPaths.members.profile.href();
    expect((await t.call('GET', profileUrl, m.headers)).json().data.phone).toBeNull();
    const saved = await t.call('PATCH', profileUrl, m.headers, { phone: '010 9876 5432' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.phone).toBe('010-9876-5432');
    expect((await t.call('GET', profileUrl, m.headers)).json().data.phone).toBe('010-9876-5432');
    expect((await t.call('PATCH', profileUrl, m.headers, { phone: '+82 10-1234-5678' })).json().data.phone).toBe('010-1234-5678');
    expect((await t.call('PATCH', profileUrl, m.headers, { phone: '+33 6 12 34 56 78' })).json().data.phone).toBe('+33612345678');

    for (const phone of ['02-123-4567', '1234', '010-12-345', '+0 123456789', 12345678]) {
      const refused = await t.call('PATCH', profileUrl, m.headers, { phone });
      expect(refused.statusCode, String(phone)).toBe(400);
      expect(refused.json().error.details).toEqual([
        { path: 'body.phone', message: '휴대폰 번호를 010-1234-5678 형식으로, 해외 번호는 +와 국가번호를 붙여(예: +33 6 12 34 56 78) 입력해 주세요.' },
      ]);
    }
    expect((await t.call('GET', profileUrl, m.headers)).json().data.phone).toBe('+33612345678');
    expect((await t.call('PATCH', profileUrl, m.headers, { phone: '' })).json().data.phone).toBeNull();
  });

  it('keeps the date of a marketing consent until it is withdrawn', async () => {
    const m = await newMember();
    const agreed = MemberProfileResponseSchema.parse((await t.call('PATCH', apiPaths.members.profile.href(), m.headers, { marketingEmail: true })).json()).data;
    expect(agreed.marketing).toMatchObject({ email: true, sms: false, smsAgreedAt: null });
    expect(Date.now() - Date.parse(agreed.marketing.emailAgreedAt!)).toBeLessThan(60_000);
    const again = MemberProfileResponseSchema.parse((await t.call('PATCH', apiPaths.members.profile.href(), m.headers, { marketingEmail: true, marketingSms: true })).json()).data;
    expect(again.marketing.emailAgreedAt).toBe(agreed.marketing.emailAgreedAt);
    expect(again.marketing.sms).toBe(true);
    const withdrawn = MemberProfileResponseSchema.parse((await t.call('PATCH', apiPaths.members.profile.href(), m.headers, { marketingEmail: false })).json()).data;
    expect(withdrawn.marketing).toMatchObject({ email: false, emailAgreedAt: null, sms: true });
  });

  it('sets a profile image from an image file only, and replaces it', async () => {
    const m = await newMember();
    const res = await upload(apiPaths.members.profileImage.href(), m.headers, await png(), 'me.png');
    expect(res.statusCode).toBe(200);
    const first = MemberProfileResponseSchema.parse(res.json()).data.profileImage!;
    expect(first).toMatch(/^\/uploads\/profiles\/[A-Za-z0-9_-]{24}\.png$/);
    expect(fs.existsSync(path.join(dataDir, 'uploads', first.slice('/uploads/'.length)))).toBe(true);
    const text = await upload(apiPaths.members.profileImage.href(), m.headers, Buffer.from('not an image at all'), 'me.png');
    expect(text.statusCode).toBe(415);
    expect(text.json().error.message).toMatch(/이미지/);
    const second = MemberProfileResponseSchema.parse((await upload(apiPaths.members.profileImage.href(), m.headers, await png(), 'me2.png')).json()).data.profileImage!;
    expect(second).not.toBe(first);
    expect(fs.existsSync(path.join(dataDir, 'uploads', first.slice('/uploads/'.length)))).toBe(false);
    const removed = await t.call('DELETE', apiPaths.members.profileImage.href(), m.headers);
    expect(removed.json().data.profileImage).toBeNull();
  });
});

describe('password change', () => {
  it('needs the current password, then signs out the other sessions only', async () => {
    const m = await newMember();
    const elsewhere = await loginAs(t.app, m.loginId);
    // Used once before the change: the server now remembers that session as live for a few seconds.
    expect((await t.call('GET', apiPaths.members.profile.href(), elsewhere.headers)).statusCode).toBe(200);
    const wrong = await t.call('PUT', apiPaths.members.password.href(), m.headers, { currentPassword: 'wrong1234', newPassword: 'newpass123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('현재 비밀번호가 일치하지 않습니다.');
    const weak = await t.call('PUT', apiPaths.members.password.href(), m.headers, { currentPassword: PASSWORD, newPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.message).toMatch(/8자 이상/);
    const ok = await t.call('PUT', apiPaths.members.password.href(), m.headers, { currentPassword: PASSWORD, newPassword: 'newpass123' });
    expect(ok.statusCode).toBe(200);
    expect((await t.call('GET', apiPaths.members.profile.href(), m.headers)).statusCode).toBe(200);
    expect((await t.call('GET', apiPaths.members.profile.href(), elsewhere.headers)).statusCode).toBe(401);
    await expect(loginAs(t.app, m.loginId)).rejects.toThrow(/401|400/);
    await loginAs(t.app, m.loginId, 'newpass123');
  });

  it('locks after repeated wrong current passwords', async () => {
    const m = await newMember();
    let last = 0;
    for (let i = 0; i < 12; i += 1) {
      last = (await t.call('PUT', apiPaths.members.password.href(), m.headers, { currentPassword: `wrong${i}xx`, newPassword: 'newpass123' })).statusCode;
      if (last === 429) break;
    }
    expect(last).toBe(429);
    const locked = await t.call('PUT', apiPaths.members.password.href(), m.headers, { currentPassword: PASSWORD, newPassword: 'newpass123' });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/분 후에 다시 시도해 주세요/);
    // Like every throttle's 429: when to try again, within the lock's 15 minutes.
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });
});

describe('withdrawal', () => {
  it('is refused with a wrong password and while a booking is ahead', async () => {
    const m = await newMember();
    const wrong = await t.call('POST', apiPaths.members.withdrawal.href(), m.headers, { password: 'nope12345' });
    expect(wrong.statusCode).toBe(400);
    const ahead = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    await confirmedTourBooking(m.userId, ahead);
    const blocked = await t.call('POST', apiPaths.members.withdrawal.href(), m.headers, { password: PASSWORD });
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.message).toMatch(/이용 예정인 예약이 있어 탈퇴할 수 없습니다/);
    expect((await t.call('GET', apiPaths.members.profile.href(), m.headers)).json().data.nickname).toBe('새회원');
  });

  it('anonymises the account, keeps its bookings, removes its wishes, and makes login impossible', async () => {
    const m = await newMember();
    const past = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10);
    const bookNo = await confirmedTourBooking(m.userId, past);
    const goodsNo = StayRecommendResponseSchema.parse((await t.call('GET', apiPaths.stays.recommendItems.href())).json()).data[0]!.goodsNo;
    const countOf = async () => (await t.db.select({ c: stays.wishCount }).from(stays).where(eq(stays.goodsNo, goodsNo)))[0]!.c;
    const before = await countOf();
    await t.call('POST', apiPaths.wishes.stays.href(), m.headers, { goodsNo });
    expect(await countOf()).toBe(before + 1);

    const res = await t.call('POST', apiPaths.members.withdrawal.href(), m.headers, { password: PASSWORD, reason: '여행을 자주 안 가요' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, m.userId));
    expect(row).toMatchObject({ nickname: '탈퇴회원', profileImage: null });
    expect(row!.loginId).not.toBe(m.loginId);
    expect(row!.email).not.toContain(m.loginId);
    expect(await countOf()).toBe(before);
    for (const table of [stayWishes, tourWishes, hotelLikes]) expect(await t.db.select().from(table).where(eq(table.userId, m.userId))).toEqual([]);
    expect((await t.db.select().from(memberWithdrawals).where(eq(memberWithdrawals.userId, m.userId)))[0]?.reason).toBe('여행을 자주 안 가요');
    // The booking record stays (Korean e-commerce law keeps it five years).
    expect(await t.db.select({ bookNo: bookings.bookNo }).from(bookings).where(inArray(bookings.bookNo, [bookNo]))).toHaveLength(1);
    expect((await t.call('GET', apiPaths.members.profile.href(), m.headers)).statusCode).toBe(401);
    await expect(loginAs(t.app, m.loginId)).rejects.toThrow();
  });
});

describe('1:1 inquiries', () => {
  it('validates the form in Korean', async () => {
    const m = await newMember();
    for (const [body, message] of [
      [{ category: 'flight', title: '문의합니다', content: '예약 관련 문의 드립니다.' }, '문의 유형을 선택해 주세요.'],
      [{ category: 'booking', title: '', content: '예약 관련 문의 드립니다.' }, '제목은 2자 이상 적어 주세요.'],
      [{ category: 'booking', title: '문의합니다', content: '짧음' }, '문의 내용은 10자 이상 적어 주세요.'],
      [{ category: 'booking', title: '문의합니다', content: '예약 관련 문의 드립니다.', fileKeys: ['a', 'b', 'c', 'd'] }, '첨부 파일은 3개까지 올릴 수 있습니다.'],
    ] as const) {
      const res = await t.call('POST', apiPaths.members.inquiries.href(), m.headers, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
  });

  it('sends an inquiry with a file; it is listed first, waiting, and its file is the sender’s only', async () => {
    const m = await newMember();
    const other = await newMember();
    const up = await upload(apiPaths.members.inquiryFiles.href(), m.headers, await png(), '영수증.png');
    expect(up.statusCode).toBe(200);
    const file = InquiryFileResponseSchema.parse(up.json()).data;
    expect(file.name).toBe('영수증.png');
    // Another member can neither attach nor read it.
    const stolen = await t.call('POST', apiPaths.members.inquiries.href(), other.headers, { category: 'etc', title: '남의 파일', content: '남의 파일을 붙여 봅니다.', fileKeys: [file.key] });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.message).toBe('첨부 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.');
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: other.headers })).statusCode).toBe(403);

    const sent = await t.call('POST', apiPaths.members.inquiries.href(), m.headers, { category: 'refund', title: '환불 문의', content: '취소한 예약의 환불이 언제 들어오나요?', fileKeys: [file.key] });
    expect(sent.statusCode).toBe(200);
    const inquiry = InquiryResponseSchema.parse(sent.json()).data;
    expect(inquiry).toMatchObject({ category: 'refund', title: '환불 문의', status: 'waiting', answer: null, attachments: [{ name: '영수증.png', url: file.url }] });
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: m.headers })).statusCode).toBe(200);
    // A file goes with one inquiry only.
    const reused = await t.call('POST', apiPaths.members.inquiries.href(), m.headers, { category: 'etc', title: '다시', content: '같은 파일을 다시 붙입니다.', fileKeys: [file.key] });
    expect(reused.statusCode).toBe(400);

    const list = InquiryPageResponseSchema.parse((await t.call('GET', apiPaths.members.inquiries.href(), m.headers)).json()).data;
    expect(list.totalElements).toBe(1);
    expect(list.content[0]).toEqual(inquiry);
    expect(InquiryPageResponseSchema.parse((await t.call('GET', apiPaths.members.inquiries.href(), other.headers)).json()).data.totalElements).toBe(0);
  });

  it('removes a file no inquiry took after a day, and keeps the files of sent inquiries', async () => {
    const m = await newMember();
    const fileOf = async (name: string) => InquiryFileResponseSchema.parse((await upload(apiPaths.members.inquiryFiles.href(), m.headers, await png(), name)).json()).data;
    const loose = await fileOf('남은 파일.png');
    const sentFile = await fileOf('보낸 파일.png');
    const sent = await t.call('POST', apiPaths.members.inquiries.href(), m.headers, { category: 'etc', title: '사진 첨부', content: '사진을 함께 보냅니다.', fileKeys: [sentFile.key] });
    expect(sent.statusCode).toBe(200);
    const read = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: m.headers })).statusCode;

    await t.app.jobs.tick({ now: new Date(Date.now() + 23 * 3_600_000) });
    expect([await read(loose.url), await read(sentFile.url)]).toEqual([200, 200]);
    await t.app.jobs.tick({ now: new Date(Date.now() + 25 * 3_600_000) });
    // The row went, so the file is nobody's (403, as for any file not one's own), and its bytes went too.
    expect([await read(loose.url), await read(sentFile.url)]).toEqual([403, 200]);
    expect(await t.app.storage.store.get({ visibility: 'private', key: loose.key })).toBeNull();
    // Gone from the member's uploads too: it can no longer be attached.
    const late = await t.call('POST', apiPaths.members.inquiries.href(), m.headers, { category: 'etc', title: '늦은 첨부', content: '어제 올린 파일을 붙입니다.', fileKeys: [loose.key] });
    expect(late.statusCode).toBe(400);
  });

  it('shows the seeded answers to the demo member', async () => {
    const demo = await loginAs(t.app, 'member');
    const list = InquiryPageResponseSchema.parse((await t.call('GET', apiPaths.members.inquiries.href(), demo.headers)).json()).data;
    const answered = list.content.filter((i) => i.status === 'answered');
    expect(answered.length).toBeGreaterThanOrEqual(2);
    for (const i of answered) expect(i.answer?.content).toMatch(/[가-힣]/);
    expect(list.content.some((i) => i.status === 'waiting')).toBe(true);
  });
});

describe('the operator answers 1:1 inquiries', () => {
  it('lists the waiting ones first with who asked, and an answer reaches the member', async () => {
    const m = await newMember();
    const sent = InquiryResponseSchema.parse(
      (await t.call('POST', apiPaths.members.inquiries.href(), m.headers, { category: 'booking', title: '체크인 시간', content: '체크인을 밤 11시에 해도 되나요?' })).json(),
    ).data;
    const admin = await loginAs(t.app, 'admin');
    expect((await t.get(apiPaths.admin.inquiries.href(), {}, m.headers)).statusCode).toBe(403);

    const waiting = AdminInquiryPageResponseSchema.parse((await t.get(apiPaths.admin.inquiries.href(), { status: 'waiting' }, admin.headers)).json()).data;
    expect(waiting.content.every((i) => i.status === 'waiting')).toBe(true);
    const mine = waiting.content.find((i) => i.id === sent.id);
    expect(mine?.member).toEqual({ id: m.userId, loginId: expect.any(String), nickname: '새회원' });
    const all = AdminInquiryPageResponseSchema.parse((await t.get(apiPaths.admin.inquiries.href(), {}, admin.headers)).json()).data;
    const statuses = all.content.map((i) => i.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => (a === b ? 0 : a === 'waiting' ? -1 : 1)));

    const empty = await t.call('PUT', apiPaths.admin.inquiryAnswer.href(sent.id), admin.headers, { answer: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('답변을 입력해 주세요.');
    // The member reads the answer as the operator wrote it: no direction override turning its account number round.
    const spoofed = await t.call('PUT', apiPaths.admin.inquiryAnswer.href(sent.id), admin.headers, { answer: '환불 계좌는 \u202E1234-5678\u202C 입니다.' });
    expect([spoofed.statusCode, spoofed.json().error.message]).toEqual([400, '글자 방향을 바꾸는 특수 문자나 깨진 글자는 쓸 수 없습니다.']);
    expect((await t.call('PUT', apiPaths.admin.inquiryAnswer.href(999_999), admin.headers, { answer: '확인했습니다.' })).statusCode).toBe(404);
    const answered = await t.call('PUT', apiPaths.admin.inquiryAnswer.href(sent.id), admin.headers, { answer: '네, 밤 11시 체크인도 가능합니다.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data).toMatchObject({ id: sent.id, status: 'answered', answer: { content: '네, 밤 11시 체크인도 가능합니다.' } });

    const list = InquiryPageResponseSchema.parse((await t.call('GET', apiPaths.members.inquiries.href(), m.headers)).json()).data;
    expect(list.content[0]).toMatchObject({ id: sent.id, status: 'answered', answer: { content: '네, 밤 11시 체크인도 가능합니다.' } });
  });
});
