import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiPaths, withQuery } from '@minda/contracts/paths';
import { ReviewPageResponseSchema } from '@minda/contracts/reviews';
import { hotels } from '../../db/schema/hotels.ts';
import { reviews } from '../../db/schema/reviews.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { setupTestApp } from '../../test/test-app.ts';

const t = setupTestApp();

const page = async (path: string) => {
  const res = await t.get(path);
  expect(res.statusCode).toBe(200);
  return ReviewPageResponseSchema.parse(res.json()).data;
};

describe('GET stay/reviews/{goodsNo}', () => {
  it('sums up exactly the grades and count the stay card shows', async () => {
    const [stay] = await t.db.select().from(stays).where(eq(stays.goodsNo, 1001));
    const data = await page(apiPaths.reviews.stay.href(1001));
    expect(data.summary.count).toBe(stay!.reviewCount);
    expect(data.summary.average).toBeCloseTo(stay!.reviewGrade, 5);
    expect(data.summary.distribution.map((d) => d.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(data.summary.distribution.reduce((sum, d) => sum + d.count, 0)).toBe(stay!.reviewCount);
    for (const grade of [data.summary.location, data.summary.facility, data.summary.staff]) {
      expect(grade).toBeGreaterThanOrEqual(1);
      expect(grade).toBeLessThanOrEqual(5);
    }
  });

  it('pages newest first without overlap, and says which page is the last', async () => {
    const count = (await page(apiPaths.reviews.stay.href(1001))).summary.count;
    const size = 7;
    const seen: number[] = [];
    let last = false;
    let previous = Infinity;
    for (let n = 0; !last; n++) {
      const data = await page(withQuery(apiPaths.reviews.stay.href(1001), { page: n, size }));
      for (const review of data.content) {
        const time = Date.parse(review.createdAt);
        expect(time).toBeLessThanOrEqual(previous);
        previous = time;
        seen.push(review.id);
      }
      last = data.last;
      expect(data.number).toBe(n);
    }
    expect(seen).toHaveLength(count);
    expect(new Set(seen).size).toBe(count);
  });

  it('sorts by rating both ways', async () => {
    const high = await page(withQuery(apiPaths.reviews.stay.href(1002), { sort: 'high', size: 50 }));
    const low = await page(withQuery(apiPaths.reviews.stay.href(1002), { sort: 'low', size: 50 }));
    const ratings = (d: typeof high) => d.content.map((r) => r.rating);
    expect(ratings(high)).toEqual([...ratings(high)].sort((a, b) => b - a));
    expect(ratings(low)).toEqual([...ratings(low)].sort((a, b) => a - b));
    expect(ratings(high)[0]).toBeGreaterThanOrEqual(ratings(low)[0]!);
  });

  it("shows the writer and the host's replies marked as the partner's", async () => {
    const data = await page(withQuery(apiPaths.reviews.stay.href(1001), { size: 50 }));
    expect(data.content.every((r) => r.nickName.length > 0 && r.content.length > 0)).toBe(true);
    const replies = data.content.flatMap((r) => r.comments);
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.every((c) => c.isPartner)).toBe(true);
  });

  it('leaves hidden reviews out of the list and the summary', async () => {
    const before = await page(withQuery(apiPaths.reviews.stay.href(1003), { size: 1 }));
    const hiddenId = before.content[0]!.id;
    await t.db.update(reviews).set({ isHidden: true }).where(eq(reviews.id, hiddenId));
    const after = await page(withQuery(apiPaths.reviews.stay.href(1003), { size: 50 }));
    expect(after.summary.count).toBe(before.summary.count - 1);
    expect(after.content.map((r) => r.id)).not.toContain(hiddenId);
  });

  it('answers 404 in Korean for an unknown stay and 400 for bad input', async () => {
    const missing = await t.get(apiPaths.reviews.stay.href(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('민박 정보를 찾을 수 없습니다.');
    for (const url of ['stay/reviews/abc', withQuery(apiPaths.reviews.stay.href(1001), { sort: 'best' }), withQuery(apiPaths.reviews.stay.href(1001), { size: 500 })]) {
      const res = await t.get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/[가-힣]/);
    }
  });
});

describe('GET tour_tickets/reviews/{itemNo}', () => {
  it('matches the tour card and has no sub-grades', async () => {
    const [tour] = await t.db.select().from(tours).where(sql`${tours.reviewCount} > 0`).limit(1);
    const data = await page(apiPaths.reviews.tour.href(tour!.itemNo));
    expect(data.summary.count).toBe(tour!.reviewCount);
    expect(data.summary.average).toBeCloseTo(tour!.reviewGrade, 5);
    expect(data.summary.location).toBeNull();
    expect(data.content[0]!.locationRating).toBeNull();
  });

  it('answers 404 for an unknown tour', async () => {
    expect((await t.get(apiPaths.reviews.tour.href(1))).statusCode).toBe(404);
  });
});

describe('GET hotel/reviews/{uuid}', () => {
  it("lists members' own reviews of a hotel", async () => {
    const [row] = await t.db
      .select({ uuid: hotels.uuid, n: sql<number>`count(${reviews.id})::int` })
      .from(hotels)
      .innerJoin(reviews, eq(reviews.propertyUuid, hotels.uuid))
      .groupBy(hotels.uuid)
      .limit(1);
    const data = await page(withQuery(apiPaths.reviews.hotel.href(row!.uuid), { size: 50 }));
    expect(data.summary.count).toBe(row!.n);
    expect(data.content).toHaveLength(row!.n);
    expect(data.last).toBe(true);
  });

  it('answers 400 for a malformed uuid and 404 for an unknown one', async () => {
    expect((await t.get('hotel/reviews/not-a-uuid')).statusCode).toBe(400);
    const missing = await t.get(apiPaths.reviews.hotel.href('00000000-0000-4000-8000-000000000000'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('호텔 정보를 찾을 수 없습니다.');
  });
});
