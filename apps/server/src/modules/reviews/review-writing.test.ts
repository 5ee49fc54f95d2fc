import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, apiUrl, withQuery } from '@minda/contracts/paths';
import { BOOKING_STATUS, dayIn } from '@minda/contracts/rules/bookings';
import { REVIEW_REFUSAL_MESSAGES } from '@minda/contracts/rules/reviews';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import { ManagerReviewPageResponseSchema, MyReviewResponseSchema, ReviewPageResponseSchema } from '@minda/contracts/reviews';
import { bookings } from '../../db/schema/bookings.ts';
import { mindaOnlyGoods } from '../../db/schema/minda-only.ts';
import { reviewPhotos, reviews } from '../../db/schema/reviews.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { loginAs, type LoggedIn } from '../../test/login-as.ts';
import { setupTestApp } from '../../test/test-app.ts';
import { insertBooking } from '../../test/bookings.ts';
import { pointBalance } from '../points/points.service.ts';

const t = setupTestApp();
const today = () => dayIn(new Date(), 'Asia/Seoul');
const day = (n: number) => shiftDay(today(), n);

let member: LoggedIn;
let other: LoggedIn;
let partner: LoggedIn;
let otherPartner: LoggedIn;

beforeAll(async () => {
  member = await loginAs(t.app, 'traveler01');
  other = await loginAs(t.app, 'traveler02');
  partner = await loginAs(t.app, 'partner');
  otherPartner = await loginAs(t.app, 'hotelpartner');
});

const STAY_GRADES = { rating: 5, locationRating: 4, facilityRating: 4, staffRating: 5 };
const TEXT = '사장님이 친절하시고 아침 식사가 정말 맛있었어요. 다음에도 묵고 싶습니다.';

const post = (caller: LoggedIn, body: object) =>
  t.call('POST', apiPaths.reviews.write.href(), { ...caller.headers, 'idempotency-key': randomUUID() }, body);

/** A confirmed stay of `who` that ended `daysAgo` days ago (default: yesterday). */
async function pastStay(who: LoggedIn, daysAgo = 1, extra: Partial<Parameters<typeof insertBooking>[1]> = {}) {
  const { bookNo } = await insertBooking(t.db, { memberId: who.userId, status: BOOKING_STATUS.confirmed, startDate: day(-daysAgo - 2), endDate: day(-daysAgo), depositDeadline: null, ...extra });
  return bookNo;
}

async function stayCard(goodsNo: number) {
  const [row] = await t.db.select({ grade: stays.reviewGrade, count: stays.reviewCount }).from(stays).where(eq(stays.goodsNo, goodsNo));
  return row!;
}

async function publishedSummary(goodsNo: number) {
  return ReviewPageResponseSchema.parse((await t.get(withQuery(apiPaths.reviews.stay.href(goodsNo), { size: 50 }))).json()).data;
}

const goodsOf = async (bookNo: number) => (await t.db.select({ goodsNo: bookings.goodsNo }).from(bookings).where(eq(bookings.bookNo, bookNo)))[0]!.goodsNo!;

function multipart(file: Buffer, name: string, type: string) {
  const boundary = '----review-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`;
  return { payload: Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}
const upload = (caller: LoggedIn, file: Buffer, name = 'photo.png', type = 'image/png') => {
  const body = multipart(file, name, type);
  return t.app.inject({ method: 'POST', url: apiUrl(apiPaths.reviews.photos.href()), headers: { ...caller.headers, 'content-type': body.contentType }, payload: body.payload });
};
const png = () => sharp({ create: { width: 40, height: 30, channels: 3, background: '#ff8800' } }).png().toBuffer();

describe('who may review a booking', () => {
  it('refuses too early, too late, a cancelled booking, someone else’s booking and a second review, each in its own words', async () => {
    const endsToday = await insertBooking(t.db, { memberId: member.userId, status: BOOKING_STATUS.confirmed, startDate: day(-2), endDate: today(), depositDeadline: null });
    const early = await post(member, { bookNo: endsToday.bookNo, ...STAY_GRADES, content: TEXT });
    expect([early.statusCode, early.json().error.message]).toEqual([409, REVIEW_REFUSAL_MESSAGES.tooEarly]);

    const sevenMonthsAgo = await pastStay(member, 214);
    const late = await post(member, { bookNo: sevenMonthsAgo, ...STAY_GRADES, content: TEXT });
    expect([late.statusCode, late.json().error.message]).toEqual([409, REVIEW_REFUSAL_MESSAGES.tooLate]);

    const cancelled = await pastStay(member, 3, { status: BOOKING_STATUS.cancelledByGuest });
    const refused = await post(member, { bookNo: cancelled, ...STAY_GRADES, content: TEXT });
    expect([refused.statusCode, refused.json().error.message]).toEqual([409, REVIEW_REFUSAL_MESSAGES.notConfirmed]);

    const theirs = await pastStay(other, 2);
    const stranger = await post(member, { bookNo: theirs, ...STAY_GRADES, content: TEXT });
    expect([stranger.statusCode, stranger.json().error.message]).toEqual([404, REVIEW_REFUSAL_MESSAGES.notYours]);

    const mine = await pastStay(member, 5);
    expect((await post(member, { bookNo: mine, ...STAY_GRADES, content: TEXT })).statusCode).toBe(200);
    const second = await post(member, { bookNo: mine, ...STAY_GRADES, content: TEXT });
    expect([second.statusCode, second.json().error.message]).toEqual([409, REVIEW_REFUSAL_MESSAGES.alreadyReviewed]);
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingNo, mine))).toHaveLength(1);
  });

  it('lets one of two reviews sent at once in (different keys), the other reads as already reviewed', async () => {
    const bookNo = await pastStay(member, 13);
    const answers = await Promise.all([post(member, { bookNo, ...STAY_GRADES, content: TEXT }), post(member, { bookNo, ...STAY_GRADES, content: `${TEXT} 2` })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.select().from(reviews).where(eq(reviews.bookingNo, bookNo))).toHaveLength(1);
  });

  it('still accepts the last day of the 6-month window', async () => {
    const lastDay = shiftDay(today(), 0);
    const [y, m, d] = lastDay.split('-').map(Number);
    const sixMonthsBefore = new Date(Date.UTC(y!, m! - 1 - 6, d!)).toISOString().slice(0, 10);
    const { bookNo } = await insertBooking(t.db, { memberId: member.userId, status: BOOKING_STATUS.confirmed, startDate: shiftDay(sixMonthsBefore, -1), endDate: sixMonthsBefore, depositDeadline: null });
    expect((await post(member, { bookNo, ...STAY_GRADES, content: TEXT })).statusCode).toBe(200);
  });

  it('asks for the three sub-grades of a stay and a text of 10 to 2,000 characters, in Korean', async () => {
    const bookNo = await pastStay(member, 6);
    const noSubGrades = await post(member, { bookNo, rating: 5, content: TEXT });
    expect([noSubGrades.statusCode, noSubGrades.json().error.message]).toEqual([400, '위치, 시설, 서비스 별점을 모두 골라 주세요.']);
    const short = await post(member, { bookNo, ...STAY_GRADES, content: '좋아요' });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain('후기는 10자 이상 써 주세요.');
    const long = await post(member, { bookNo, ...STAY_GRADES, content: '가'.repeat(2001) });
    expect(JSON.stringify(long.json())).toContain('후기는 2,000자까지 쓸 수 있습니다.');
    const sixStars = await post(member, { bookNo, ...STAY_GRADES, rating: 6, content: TEXT });
    expect(JSON.stringify(sixStars.json())).toContain('별점은 1~5점 중에서 골라 주세요.');
  });

  it('grades a tour overall only', async () => {
    const { bookNo } = await insertBooking(t.db, { memberId: member.userId, productType: 'tour', status: BOOKING_STATUS.confirmed, startDate: day(-3), depositDeadline: null });
    const [booking] = await t.db.select({ itemNo: bookings.itemNo }).from(bookings).where(eq(bookings.bookNo, bookNo));
    const res = await post(member, { bookNo, rating: 4, locationRating: 5, content: '가이드님 설명이 재미있었고 일정도 알찼어요.' });
    expect(res.statusCode).toBe(200);
    const review = MyReviewResponseSchema.parse(res.json()).data;
    expect([review.rating, review.locationRating, review.facilityRating, review.staffRating]).toEqual([4, null, null, null]);
    expect(review.nickName.length).toBeGreaterThan(0);
    expect(review.bookedItemName).toBe('테스트 객실');
    const [tour] = await t.db.select().from(tours).where(eq(tours.itemNo, booking!.itemNo!));
    const page = ReviewPageResponseSchema.parse((await t.get(apiPaths.reviews.tour.href(booking!.itemNo!))).json()).data;
    expect([tour!.reviewCount, tour!.reviewGrade]).toEqual([page.summary.count, page.summary.average]);
    expect(page.content[0]!.id).toBe(review.id);
  });
});

describe('writing, editing and deleting', () => {
  it('keeps the stay card’s grade and count equal to its published rows after create, edit and delete', async () => {
    const bookNo = await pastStay(other, 4);
    const goodsNo = await goodsOf(bookNo);
    const before = await publishedSummary(goodsNo);
    const created = MyReviewResponseSchema.parse((await post(other, { bookNo, ...STAY_GRADES, rating: 1, content: TEXT })).json()).data;

    const check = async (count: number) => {
      const [card, page] = await Promise.all([stayCard(goodsNo), publishedSummary(goodsNo)]);
      expect(page.summary.count).toBe(count);
      expect(card.count).toBe(page.summary.count);
      expect(card.grade).toBeCloseTo(page.summary.average, 5);
      return page;
    };
    const afterCreate = await check(before.summary.count + 1);
    expect(afterCreate.content.find((r) => r.id === created.id)?.rating).toBe(1);

    const edited = await t.call('PUT', apiPaths.reviews.review.href(created.id), other.headers, { ...STAY_GRADES, rating: 5, content: `${TEXT} (수정)` });
    expect(edited.statusCode).toBe(200);
    const afterEdit = await check(before.summary.count + 1);
    expect(afterEdit.content.find((r) => r.id === created.id)).toMatchObject({ rating: 5, content: `${TEXT} (수정)` });

    expect((await t.call('PUT', apiPaths.reviews.review.href(created.id), member.headers, { ...STAY_GRADES, content: TEXT })).statusCode).toBe(404);
    expect((await t.call('DELETE', apiPaths.reviews.review.href(created.id), member.headers)).statusCode).toBe(404);

    expect((await t.call('DELETE', apiPaths.reviews.review.href(created.id), other.headers)).statusCode).toBe(200);
    const afterDelete = await check(before.summary.count);
    expect(afterDelete.content.map((r) => r.id)).not.toContain(created.id);
    // A deleted review does not open the booking to a second one (and a second earning).
    const again = await post(other, { bookNo, ...STAY_GRADES, content: TEXT });
    expect([again.statusCode, again.json().error.message]).toEqual([409, REVIEW_REFUSAL_MESSAGES.alreadyReviewed]);
  });

  it('answers a retried POST with the first review and earns its points once (Idempotency-Key)', async () => {
    const bookNo = await pastStay(member, 8, { total: 200_000, deposit: 20_000 });
    const before = await pointBalance(t.db, member.userId, new Date());
    const headers = { ...member.headers, 'idempotency-key': randomUUID() };
    const first = await t.call('POST', apiPaths.reviews.write.href(), headers, { bookNo, ...STAY_GRADES, content: TEXT });
    const retry = await t.call('POST', apiPaths.reviews.write.href(), headers, { bookNo, ...STAY_GRADES, content: TEXT });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.id).toBe(first.json().data.id);
    const minda = (await t.db.select().from(mindaOnlyGoods).where(eq(mindaOnlyGoods.goodsNo, await goodsOf(bookNo)))).length > 0;
    // 10% of the 20,000-won fee, double for a MINDA Only stay.
    expect(first.json().data.points).toBe(minda ? 4_000 : 2_000);
    expect(await pointBalance(t.db, member.userId, new Date())).toBe(before + first.json().data.points);
    // Deleting keeps the points (decision 027): the booking cannot be reviewed and earned again.
    expect((await t.call('DELETE', apiPaths.reviews.review.href(first.json().data.id), member.headers)).statusCode).toBe(200);
    expect(await pointBalance(t.db, member.userId, new Date())).toBe(before + first.json().data.points);
  });
});

describe('photos', () => {
  it('takes PNG photos, shows them on the stay page in order, and lets the author drop one on edit', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await upload(member, await png());
      expect(res.statusCode).toBe(200);
      expect(res.json().data.url).toMatch(/^\/uploads\/review-photos\//);
      ids.push(res.json().data.id);
    }
    const bookNo = await pastStay(member, 9);
    const created = MyReviewResponseSchema.parse((await post(member, { bookNo, ...STAY_GRADES, content: TEXT, photoIds: [ids[1], ids[0]] })).json()).data;
    expect(created.photos.map((p) => p.id)).toEqual([ids[1], ids[0]]);
    const page = await publishedSummary(await goodsOf(bookNo));
    expect(page.content.find((r) => r.id === created.id)?.photos.map((p) => p.id)).toEqual([ids[1], ids[0]]);
    const photo = await t.app.inject({ method: 'GET', url: created.photos[0]!.url });
    expect([photo.statusCode, photo.headers['content-type']]).toEqual([200, 'image/png']);

    const edited = MyReviewResponseSchema.parse((await t.call('PUT', apiPaths.reviews.review.href(created.id), member.headers, { ...STAY_GRADES, content: TEXT, photoIds: [ids[0]] })).json()).data;
    expect(edited.photos.map((p) => p.id)).toEqual([ids[0]]);
  });

  it('removes a photo no review took after a day, file and row, and keeps the ones a review holds', async () => {
    const loose = (await upload(member, await png())).json().data as { id: number; url: string };
    const kept = (await upload(member, await png())).json().data as { id: number; url: string };
    expect((await post(member, { bookNo: await pastStay(member, 14), ...STAY_GRADES, content: TEXT, photoIds: [kept.id] })).statusCode).toBe(200);
    await t.app.jobs.tick({ now: new Date(Date.now() + 23 * 3_600_000) });
    expect((await t.app.inject({ method: 'GET', url: loose.url })).statusCode).toBe(200);
    await t.app.jobs.tick({ now: new Date(Date.now() + 25 * 3_600_000) });
    expect((await t.app.inject({ method: 'GET', url: loose.url })).statusCode).toBe(404);
    expect(await t.db.select().from(reviewPhotos).where(eq(reviewPhotos.id, loose.id))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: kept.url })).statusCode).toBe(200);
  });

  it('refuses a file that is no image, more than 10 photos, and someone else’s photo', async () => {
    const text = await upload(member, Buffer.from('그냥 텍스트 파일입니다'), 'note.png');
    expect([text.statusCode, text.json().error.message]).toEqual([415, '후기 사진은 JPEG, PNG, WebP, GIF 이미지만 올릴 수 있습니다.']);
    const big = await upload(member, Buffer.alloc(10 * 1024 * 1024 + 10, 1), 'big.png');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toContain('10MB');

    const bookNo = await pastStay(member, 10);
    const eleven = await post(member, { bookNo, ...STAY_GRADES, content: TEXT, photoIds: Array.from({ length: 11 }, (_, i) => i + 1) });
    expect(JSON.stringify(eleven.json())).toContain('사진은 10장까지 올릴 수 있습니다.');
    const theirs = (await upload(other, await png())).json().data.id as number;
    const stolen = await post(member, { bookNo, ...STAY_GRADES, content: TEXT, photoIds: [theirs] });
    expect([stolen.statusCode, stolen.json().error.message]).toEqual([400, '올린 사진을 찾을 수 없습니다. 사진을 다시 올려 주세요.']);
  });
});

describe('replies', () => {
  let reviewId: number;
  beforeAll(async () => {
    const bookNo = await pastStay(member, 11);
    reviewId = (await post(member, { bookNo, ...STAY_GRADES, content: TEXT })).json().data.id;
  });

  it('lets the author and the stay’s partner talk under a review, and nobody else', async () => {
    const byPartner = await t.call('POST', apiPaths.reviews.comments.href(reviewId), partner.headers, { content: '소중한 후기 감사합니다!' });
    expect(byPartner.statusCode).toBe(200);
    expect(byPartner.json().data.isPartner).toBe(true);
    const byAuthor = await t.call('POST', apiPaths.reviews.comments.href(reviewId), member.headers, { content: '답글 감사합니다.' });
    expect([byAuthor.statusCode, byAuthor.json().data.isPartner]).toEqual([200, false]);
    const byStranger = await t.call('POST', apiPaths.reviews.comments.href(reviewId), other.headers, { content: '저도 가보고 싶네요' });
    expect([byStranger.statusCode, byStranger.json().error.message]).toEqual([403, '후기 작성자와 숙소·상품의 파트너만 댓글을 쓸 수 있습니다.']);

    const commentId = byAuthor.json().data.id as number;
    expect((await t.get(apiPaths.reviews.comment.href(reviewId, commentId))).json().data.content).toBe('답글 감사합니다.');
    expect((await t.call('DELETE', apiPaths.reviews.comment.href(reviewId, commentId), partner.headers)).statusCode).toBe(403);
    expect((await t.call('DELETE', apiPaths.reviews.comment.href(reviewId, commentId), member.headers)).statusCode).toBe(200);
    expect((await t.get(apiPaths.reviews.comment.href(reviewId, commentId))).statusCode).toBe(404);
  });

  it('refuses a review or reply that a direction override or half a character would make read otherwise', async () => {
    const BIDI = [400, '글자 방향을 바꾸는 특수 문자나 깨진 글자는 쓸 수 없습니다.'];
    const refused = (res: LightMyRequestResponse) => [res.statusCode, res.json().error.message];
    const spoofed = `${TEXT} \u202E요어았좋\u202C`;
    expect(refused(await post(member, { bookNo: await pastStay(member, 13), ...STAY_GRADES, content: spoofed }))).toEqual(BIDI);
    expect(refused(await t.call('POST', apiPaths.reviews.comments.href(reviewId), member.headers, { content: '감사합니다\uD800' }))).toEqual(BIDI);
    expect(refused(await t.call('POST', apiPaths.reviews.managerComments.href(reviewId), partner.headers, { content: '\u2066운영자\u2069 답변입니다' }))).toEqual(BIDI);
  });

  it('lets only the product’s partner reply as manager, and lists their reviews with the reply state', async () => {
    // A fresh review: the partner has already answered the one above.
    const reviewId = (await post(member, { bookNo: await pastStay(member, 12), ...STAY_GRADES, content: TEXT })).json().data.id as number;
    const byOtherPartner = await t.call('POST', apiPaths.reviews.managerComments.href(reviewId), otherPartner.headers, { content: '다른 숙소의 답변' });
    expect(byOtherPartner.statusCode).toBe(403);
    const byMember = await t.call('POST', apiPaths.reviews.managerComments.href(reviewId), member.headers, { content: '회원의 답변' });
    expect(byMember.statusCode).toBe(403);

    const unanswered = async () =>
      ManagerReviewPageResponseSchema.parse((await t.get(apiPaths.reviews.manager.href(), { replied: 'false', size: 50 }, partner.headers)).json()).data;
    expect((await unanswered()).content.map((r) => r.id)).toContain(reviewId);

    const reply = await t.call('POST', apiPaths.reviews.managerComments.href(reviewId), partner.headers, { content: '다시 찾아 주세요.' });
    expect(reply.statusCode).toBe(200);
    expect((await unanswered()).content.map((r) => r.id)).not.toContain(reviewId);
    const answered = ManagerReviewPageResponseSchema.parse((await t.get(apiPaths.reviews.manager.href(), { replied: 'true', size: 50 }, partner.headers)).json()).data;
    expect(answered.content.find((r) => r.id === reviewId)?.replied).toBe(true);
    expect((await t.get(apiPaths.reviews.manager.href(), {}, otherPartner.headers)).json().data.content.map((r: { id: number }) => r.id)).not.toContain(reviewId);

    const commentId = reply.json().data.id as number;
    expect((await t.call('DELETE', apiPaths.reviews.managerComment.href(reviewId, commentId), otherPartner.headers)).statusCode).toBe(403);
    expect((await t.call('DELETE', apiPaths.reviews.managerComment.href(reviewId, commentId), partner.headers)).statusCode).toBe(200);
  });
});

describe('the member’s reviews to write', () => {
  it('counts the seeded demo member’s past stay and tour with the points they earn, and the stay no more once written', async () => {
    const demo = await loginAs(t.app, 'member');
    const summary = (await t.get(apiPaths.members.reviewSummary.href(), {}, demo.headers)).json().data;
    const open = (await t.get(apiPaths.reviews.nonReviewCheck.href(), {}, demo.headers)).json().data as { bookNo: number; points: number; productType: string }[];
    // The seeded past stay and the tour of two weeks ago; the stay ended earlier, so it comes second.
    expect(open.map((b) => b.productType)).toEqual(['tour', 'stay']);
    const tourOpen = open[0]!;
    const [tourBooking] = await t.db.select().from(bookings).where(eq(bookings.bookNo, tourOpen.bookNo));
    expect(tourOpen.points).toBe(Math.floor(tourBooking!.deposit / 10));
    const stayOpen = open[1]!;
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.bookNo, stayOpen.bookNo));
    const minda = (await t.db.select().from(mindaOnlyGoods).where(eq(mindaOnlyGoods.goodsNo, booking!.goodsNo!))).length > 0;
    const points = Math.floor(booking!.deposit / 10) * (minda ? 2 : 1);
    expect(stayOpen.points).toBe(points);
    expect(summary).toEqual({ staysCount: 1, tripCount: 1, staysPoint: points, tripsPoint: tourOpen.points });
    expect((await t.get(apiPaths.reviews.parity.href(), {}, demo.headers)).json().data).toEqual({ written: 0, writable: 2, pointsToEarn: points + tourOpen.points });
    expect((await t.get(apiPaths.reviews.firstReviewCheck.href(), {}, demo.headers)).json().data).toEqual({ first: true, writtenCount: 0 });

    const balanceBefore = await pointBalance(t.db, demo.userId, new Date());
    const written = await post(demo, { bookNo: booking!.bookNo, ...STAY_GRADES, content: TEXT });
    expect(written.statusCode).toBe(200);
    expect(written.json().data.points).toBe(points);
    expect(await pointBalance(t.db, demo.userId, new Date())).toBe(balanceBefore + points);
    expect((await t.get(apiPaths.members.reviewSummary.href(), {}, demo.headers)).json().data).toEqual({ staysCount: 0, tripCount: 1, staysPoint: 0, tripsPoint: tourOpen.points });
    expect((await t.get(apiPaths.reviews.nonReviewCheck.href(), {}, demo.headers)).json().data).toEqual([tourOpen]);
    expect((await t.get(apiPaths.reviews.firstReviewCheck.href(), {}, demo.headers)).json().data).toEqual({ first: false, writtenCount: 1 });
    const form = (await t.get(apiPaths.reviews.form.href(booking!.bookNo), {}, demo.headers)).json().data;
    expect(form.refusal).toBe(REVIEW_REFUSAL_MESSAGES.alreadyReviewed);
    expect(form.review.content).toBe(TEXT);
  });
});

describe('lists over several products', () => {
  it('lists the reviews of all stays of one supplier and of the MINDA Only stays', async () => {
    const [stay] = await t.db.select({ partnerId: stays.partnerId }).from(stays).where(eq(stays.goodsNo, 1001));
    const supplier = (await t.get(apiPaths.reviews.supplier.href(stay!.partnerId), { size: 50 })).json().data;
    const own = await t.db.select({ goodsNo: stays.goodsNo }).from(stays).where(eq(stays.partnerId, stay!.partnerId));
    const goods = new Set(own.map((s) => String(s.goodsNo)));
    expect(supplier.totalElements).toBeGreaterThan(0);
    expect(supplier.content.every((r: { productId: string; productType: string }) => r.productType === 'minbak' && goods.has(r.productId))).toBe(true);

    const minda = (await t.get(apiPaths.reviews.minda.href(), { size: 20 })).json().data;
    const listed = new Set((await t.db.select({ goodsNo: mindaOnlyGoods.goodsNo }).from(mindaOnlyGoods)).map((g) => String(g.goodsNo)));
    expect(minda.content.length).toBeGreaterThan(0);
    expect(minda.content.every((r: { productId: string }) => listed.has(r.productId))).toBe(true);
  });
});
