/**
 * Booking soak (issue 9 "Proof"): many members booking a few contended rooms at once, interleaved at random
 * with partner accepts and declines, guest cancellations of unpaid bookings, confirmations (what a payment
 * does to a booking) and the deadline sweeps on a clock that moves forward each round. After every round the
 * inventory is checked: no night below zero, and for every room-night touched, the units free plus the units
 * held by active soak bookings equal what was free before the soak.
 *
 * Runs on PostgreSQL, in a fresh database it creates and drops:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:booking-soak
 * SOAK_OPS (default 10000), SOAK_ROUND (ops per round, 500), SOAK_WORKERS (concurrent members, 12).
 */
import { sql } from 'drizzle-orm';
import { ACTIVE_BOOKING_STATUSES, BOOKING_STATUS } from '@minda/contracts/rules/bookings';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import { seedCatalogue } from '../apps/server/src/db/seed/seed-catalogue.ts';
import { transition, type TransitionName } from '../apps/server/src/modules/bookings/booking-states.ts';
import { preBookStay } from '../apps/server/src/modules/bookings/bookings.service.ts';
import { acceptBooking, declineBooking, SWEEPS, sweepOverdue } from '../apps/server/src/modules/bookings/partner-bookings.service.ts';
import { AppError } from '../apps/server/src/platform/errors.ts';
import { rowsOf } from '../apps/server/src/platform/sql.ts';
import { freshPostgres } from './fresh-postgres.ts';

const TOTAL_OPS = Number(process.env.SOAK_OPS ?? 10_000);
const ROUND = Number(process.env.SOAK_ROUND ?? 500);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 12);
const MEMBERS = 60;
/** Nights of the contended window, far enough ahead to be bookable and clear of the seed's own holds. */
const WINDOW_START = 120;
const WINDOW_NIGHTS = 6;
/** The virtual clock moves this far per round, so deadlines (24 h, accept 24 h) pass during the soak. */
const ROUND_HOURS = 3;

const GUEST = { name: '부하시험', englishName: 'SOAK TEST', phone: '010-0000-0000', email: 'soak@example.com' };

type Room = { goodsNo: number; roomId: number; partnerId: number; units: number };

/** A deterministic stream, so a failing run can be replayed with the same SOAK_SEED. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Two instant and two request stays with their rooms: few units, many members, so they contend. */
async function pickRooms(db: Database): Promise<Room[]> {
  return rowsOf<Room>(
    await db.execute(sql`
      with picked as (
        (select goods_no from stays where is_active and book_type = 9 and goods_no <> 1001 order by goods_no limit 2)
        union all (select goods_no from stays where is_active and book_type <> 9 order by goods_no limit 2))
      select r.goods_no as "goodsNo", r.id as "roomId", s.partner_id as "partnerId", r.units::int as units
      from picked p join stays s on s.goods_no = p.goods_no join stay_rooms r on r.goods_no = p.goods_no
      order by r.id`),
  );
}

type Cell = string;
const cell = (roomId: number, night: string): Cell => `${roomId}|${night}`;

/** Units free per room-night of the window now (a stored row, else the room's units). */
async function freeUnits(db: Database, rooms: readonly Room[], nights: readonly string[]): Promise<Map<Cell, number>> {
  const stored = rowsOf<{ roomId: number; night: string; units: number }>(
    await db.execute(sql`select room_id as "roomId", to_char(night, 'YYYY-MM-DD') as night, units_available::int as units from stay_room_nights
      where room_id in ${sql.raw(`(${rooms.map((r) => r.roomId).join(',')})`)} and night >= ${nights[0]}::date and night <= ${nights.at(-1)}::date`),
  );
  const free = new Map<Cell, number>();
  for (const room of rooms) for (const night of nights) free.set(cell(room.roomId, night), room.units);
  for (const row of stored) free.set(cell(row.roomId, row.night), row.units);
  return free;
}

/** Units held per room-night by the soak's bookings whose items are not released. */
async function heldUnits(db: Database, firstBookNo: number): Promise<Map<Cell, number>> {
  const rows = rowsOf<{ roomId: number; night: string; units: number }>(
    await db.execute(sql`
      select i.stay_room_id as "roomId", to_char(n.night, 'YYYY-MM-DD') as night, sum(i.units)::int as units
      from booking_items i, generate_series(i.start_date, i.end_date - 1, interval '1 day') as n(night)
      where i.book_no >= ${firstBookNo} and i.released_at is null
      group by 1, 2`),
  );
  return new Map(rows.map((r) => [cell(r.roomId, r.night), r.units]));
}

/** Every active soak booking holds its items, every ended one has given them back. */
async function heldMatchesStatus(db: Database, firstBookNo: number): Promise<number> {
  const active = `(${ACTIVE_BOOKING_STATUSES.join(',')})`;
  const [row] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from booking_items i join bookings b on b.book_no = i.book_no
      where b.book_no >= ${firstBookNo} and ((b.status in ${sql.raw(active)}) = (i.released_at is not null))`),
  );
  return row?.n ?? -1;
}

async function main() {
  const started = Date.now();
  const { url, drop } = await freshPostgres('minda_soak');
  const handle = await openDatabase({ kind: 'postgres', url, maxConnections: WORKERS + 2 });
  try {
    await handle.migrate();
    await seedCatalogue(handle.db, { imagesDir: null });
    const db = handle.db;
    const seeded = Date.now();

    const rooms = await pickRooms(db);
    const members = (
      await db
        .insert(users)
        .values(Array.from({ length: MEMBERS }, (_, i) => ({ loginId: `soak${i}`, email: `soak${i}@example.com`, passwordHash: '-', nickname: `부하${i}` })))
        .returning({ id: users.id })
    ).map((u) => u.id);
    const today = new Date().toISOString().slice(0, 10);
    const nights = Array.from({ length: WINDOW_NIGHTS }, (_, i) => shiftDay(today, WINDOW_START + i));
    const before = await freeUnits(db, rooms, nights);
    const [{ next }] = rowsOf<{ next: number }>(await db.execute(sql`select coalesce(max(book_no), 260000)::int + 1 as next from bookings`)) as [{ next: number }];
    const firstBookNo = next;

    const random = rng(Number(process.env.SOAK_SEED ?? 9));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const outcomes = new Map<string, number>();
    const count = (what: string) => outcomes.set(what, (outcomes.get(what) ?? 0) + 1);
    let clock = Date.now();

    const bookNosIn = async (statuses: readonly number[]) =>
      rowsOf<{ bookNo: number; memberId: number; partnerId: number }>(
        await db.execute(sql`select book_no as "bookNo", member_id as "memberId", partner_id as "partnerId" from bookings
          where book_no >= ${firstBookNo} and status in ${sql.raw(`(${statuses.join(',')})`)} order by random() limit 20`),
      );

    /** One random operation; refusals the rules give (sold out, illegal transition) are outcomes, not failures. */
    async function operate(now: Date): Promise<void> {
      const roll = random();
      try {
        if (roll < 0.55) {
          const room = pick(rooms);
          const from = Math.floor(random() * (WINDOW_NIGHTS - 1));
          const length = 1 + Math.floor(random() * Math.min(3, WINDOW_NIGHTS - from));
          const request = { goodsNo: room.goodsNo, roomId: room.roomId, checkInAt: nights[from]!, checkOutAt: shiftDay(nights[from]!, length), adults: 1 + Math.floor(random() * 2), children: [], guest: GUEST };
          await db.transaction((tx) => preBookStay(tx, pick(members), request, now));
          count('pre-booking: held');
        } else if (roll < 0.68) {
          const [b] = await bookNosIn([BOOKING_STATUS.requested]);
          if (!b) return void count('accept: nothing to answer');
          await acceptBooking(db, b.partnerId, b.bookNo, now);
          count('partner: accepted');
        } else if (roll < 0.76) {
          const [b] = await bookNosIn([BOOKING_STATUS.requested]);
          if (!b) return void count('decline: nothing to answer');
          await declineBooking(db, b.partnerId, b.bookNo, random() < 0.5 ? 'unavailable' : 'double_booking');
          count('partner: declined');
        } else if (roll < 0.86) {
          const [b] = await bookNosIn([BOOKING_STATUS.requested, BOOKING_STATUS.awaitingPayment]);
          if (!b) return void count('cancel: nothing unpaid');
          await db.transaction((tx) => transition(tx, b.bookNo, 'cancelByGuest', { kind: 'guest', id: b.memberId }));
          count('guest: cancelled unpaid');
        } else if (roll < 0.96) {
          const [b] = await bookNosIn([BOOKING_STATUS.awaitingPayment]);
          if (!b) return void count('confirm: nothing payable');
          const name: TransitionName = 'confirmPayment';
          await db.transaction((tx) => transition(tx, b.bookNo, name, { kind: 'system', id: null }));
          count('payment: confirmed');
        } else {
          const moved = (await sweepOverdue(db, SWEEPS.depositDeadline, now)) + (await sweepOverdue(db, SWEEPS.acceptDeadline, now));
          count('sweeps: run');
          outcomes.set('sweeps: bookings moved', (outcomes.get('sweeps: bookings moved') ?? 0) + moved);
        }
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) return void count(`refused: ${error.code} ${error.statusCode}`);
        throw error;
      }
    }

    let done = 0;
    let rounds = 0;
    let cellsChecked = 0;
    const opsStarted = Date.now();
    while (done < TOTAL_OPS) {
      const now = new Date(clock);
      const size = Math.min(ROUND, TOTAL_OPS - done);
      let issued = 0;
      await Promise.all(
        Array.from({ length: WORKERS }, async () => {
          while (issued < size) {
            issued += 1;
            await operate(now);
          }
        }),
      );
      done += size;
      rounds += 1;
      clock += ROUND_HOURS * 3_600_000;

      const [free, held, mismatched] = await Promise.all([freeUnits(db, rooms, nights), heldUnits(db, firstBookNo), heldMatchesStatus(db, firstBookNo)]);
      for (const [key, initial] of before) {
        const f = free.get(key) ?? 0;
        const h = held.get(key) ?? 0;
        if (f < 0) throw new Error(`round ${rounds}: ${key} oversold (${f} free)`);
        if (f + h !== initial) throw new Error(`round ${rounds}: ${key} free ${f} + held ${h} != ${initial} before the soak`);
        cellsChecked += 1;
      }
      if (mismatched !== 0) throw new Error(`round ${rounds}: ${mismatched} items held by ended bookings or released by active ones`);
    }
    const seconds = (Date.now() - opsStarted) / 1000;

    const statuses = rowsOf<{ status: number; n: number }>(await db.execute(sql`select status, count(*)::int as n from bookings where book_no >= ${firstBookNo} group by status order by status desc`));
    console.log(`\nbooking soak on PostgreSQL: ${done} operations in ${rounds} rounds of ${ROUND}, ${WORKERS} concurrent workers, ${MEMBERS} members, ${rooms.length} rooms x ${WINDOW_NIGHTS} nights`);
    console.log(`seed ${((seeded - started) / 1000).toFixed(1)} s; operations ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)} ops/s); invariant checked on ${cellsChecked} room-nights, no failure`);
    console.log('\n| outcome | count |\n|---|---:|');
    for (const [what, n] of [...outcomes].sort()) console.log(`| ${what} | ${n} |`);
    console.log('\n| final status | bookings |\n|---|---:|');
    for (const s of statuses) console.log(`| ${s.status} | ${s.n} |`);
  } finally {
    await handle.close();
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
