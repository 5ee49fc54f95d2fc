/**
 * Booking latency under load (issue 9 "Proof"): at 50 connections on PostgreSQL, the p99 of a stay pre-check
 * and of last-unit contention (200 members pre-booking the same room-night, each request with its own
 * Idempotency-Key: a few win, the rest get 409 SOLD_OUT), beside the app's bare /healthz in the same run.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:booking-contention
 * BENCH_SECONDS (per row, 8), BENCH_CONNECTIONS (50), CONTENTION_UNITS (units left on the night, 10).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { XSRF_COOKIE } from '@minda/contracts/rules/auth-cookies';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import { users } from '../apps/server/src/db/schema/users.ts';
import { signAccessToken } from '../apps/server/src/platform/access-token.ts';
import { createSession } from '../apps/server/src/platform/session.ts';
import { rowsOf } from '../apps/server/src/platform/sql.ts';
import { BENCH_SECRET, benchSeconds, startSeededApp } from './autocannon-kit.ts';
import { freshPostgres } from './fresh-postgres.ts';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const UNITS = Number(process.env.CONTENTION_UNITS ?? 10);
const MEMBERS = 200;

type Figures = { name: string; reqPerSec: number; p50: number; p99: number; ok: number; refused: number; errors5xx: number; errors: number };

async function run(name: string, url: string, request: autocannon.Request): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: benchSeconds, requests: [request] });
  return {
    name,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    refused: result['4xx'],
    errors5xx: result['5xx'],
    errors: result.errors + result.timeouts,
  };
}

async function main() {
  const fresh = await freshPostgres('minda_bench_booking');
  process.env.BENCH_DATABASE_URL = fresh.url;
  const { handle, url, close } = await startSeededApp('minda-bench-booking-');
  try {
    const db = handle.db;
    // An instant stay's first room, a month ahead: what a member books.
    const [room] = rowsOf<{ goodsNo: number; roomId: number }>(
      await db.execute(sql`select s.goods_no as "goodsNo", r.id as "roomId" from stays s join stay_rooms r on r.goods_no = s.goods_no
        where s.is_active and s.book_type = 9 and s.goods_no <> 1001 order by s.goods_no, r.id limit 1`),
    );
    if (!room) throw new Error('no instant stay in the seed');
    const checkInAt = shiftDay(new Date().toISOString().slice(0, 10), 150);
    const checkOutAt = shiftDay(checkInAt, 1);
    await db.execute(sql`insert into stay_room_nights (room_id, night, units_available, price)
      select id, ${checkInAt}::date, ${UNITS}, price from stay_rooms where id = ${room.roomId}
      on conflict (room_id, night) do update set units_available = ${UNITS}`);

    // A visitor's cookies and XSRF header (public POSTs need them), and members with sessions and tokens.
    const first = await fetch(`${url}${apiUrl(apiPaths.auth.user.href())}`);
    const cookies = first.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
    const xsrf = cookies.find((c) => c.startsWith(`${XSRF_COOKIE}=`))?.slice(XSRF_COOKIE.length + 1) ?? '';
    const browser = { cookie: cookies.join('; '), 'x-xsrf-token': decodeURIComponent(xsrf), 'content-type': 'application/json' };
    const ids = await db
      .insert(users)
      .values(Array.from({ length: MEMBERS }, (_, i) => ({ loginId: `bench${i}`, email: `bench${i}@example.com`, passwordHash: '-', nickname: `벤치${i}` })))
      .returning({ id: users.id });
    const tokens: string[] = [];
    for (const { id } of ids) {
      const session = await createSession(db, { userId: id, lifetime: { ttlMs: 86_400_000 } });
      tokens.push(signAccessToken(BENCH_SECRET, { sub: id, sid: session.sessionId, role: 'member', exp: Date.now() + 3_600_000 }));
    }

    const quote = { goodsNo: room.goodsNo, roomId: room.roomId, checkInAt, checkOutAt, adults: 1, children: [] };
    const booking = JSON.stringify({ ...quote, guest: { name: '벤치', englishName: 'BENCH MARK', phone: '010-0000-0000', email: 'bench@example.com' } });
    let turn = 0;
    const rows = [
      await run('GET /healthz (bare)', url, { method: 'GET', path: '/healthz' }),
      await run('POST stay-book/pre-check', url, { method: 'POST', path: apiUrl(apiPaths.bookings.preCheck.href()), headers: browser, body: JSON.stringify(quote) }),
      await run(`POST stay-book/pre-bookings, ${MEMBERS} members on ${UNITS} last units`, url, {
        method: 'POST',
        path: apiUrl(apiPaths.bookings.preBookings.href()),
        body: booking,
        setupRequest: (request) => ({
          ...request,
          headers: { ...browser, authorization: `Bearer ${tokens[turn++ % tokens.length]}`, 'idempotency-key': randomUUID() },
        }),
      }),
    ];
    const [held] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bookings b join booking_items i on i.book_no = b.book_no where i.stay_room_id = ${room.roomId} and b.start_date = ${checkInAt}::date`));
    const [left] = rowsOf<{ n: number }>(await db.execute(sql`select units_available::int as n from stay_room_nights where room_id = ${room.roomId} and night = ${checkInAt}::date`));

    const base = rows[0]!;
    console.log(`\ndatabase: PostgreSQL; ${connections} connections, ${benchSeconds} s per row; node ${process.version}, ${os.cpus().length} cores`);
    console.log('\n| what | req/s | p50 ms | p99 ms | p99 / bare p99 | 2xx | 4xx | 5xx | errors |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) {
      console.log(`| ${r.name} | ${r.reqPerSec.toFixed(0)} | ${r.p50} | ${r.p99} | ${(r.p99 / Math.max(1, base.p99)).toFixed(1)} | ${r.ok} | ${r.refused} | ${r.errors5xx} | ${r.errors} |`);
    }
    console.log(`\nlast units: ${held?.n ?? 0} bookings hold the night, ${left?.n ?? '?'} units left (started with ${UNITS})`);
    fs.mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
    fs.writeFileSync(path.join(import.meta.dirname, 'results', 'booking-contention.json'), JSON.stringify({ at: new Date().toISOString(), connections, units: UNITS, rows }, null, 2));
    if (rows.some((r) => r.errors5xx > 0 || r.errors > 0) || held?.n !== UNITS || left?.n !== 0) {
      console.error('failures, or the last units were not sold exactly once: the figures above are not valid');
      process.exitCode = 1;
    }
  } finally {
    await close();
    await fresh.drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
