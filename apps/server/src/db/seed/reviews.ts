import { eq, sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { cities } from '../schema/geography.ts';
import { hotelRooms, hotels } from '../schema/hotels.ts';
import { reviewComments, reviews } from '../schema/reviews.ts';
import { stayRooms, stays } from '../schema/stays.ts';
import { tours } from '../schema/tours.ts';
import { users } from '../schema/users.ts';
import { insertInBatches } from './batch-insert.ts';
import { Rng } from './prng.ts';

/**
 * The review history of the demo catalogue: for stays and tours one review row per counted review, so the
 * counts and grades on cards are exactly what the review lists add up to (they are recomputed from the
 * rows at the end). Hotels keep their supplier's score and count; members' own hotel reviews are a few rows.
 */

const DAY_MS = 86_400_000;
/** Reviews are spread over the two years before the seed ran. */
const HISTORY_DAYS = 730;
const HOTEL_MEMBER_REVIEWS_MAX = 6;
const PARTNER_REPLY_SHARE = 0.35;

/** A sentence that depends on the booked room: a dormitory bed is not a family room (stays' rooms, seed/stays.ts). */
type ByRoom = { dormitory: string; private: string };
type Phrase = string | ByRoom;

const OPENINGS: Record<Line, readonly Phrase[]> = {
  minbak: [
    '{city} 여행 중 {nights}박 묵었어요.', '혼자 떠난 첫 여행이라 걱정했는데 마음 편히 지냈어요.',
    { dormitory: '친구와 나란히 도미토리 침대를 잡았어요.', private: '친구와 함께 머물렀습니다.' },
    { dormitory: '혼자 배낭여행 중에 이용했어요.', private: '가족 여행으로 이용했어요.' },
    '두 번째 방문이에요.', '{city}에서 마지막 {nights}박을 여기서 보냈어요.',
  ],
  tour: ['{city}에서 이용했어요.', '여행 첫날 일정으로 신청했어요.', '부모님과 함께 참여했어요.', '혼자 참여했는데 전혀 어색하지 않았어요.', '후기 보고 예약했는데 만족스러웠어요.'],
  hotel: ['{city} 여행 중 {nights}박 했어요.', '출장 겸 여행으로 머물렀어요.', '신혼여행 중 이용했어요.', '가족과 함께 묵었어요.'],
};

const GOOD_NOTES: Record<Line, readonly Phrase[]> = {
  minbak: ['사장님이 정말 친절하시고 여행 정보를 많이 알려주셨어요.', '아침에 차려주시는 한식 조식이 최고였어요.', '역에서 가까워서 이동하기 편했어요.', '방이 깨끗하고 침구가 포근했어요.', { dormitory: '도미토리였지만 조용하고 개인 공간이 잘 나뉘어 있었어요.', private: '개인실이라 조용하고 편하게 쉬었어요.' }, '주변에 마트와 맛집이 많아서 좋았어요.', '밤늦게 도착했는데도 친절하게 맞아주셨어요.', '짐 보관을 해주셔서 마지막 날까지 편하게 다녔어요.', '다른 여행자분들과 정보 나누며 즐겁게 지냈어요.', '욕실이 늘 깨끗하게 관리되어 있었어요.'],
  tour: ['가이드님 설명이 재미있고 알찼어요.', '일정이 알차서 짧은 시간에 많이 봤어요.', '미팅 장소를 찾기 쉬웠어요.', '사진을 정말 많이 찍어주셨어요.', '입장 대기 없이 바로 들어가서 시간을 아꼈어요.', '안내 메시지가 꼼꼼하게 와서 준비하기 편했어요.', '가격 대비 만족도가 높았어요.'],
  hotel: ['위치가 좋아서 관광하기 편했어요.', '객실이 넓고 깨끗했어요.', '조식 종류가 다양했어요.', '직원들이 친절했어요.', '침대가 편해서 푹 잤어요.', '역이 가까워서 공항 오가기 편했어요.'],
};

const WEAK_NOTES: Record<Line, readonly Phrase[]> = {
  minbak: [{ dormitory: '침대 사이 공간이 조금 좁았어요.', private: '사진보다 방이 조금 좁았어요.' }, '난방이 약해서 밤에는 조금 추웠어요.', '와이파이가 가끔 끊겼어요.', '엘리베이터가 없어 캐리어 옮기기가 힘들었어요.', '밤에는 주변이 조금 시끄러웠어요.'],
  tour: ['이동 시간이 생각보다 길었어요.', '인원이 많아서 설명이 잘 안 들릴 때가 있었어요.', '미팅 시간이 조금 늦어졌어요.'],
  hotel: ['방음이 조금 아쉬웠어요.', '체크인 대기가 길었어요.', '객실이 사진보다 낡은 편이었어요.'],
};

const CLOSINGS = ['다음에 오면 또 이용할게요!', '강력 추천합니다.', '감사합니다.', '혼자 여행하는 분들께도 추천해요.', '좋은 추억 만들고 갑니다.', ''];

/** Replies fit the review: thanks for a good grade, an apology only for a low one (HAPPY_RATING). */
const PARTNER_REPLIES = {
  happy: [
    '{nick}님, 소중한 후기 감사합니다! 다음 여행에도 꼭 다시 뵙고 싶어요.',
    '머무시는 동안 즐거우셨다니 정말 기쁩니다. 남은 여행도 안전하게 하세요!',
    '좋은 말씀 감사합니다. 다음 여행에서도 편히 쉬어 가실 수 있게 준비하겠습니다.',
    '{nick}님 덕분에 저희도 즐거웠습니다. 또 만나요!',
  ],
  sorry: [
    '{nick}님, 불편을 드려 죄송합니다. 말씀해 주신 부분은 바로 살펴보고 개선하겠습니다.',
    '아쉬운 점을 남겨 주셔서 감사합니다. 불편하셨던 부분은 정말 죄송합니다. 다음에는 더 만족하실 수 있게 준비하겠습니다.',
    '기대에 못 미쳐 죄송합니다. 알려 주신 점을 고쳐서 더 나은 숙소가 되겠습니다.',
    '솔직한 후기 감사합니다. 불편을 드려 죄송하고, 다음 방문 때는 꼭 달라진 모습 보여 드릴게요.',
  ],
} as const;
/** From this grade up a review is answered with thanks. */
const HAPPY_RATING = 4;

type Line = 'minbak' | 'tour' | 'hotel';
type RoomKind = keyof ByRoom;
/** The text is written once the booked room is known (its kind picks the ByRoom sentences). */
type Draft = { rating: number; sub: [number, number, number] | null; write: (room: RoomKind) => string; createdAt: Date };

/** Private rooms, hotel rooms and tours read the private sentence. */
function phrase(p: Phrase, room: RoomKind): string {
  return typeof p === 'string' ? p : p[room];
}

/** Whole-star grades whose mean is the target grade (each review is floor or ceil of it). */
function drawRating(rng: Rng, grade: number): number {
  const low = Math.floor(grade);
  const rating = low + (rng.chance(grade - low) ? 1 : 0);
  return Math.min(5, Math.max(1, rating));
}

function drawSub(rng: Rng, rating: number): number {
  return Math.min(5, Math.max(1, rating + rng.pick([-1, 0, 0, 0, 1])));
}

function draftReview(rng: Rng, line: Line, city: string, grade: number, withSubGrades: boolean, now: number): Draft {
  const rating = drawRating(rng, grade);
  // The draws keep the order they always had, so the grades and dates stay as published.
  const notes: Phrase[] = rng.shuffle([...GOOD_NOTES[line]]).slice(0, rating >= 4 ? rng.int(1, 3) : 1);
  if (rating <= 4) notes.push(rng.pick(WEAK_NOTES[line]));
  const opening = rng.pick(OPENINGS[line]);
  const nights = String(rng.int(2, 6));
  const closing = rating >= 4 ? rng.pick(CLOSINGS) : '';
  const write = (room: RoomKind) => [phrase(opening, room).replace('{city}', city).replace('{nights}', nights), ...notes.map((n) => phrase(n, room)), closing]
    .filter(Boolean).join(' ');
  const sub: [number, number, number] | null = withSubGrades ? [drawSub(rng, rating), drawSub(rng, rating), drawSub(rng, rating)] : null;
  const createdAt = new Date(now - rng.int(1, HISTORY_DAYS) * DAY_MS - rng.int(0, DAY_MS / 1000) * 1000);
  return { rating, sub, write, createdAt };
}

/** Runs inside the seed transaction, after every product and user is in. */
export async function insertReviews(db: Database, seedDay: Date = new Date()): Promise<number> {
  const now = seedDay.getTime();
  const reviewers = await db.select({ id: users.id, nickname: users.nickname }).from(users).where(sql`${users.loginId} like 'reviewer%'`);
  if (reviewers.length === 0) throw new Error('seed: reviewers must be seeded before reviews');

  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const commentRows: (typeof reviewComments.$inferInsert)[] = [];
  const add = (rng: Rng, row: Omit<typeof reviews.$inferInsert, 'id' | 'userId' | 'rating' | 'content' | 'createdAt'>, d: Draft, partnerId: number | null, room: RoomKind = 'private') => {
    const id = reviewRows.length + 1;
    const reviewer = rng.pick(reviewers);
    reviewRows.push({
      ...row, id, userId: reviewer.id, rating: d.rating, content: d.write(room), createdAt: d.createdAt,
      locationRating: d.sub?.[0] ?? null, facilityRating: d.sub?.[1] ?? null, staffRating: d.sub?.[2] ?? null,
    });
    if (partnerId !== null && rng.chance(PARTNER_REPLY_SHARE)) {
      const reply = rng.pick(d.rating >= HAPPY_RATING ? PARTNER_REPLIES.happy : PARTNER_REPLIES.sorry).replace('{nick}', reviewer.nickname);
      commentRows.push({ reviewId: id, userId: partnerId, content: reply, createdAt: new Date(d.createdAt.getTime() + rng.int(1, 72) * 3_600_000) });
    }
  };

  const stayRows = await db
    .select({ goodsNo: stays.goodsNo, partnerId: stays.partnerId, count: stays.reviewCount, grade: stays.reviewGrade, city: cities.nameKo })
    .from(stays).innerJoin(cities, eq(cities.code, stays.cityCode)).orderBy(stays.goodsNo);
  const roomNames = new Map<number, { name: string; kind: RoomKind }[]>();
  for (const r of await db.select({ goodsNo: stayRooms.goodsNo, name: stayRooms.name, kind: stayRooms.kind }).from(stayRooms)) {
    roomNames.set(r.goodsNo, [...(roomNames.get(r.goodsNo) ?? []), { name: r.name, kind: r.kind }]);
  }
  for (const s of stayRows) {
    const rng = new Rng(`minda:reviews:stay:${s.goodsNo}`);
    const rooms = roomNames.get(s.goodsNo) ?? [];
    for (let i = 0; i < s.count; i++) {
      const d = draftReview(rng, 'minbak', s.city, s.grade, true, now);
      const room = rooms.length > 0 ? rng.pick(rooms) : null;
      add(rng, { productType: 'minbak', goodsNo: s.goodsNo, bookedItemName: room?.name ?? null }, d, s.partnerId, room?.kind);
    }
  }

  const tourRows = await db
    .select({ itemNo: tours.itemNo, partnerId: tours.partnerId, count: tours.reviewCount, grade: tours.reviewGrade, city: cities.nameKo })
    .from(tours).innerJoin(cities, eq(cities.code, tours.cityCode)).orderBy(tours.itemNo);
  for (const t of tourRows) {
    const rng = new Rng(`minda:reviews:tour:${t.itemNo}`);
    for (let i = 0; i < t.count; i++) {
      add(rng, { productType: 'tour', itemNo: t.itemNo, bookedItemName: null }, draftReview(rng, 'tour', t.city, t.grade, false, now), t.partnerId);
    }
  }

  const hotelRows = await db
    .select({ uuid: hotels.uuid, score: hotels.reviewScore, city: cities.nameKo })
    .from(hotels).innerJoin(cities, eq(cities.code, hotels.cityCode)).orderBy(hotels.propertyId);
  const hotelRoomNames = new Map<string, string[]>();
  for (const r of await db.select({ uuid: hotelRooms.propertyUuid, name: hotelRooms.name }).from(hotelRooms)) {
    hotelRoomNames.set(r.uuid, [...(hotelRoomNames.get(r.uuid) ?? []), r.name]);
  }
  for (const h of hotelRows) {
    const rng = new Rng(`minda:reviews:hotel:${h.uuid}`);
    const rooms = hotelRoomNames.get(h.uuid) ?? [];
    // The supplier grades out of 10; members grade out of 5.
    for (let i = rng.int(0, HOTEL_MEMBER_REVIEWS_MAX); i > 0; i--) {
      const d = draftReview(rng, 'hotel', h.city, h.score / 2, true, now);
      add(rng, { productType: 'hotel', propertyUuid: h.uuid, bookedItemName: rooms.length > 0 ? rng.pick(rooms) : null }, d, null);
    }
  }

  await insertInBatches(db, reviews, reviewRows);
  await insertInBatches(db, reviewComments, commentRows);
  // Explicit ids were written: move the sequences past them so new reviews get fresh numbers.
  await db.execute(sql`select setval(pg_get_serial_sequence('reviews', 'id'), greatest((select max(id) from reviews), 1))`);

  // Card counts and grades are what the rows add up to.
  await db.execute(sql`
    update stays s set review_count = r.n, review_grade = r.grade
    from (select goods_no, count(*)::int n, round(avg(rating), 1)::real grade from reviews where product_type = 'minbak' group by goods_no) r
    where r.goods_no = s.goods_no`);
  await db.execute(sql`
    update tours t set review_count = r.n, review_grade = r.grade
    from (select item_no, count(*)::int n, round(avg(rating), 1)::real grade from reviews where product_type = 'tour' group by item_no) r
    where r.item_no = t.item_no`);
  return reviewRows.length;
}
