import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/sql.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import type { DatabaseHandle } from '../client.ts';
import { CITIES, countryOf, DISTRICT_RADIUS_KM } from './geography-data.ts';

/**
 * The demo catalogue does not contradict itself (issue 55): what the seeded rows say, read back through SQL,
 * agrees with the city's own districts, the room, the grade, the tour and the seed day.
 */

let handle: DatabaseHandle;
const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await handle.db.execute(text));

beforeAll(async () => {
  handle = await openTestDatabase();
});

afterAll(async () => {
  await handle?.close();
});

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
});
