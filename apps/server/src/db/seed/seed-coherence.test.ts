import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/sql.ts';
import { EVENT_STAYS_HOME } from '@minda/contracts/paths';
import { COUPONS_PAGE_SLUG } from '@minda/contracts/content';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import { openTestDatabase } from '../../test/test-database.ts';
import { openDatabase, type DatabaseHandle } from '../client.ts';
import { seasonalCoupons } from './coupons.ts';
import { planEvents } from './editorial.ts';
import { CITIES, countryOf, DISTRICT_RADIUS_KM } from './geography-data.ts';
import { promotionPages } from './promotion-pages.ts';
import { seasonalCalendar } from './seasonal-calendar.ts';
import { seedCatalogue } from './seed-catalogue.ts';

/**
 * The demo catalogue does not contradict itself (issue 55): what the seeded rows say, read back through SQL,
 * agrees with the city's own districts, the room, the grade, the tour and the seed day.
 */

const DAY_MS = 86_400_000;
/** A seed run a year from now, in its own database: what it dates must be current on its own day. */
const YEAR_LATER = new Date(Date.now() + 365 * DAY_MS);

let handle: DatabaseHandle;
let later: DatabaseHandle;
const query = async <T>(text: ReturnType<typeof sql>, db: DatabaseHandle = handle) => rowsOf<T>(await db.db.execute(text));

beforeAll(async () => {
  handle = await openTestDatabase();
  later = await openDatabase({ kind: 'pglite' });
  await later.migrate();
  await seedCatalogue(later.db, { imagesDir: null, now: YEAR_LATER });
});

afterAll(async () => {
  await handle?.close();
  await later?.close();
});

const koreanDay = (at: Date) => new Date(at.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
const dotted = (day: string) => day.replaceAll('-', '.');
const SEASON_MONTHS: Record<string, number[]> = { 봄: [3, 4, 5], 여름: [6, 7, 8], 가을: [9, 10, 11], 겨울: [12, 1, 2] };

function kmBetween(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const cityOf = new Map(CITIES.map((c) => [c.code, c]));

describe('seed coherence', () => {
  it('puts the demo stay where its banner says, with a Montmartre station and landmark', async () => {
    const [stay] = await query<{ address: string; locations: string[] }>(sql`select address, locations from stays where goods_no = 1001`);
    expect(stay!.address).toMatch(/^프랑스 파리 몽마르뜨 \d+번지 \d층$/);
    expect(stay!.locations[0]).toMatch(/^(앙베르역|아베스역|북역) 도보 \d분$/);
    expect(stay!.locations[1]).toMatch(/^사크레쾨르 대성당 /);
  });

  it('takes every stay\'s station and landmark from the district of its address', async () => {
    const rows = await query<{ goods_no: number; city_code: string; address: string; locations: string[] }>(
      sql`select goods_no, city_code, address, locations from stays order by goods_no`,
    );
    expect(rows.length).toBeGreaterThan(400);
    const wrong: string[] = [];
    for (const row of rows) {
      const city = cityOf.get(row.city_code)!;
      const district = city.districts.find((d) => row.address.startsWith(`${countryOf(city.code).ko} ${city.ko} ${d.ko} `));
      const [stationLine, landmarkLine, areaLine] = row.locations;
      const station = district?.stations.find((s) => stationLine?.startsWith(`${s} 도보 `));
      const landmark = district?.landmarks.find((l) => landmarkLine?.startsWith(`${l.ko} `));
      if (!district || !station || !landmark || (areaLine !== undefined && areaLine !== `${district.ko} 중심가`)) {
        wrong.push(`${row.goods_no}: ${row.address} | ${row.locations.join(' / ')}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('places every hotel within its neighbourhood, by name and by coordinates', async () => {
    const rows = await query<{ property_id: number; city_code: string; address: string; name_en: string; latitude: number; longitude: number }>(sql`
      select h.property_id, h.city_code, h.address, n.name_en, h.latitude, h.longitude
      from hotels h join neighborhoods n on n.id = h.neighborhood_id order by h.property_id`);
    expect(rows.length).toBeGreaterThan(300);
    const wrong: string[] = [];
    for (const row of rows) {
      const district = cityOf.get(row.city_code)!.districts.find((d) => d.en === row.name_en);
      const km = district ? kmBetween(district, { lat: row.latitude, lng: row.longitude }) : Infinity;
      if (!district || km > DISTRICT_RADIUS_KM || !row.address.includes(`, ${district.en}, `)) wrong.push(`${row.property_id}: ${row.address} (${km.toFixed(1)} km)`);
    }
    expect(wrong).toEqual([]);
  });

  it('never mentions a dormitory in a review of a private room', async () => {
    const [row] = await query<{ n: number }>(sql`
      select count(*)::int as n from reviews r join stay_rooms sr on sr.goods_no = r.goods_no and sr.name = r.booked_item_name
      where r.product_type = 'minbak' and sr.kind = 'private' and r.content like '%도미토리%'`);
    expect(row!.n).toBe(0);
    // The dormitory sentence is still there for dormitory beds.
    const [dorm] = await query<{ n: number }>(sql`
      select count(*)::int as n from reviews r join stay_rooms sr on sr.goods_no = r.goods_no and sr.name = r.booked_item_name
      where sr.kind = 'dormitory' and r.content like '%도미토리였지만 조용하고%'`);
    expect(dorm!.n).toBeGreaterThan(0);
  });

  it('answers good grades with thanks and apologises only to low ones', async () => {
    const replies = await query<{ rating: number; content: string }>(sql`
      select r.rating, c.content from review_comments c join reviews r on r.id = c.review_id`);
    const happy = replies.filter((r) => r.rating >= 4);
    const low = replies.filter((r) => r.rating <= 3);
    expect(happy.length).toBeGreaterThan(100);
    expect(low.length).toBeGreaterThan(10);
    expect(happy.filter((r) => /죄송|개선하겠습니다|불편/.test(r.content))).toEqual([]);
    expect(low.filter((r) => !r.content.includes('죄송'))).toEqual([]);
  });

  it('dates notices, community posts and the popup from the seed day', async () => {
    const [meta] = await query<{ value: string }>(sql`select value from app_meta where key = 'seeded_at'`);
    const seededAt = new Date(meta!.value).getTime();
    const yearBefore = seededAt - 365 * 86_400_000;
    const posts = await query<{ board_id: string; title: string; created_at: string }>(sql`select board_id, title, created_at::text from community_posts`);
    expect(posts.filter((p) => p.board_id === 'notice').length).toBeGreaterThan(10);
    expect(posts.filter((p) => new Date(p.created_at).getTime() < yearBefore || new Date(p.created_at).getTime() > seededAt)).toEqual([]);

    const popups = await query<{ title: string; starts_at: string | null; ends_at: string | null }>(
      sql`select title, starts_at::text, ends_at::text from popup_notices where is_active`,
    );
    expect(popups.map((p) => p.title)).toEqual(['정기 점검 안내']);
    expect(new Date(popups[0]!.starts_at!).getTime()).toBeLessThan(seededAt);
    expect(new Date(popups[0]!.ends_at!).getTime()).toBeGreaterThan(seededAt);
  });

  it('meets every airport pickup at its airport, and the demo tour chat names the tour\'s own meeting point', async () => {
    const pickups = await query<{ name: string; meeting_point: string }>(sql`
      select name, meeting_point from tours where name like '%공항 픽업%' order by item_no`);
    expect(pickups.length).toBeGreaterThan(5);
    for (const tour of pickups) {
      const airport = /^\S+ (.+공항) 픽업/.exec(tour.name)?.[1];
      expect(tour.meeting_point, tour.name).toBe(`${airport} 도착 게이트`);
    }
    const [chat] = await query<{ text: string; meeting_point: string }>(sql`
      select m.text, t.meeting_point from chat_messages m join chat_channels c on c.id = m.channel_id join tours t on t.item_no = c.product_id
      where c.id = 'demo-tour-booking' and m.seq = 2`);
    expect(chat!.meeting_point).toBe('샤를드골 공항 도착 게이트');
    expect(chat!.text).toBe('안녕하세요! 만나는 곳은 샤를드골 공항 도착 게이트입니다. 예약하신 시간 10분 전까지 와 주시고, 찾기 어려우시면 이 채팅으로 말씀해 주세요.');
  });

  it('seeded a year later, still runs the stay event and its coupons on that day, and the event, the coupons and the coupon page name the same days', async () => {
    const now = YEAR_LATER;
    const today = koreanDay(now);
    const [meta] = await query<{ value: string }>(sql`select value from app_meta where key = 'seeded_at'`, later);
    expect(meta!.value).toBe(now.toISOString());

    const [event] = await query<{ title: string; starts_on: string; ends_on: string; body_html: string }>(
      sql`select title, starts_on::text, ends_on::text, body_html from events where no = ${EVENT_STAYS_HOME}`, later);
    expect(event!.starts_on <= today && today <= event!.ends_on, `${event!.starts_on} ~ ${event!.ends_on} on ${today}`).toBe(true);
    const season = /^한인민박 (봄|여름|가을|겨울) 특가 이벤트$/.exec(event!.title)?.[1];
    expect(season, event!.title).toBeDefined();

    const offers = await query<{ code: string; name: string; description: string; valid_from: string; valid_until: string }>(sql`
      select code, name, description, valid_from::text, valid_until::text from coupons where valid_from is not null order by sort`, later);
    expect(offers.length).toBe(3);
    for (const c of offers) {
      expect(new Date(c.valid_from).getTime(), c.name).toBeLessThanOrEqual(now.getTime());
      expect(new Date(c.valid_until).getTime(), c.name).toBeGreaterThan(now.getTime());
    }
    const stay = offers[0]!;
    expect(stay.name).toBe(`${season} 한인민박 특가 쿠폰`);
    // The coupon runs exactly the event's days (until midnight in Korea after the last one).
    expect(koreanDay(new Date(stay.valid_from))).toBe(event!.starts_on);
    expect(koreanDay(new Date(new Date(stay.valid_until).getTime() - 1))).toBe(event!.ends_on);
    // The check-in days the coupon names are the event's, and they lie in the season its name says.
    const checkIns = /(\d{4})년 (\d{1,2})월 (\d{1,2})일 ~ (\d{4})년 (\d{1,2})월 (\d{1,2})일 체크인/.exec(stay.description);
    expect(checkIns, stay.description).not.toBeNull();
    expect(event!.body_html).toContain(checkIns![0].replace(' 체크인', ''));
    expect(SEASON_MONTHS[season!]).toContain(Number(checkIns![2]));
    expect(SEASON_MONTHS[season!]).toContain(Number(checkIns![5]));

    const [page] = await query<{ body_html: string }>(sql`select body_html from site_pages where slug = ${COUPONS_PAGE_SLUG}`, later);
    for (const c of offers) {
      const from = koreanDay(new Date(c.valid_from));
      const to = koreanDay(new Date(new Date(c.valid_until).getTime() - 1));
      expect(page!.body_html, c.name).toContain(`<th scope="row">${c.name}</th>`);
      expect(page!.body_html, c.name).toContain(`<td>${c.description}</td><td>${dotted(from)} ~ ${dotted(to)}</td>`);
    }
  });

  it('dates every promotion from the calendar of whatever day the seed runs', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let day = 0; day < 4 * 366; day++) {
      const now = new Date(start + day * DAY_MS);
      const calendar = seasonalCalendar(now);
      const today = koreanDay(now);
      const coupons = seasonalCoupons(calendar);
      const events = planEvents(calendar);
      const stayEvent = events.find((e) => e.no === EVENT_STAYS_HOME)!;
      const page = promotionPages(calendar).find((p) => p.slug === COUPONS_PAGE_SLUG)!.bodyHtml;
      for (const e of events) expect(e.startsOn <= today && today <= e.endsOn, `${e.title} on ${today}`).toBe(true);
      for (const c of Object.values(coupons)) {
        expect(c.validFrom!.getTime() <= now.getTime() && now.getTime() < c.validUntil!.getTime(), `${c.name} on ${today}`).toBe(true);
        expect(page).toContain(`<td>${c.description}</td><td>${dotted(c.period.from)} ~ ${dotted(c.period.to)}</td>`);
      }
      expect(stayEvent.title).toBe(`한인민박 ${calendar.season.name} 특가 이벤트`);
      expect({ from: stayEvent.startsOn, to: stayEvent.endsOn }).toEqual(coupons.stay.period);
      // A season's name fits its months, and the season on sale is today's or the next one.
      for (const s of [calendar.season, calendar.following]) expect(SEASON_MONTHS[s.name]).toContain(Number(s.firstDay.slice(5, 7)));
      expect(calendar.season.firstDay <= shiftDay(today, 31) && today <= calendar.season.lastDay, today).toBe(true);
    }
  });

  it('dates what the trip-buddy and sale posts plan ahead of the seed day, within about two months', async () => {
    const [meta] = await query<{ value: string }>(sql`select value from app_meta where key = 'seeded_at'`);
    const today = koreanDay(new Date(meta!.value));
    const posts = await query<{ board_id: string; title: string }>(sql`select board_id, title from community_posts where board_id in ('tripbuddy', 'sale')`);
    const year = Number(today.slice(0, 4));
    const wrong: string[] = [];
    for (const post of posts) {
      const dates = [...post.title.matchAll(/(\d{1,2})(?:월 |\/)(\d{1,2})일?/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
      if (post.board_id === 'tripbuddy') expect(dates.length, post.title).toBeGreaterThan(0);
      for (const [m, d] of dates) {
        // The title has no year: the plan is this year's or next year's day, whichever is not past.
        const day = [year, year + 1].map((y) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`).find((x) => x >= today);
        if (!day || day > shiftDay(today, 66)) wrong.push(`${post.title} (${today})`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('meets city tours where they happen: at the landmark\'s own neighbourhood, walks at the centre, day trips at a main station', async () => {
    const rows = await query<{ city_code: string; name: string; meeting_point: string }>(sql`
      select city_code, name, meeting_point from tours where item_no < 9001 and item_category_type <> 'CONVENIENCE'`);
    const wrong: string[] = [];
    let atFirstStation = 0;
    let cityTours = 0;
    for (const tour of rows) {
      const city = cityOf.get(tour.city_code)!;
      const stationOf = (suffix: string) => tour.meeting_point.endsWith(suffix) ? tour.meeting_point.slice(0, -suffix.length) : undefined;
      const night = new RegExp(`^${city.ko} 야경 투어 \\((.+)\\)$`).exec(tour.name)?.[1];
      if (night) {
        // A night walk starts from a neighbourhood that reaches its landmark, not across town.
        const station = stationOf(' 앞');
        if (!city.districts.some((d) => d.landmarks.some((l) => l.ko === night) && d.stations.includes(station ?? ''))) wrong.push(`${tour.name}: ${tour.meeting_point}`);
      } else if (tour.name.endsWith('당일치기')) {
        const main = city.stations.find((s) => s.endsWith('중앙역'));
        if (main && tour.meeting_point !== `${main} 집결`) wrong.push(`${tour.name}: ${tour.meeting_point}`);
        continue;
      } else if (tour.name === `${city.ko} 시내 워킹 투어`) {
        const place = stationOf(' 앞');
        if (!city.landmarks.some((l) => l.ko === place) && !city.districts.some((d) => d.stations.includes(place ?? ''))) wrong.push(`${tour.name}: ${tour.meeting_point}`);
      } else continue;
      // Walks within the city: before issue 55 every one of them met at the city's first station.
      cityTours++;
      if (tour.meeting_point.startsWith(`${city.stations[0]} `)) atFirstStation++;
    }
    expect(wrong).toEqual([]);
    expect(cityTours).toBeGreaterThan(40);
    expect(atFirstStation / cityTours).toBeLessThan(0.3);
    const paris = new Set(rows.filter((t) => t.city_code === '001002001' && /야경 투어|워킹 투어|미식 투어|자전거 투어/.test(t.name)).map((t) => t.meeting_point));
    expect(paris.size).toBeGreaterThanOrEqual(3);
  });
});
