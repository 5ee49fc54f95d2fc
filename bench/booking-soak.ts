/**
 * Booking soak (issue 9 "Proof"): many members booking a few contended rooms at once, interleaved at random
 * with partner accepts and declines, real payments through the test gateway (approved, declined, "charged but
 * our call timed out" settled by the inquiry job, not charged at all, and a card whose refunds are refused),
 * cancellations of unpaid and paid bookings by the guest (the schedule's refund), the partner (-89) and the
 * operator (-99), the refund job, operator retries of failed refunds, and the deadline sweeps, on a clock that
 * moves 36 hours a round so the refund schedule's bands and the deadlines pass during the soak.
 *
 * After every round: no night below zero and, per room-night, units free plus units held by active soak
 * bookings equal what was free before; every booking's refund is what its schedule (or the full refund of a
 * partner's or operator's cancel) gives for its cancellation time; no booking has two approved payments;
 * the test gateway's trades agree with our payments. At the end the jobs drain, failed refunds are retried
 * once, and every refund must be completed (or failed, counted).
 *
 * Runs on PostgreSQL, in a fresh database it creates and drops:
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:booking-soak
 * SOAK_OPS (default 10000), SOAK_ROUND (ops per round, 500), SOAK_WORKERS (concurrent members, 12).
 */
import { sql } from 'drizzle-orm';
import { PaymentReturnSchema } from '@minda/contracts/bookings';
import { ACTIVE_BOOKING_STATUSES, BOOKING_STATUS, refundOn, refundSchedule, type RefundBand } from '@minda/contracts/rules/bookings';
import { shiftDay } from '@minda/contracts/rules/search-widget';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { users } from '../apps/server/src/db/schema/users.ts';
import { seedCatalogue } from '../apps/server/src/db/seed/seed-catalogue.ts';
import { actOnRefund, cancelByOperator } from '../apps/server/src/modules/bookings/admin-bookings.service.ts';
import {
  cancelByGuest,
  completeBookingPayment,
  dayAt,
  definePaymentJobs,
  registerBookingPayment,
  takeWindowReturn,
  type PaymentDeps,
} from '../apps/server/src/modules/bookings/booking-payments.service.ts';
import { preBookStay } from '../apps/server/src/modules/bookings/bookings.service.ts';
import { acceptBooking, cancelByPartner, declineBooking, SWEEPS, sweepOverdue } from '../apps/server/src/modules/bookings/partner-bookings.service.ts';
import { accountActor } from '../apps/server/src/platform/audit.ts';
import { AppError } from '../apps/server/src/platform/errors.ts';
import { createJobs } from '../apps/server/src/platform/jobs.ts';
import { createTestGateway, TEST_CARDS, type TestCardBehaviour } from '../apps/server/src/platform/payments/test-gateway.ts';
import { rowsOf } from '../apps/server/src/platform/sql.ts';
import { freshPostgres } from './fresh-postgres.ts';

const TOTAL_OPS = Number(process.env.SOAK_OPS ?? 10_000);
const ROUND = Number(process.env.SOAK_ROUND ?? 500);
const WORKERS = Number(process.env.SOAK_WORKERS ?? 12);
const MEMBERS = 60;
/** Nights of the contended window: 38 days ahead, so the clock crosses the 30-, 15- and 8-day refund bands. */
const WINDOW_START = 38;
const WINDOW_NIGHTS = 6;
/** The virtual clock moves this far per round: deadlines (24 h) pass between rounds, refund bands over the soak. */
const ROUND_HOURS = 36;

/** How members pay: mostly approved; some declined, charged-but-unanswered, not charged, refund-refusing. */
const CARD_MIX: readonly [TestCardBehaviour, number][] = [
  ['approve', 0.75],
  ['decline', 0.1],
  ['timeout', 0.08],
  ['lost', 0.04],
  ['refuseRefunds', 0.03],
];

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

type Failures = Map<string, number>;
const fail = (failures: Failures, kind: string) => failures.set(kind, (failures.get(kind) ?? 0) + 1);

type MoneyRow = {
  bookNo: number;
  status: number;
  deposit: number;
  startDate: string;
  refundPolicy: RefundBand[];
  timeZone: string;
  approved: number;
  paid: number;
  cancelledAtGateway: number;
  refundAmount: number | null;
  refundStatus: 'requested' | 'completed' | 'failed' | null;
  refundNote: string | null;
  /** The guest cancelled a confirmed booking (9 -> -19 or -59); else any payment approved meanwhile goes back in full. */
  paidBeforeCancel: boolean;
};

/**
 * The money of every soak booking against the rules, and our payments against the test gateway's trades.
 * `cancelledAt` is the virtual time of each guest cancellation (the schedule is read on that day).
 */
async function checkMoney(db: Database, firstBookNo: number, cancelledAt: ReadonlyMap<number, Date>, failures: Failures): Promise<{ bookings: number; trades: number }> {
  const rows = rowsOf<MoneyRow>(
    await db.execute(sql`
      select b.book_no as "bookNo", b.status, b.deposit, to_char(b.start_date, 'YYYY-MM-DD') as "startDate", b.refund_policy as "refundPolicy",
        c.time_zone as "timeZone",
        (select count(*)::int from payments p where p.book_no = b.book_no and p.approved_at is not null) as approved,
        coalesce((select sum(p.amount)::int from payments p where p.book_no = b.book_no and p.approved_at is not null), 0) as paid,
        coalesce((select sum(p.cancelled_amount)::int from payments p where p.book_no = b.book_no and p.approved_at is not null), 0) as "cancelledAtGateway",
        r.amount as "refundAmount", r.status as "refundStatus", r.note as "refundNote",
        exists (select 1 from booking_history h where h.book_no = b.book_no and h.actor = 'guest' and h.from_status = ${BOOKING_STATUS.confirmed}
          and h.to_status in (${BOOKING_STATUS.cancelledByGuest}, ${BOOKING_STATUS.refundRequested})) as "paidBeforeCancel"
      from bookings b join stays s on s.goods_no = b.goods_no join cities c on c.code = s.city_code
      left join refunds r on r.book_no = b.book_no
      where b.book_no >= ${firstBookNo}`),
  );
  const S = BOOKING_STATUS;
  for (const b of rows) {
    if (b.approved > 1) fail(failures, 'payment approved twice');
    let expected: number | null;
    switch (b.status) {
      case S.requested:
      case S.awaitingPayment:
      case S.paymentPending:
        expected = null;
        if (b.paid > 0 && b.status !== S.paymentPending) fail(failures, 'paid but not confirmed');
        break;
      case S.confirmed:
        expected = null;
        if (b.paid !== b.deposit) fail(failures, 'confirmed without its deposit paid');
        break;
      case S.cancelledByGuest:
      case S.refundRequested:
      case S.refundCompleted: {
        const at = cancelledAt.get(b.bookNo);
        if (b.paid === 0) expected = null;
        // Cancelled before it was confirmed, while a payment was under way: that payment goes back in full (confirmPaid).
        else if (!b.paidBeforeCancel) expected = b.paid;
        else if (!at) {
          fail(failures, 'guest cancellation time unknown');
          continue;
        } else {
          const row = refundOn(refundSchedule(b.refundPolicy, b.startDate, b.deposit), dayAt(at, b.timeZone));
          expected = Math.min(row?.refund ?? 0, b.paid) || null;
        }
        break;
      }
      default:
        // Declined, expired, no-show, partner's and operator's cancels: whatever was paid goes back in full.
        expected = b.paid > 0 ? b.paid : null;
    }
    if ((b.refundAmount ?? null) !== expected) {
      fail(failures, 'refund differs from the schedule');
      if (process.env.SOAK_DEBUG) console.log('refund differs', { bookNo: b.bookNo, status: b.status, paid: b.paid, refund: b.refundAmount, expected, cancelledAt: cancelledAt.get(b.bookNo) });
    }
    if (b.status === S.refundCompleted && b.refundStatus !== 'completed') fail(failures, '-69 without a completed refund');
    if (b.status === S.refundRequested && b.refundStatus === 'completed') fail(failures, 'refund completed, booking still -59');
    // Refunded through the gateway: the provider gave back exactly the refund (a manual one gives back nothing there).
    if (b.refundStatus === 'completed' && b.refundNote === null && b.cancelledAtGateway !== b.refundAmount) fail(failures, 'gateway refund differs from the refund');
    if (b.refundStatus !== 'completed' && b.cancelledAtGateway !== 0) fail(failures, 'gateway refunded before the refund completed');
  }

  const trades = rowsOf<{ orderId: string; ours: number; theirs: number; approvedHere: boolean; paymentStatus: string; tradeStatus: string; ourCancelled: number; theirCancelled: number }>(
    await db.execute(sql`
      select p.order_id as "orderId", p.amount as ours, t.amount as theirs, p.approved_at is not null as "approvedHere", p.status::text as "paymentStatus",
        t.status::text as "tradeStatus", p.cancelled_amount as "ourCancelled", t.cancelled_amount as "theirCancelled"
      from payments p join test_gateway_trades t on t.order_id = p.order_id
      where p.book_no >= ${firstBookNo}`),
  );
  for (const t of trades) {
    if (t.ours !== t.theirs) fail(failures, 'trade amount differs');
    // A charge whose answer was lost stays unknown here until the inquiry: that is the design, not a failure.
    if (t.approvedHere !== (t.tradeStatus === 'approved') && t.paymentStatus !== 'unknown') fail(failures, 'trade and payment disagree on approval');
    if (t.ourCancelled !== t.theirCancelled) fail(failures, 'trade and payment disagree on the refunded amount');
  }
  return { bookings: rows.length, trades: trades.length };
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

    const gateway = createTestGateway(db, 'booking-soak-secret-0123456789abcdef');
    const jobErrors = new Map<string, number>();
    const countJobError = (obj: unknown) => {
      const job = String((obj as { job?: string }).job);
      jobErrors.set(job, (jobErrors.get(job) ?? 0) + 1);
    };
    const jobs = createJobs(db, { error: countJobError } as Parameters<typeof createJobs>[1]);
    const deps = (on: Database = db): PaymentDeps => ({ db: on, gateway, jobs, publicBaseUrl: 'http://soak.invalid' });
    definePaymentJobs(jobs, deps, () => {});

    const rooms = await pickRooms(db);
    const members = (
      await db
        .insert(users)
        .values(Array.from({ length: MEMBERS }, (_, i) => ({ loginId: `soak${i}`, email: `soak${i}@example.com`, passwordHash: '-', nickname: `부하${i}` })))
        .returning({ id: users.id })
    ).map((u) => u.id);
    const [operator] = rowsOf<{ id: number }>(await db.execute(sql`select id from users where role = 'admin' order by id limit 1`));
    if (!operator) throw new Error('the seed has no admin account');
    const today = new Date().toISOString().slice(0, 10);
    const nights = Array.from({ length: WINDOW_NIGHTS }, (_, i) => shiftDay(today, WINDOW_START + i));
    const before = await freeUnits(db, rooms, nights);
    const [{ next }] = rowsOf<{ next: number }>(await db.execute(sql`select coalesce(max(book_no), 260000)::int + 1 as next from bookings`)) as [{ next: number }];
    const firstBookNo = next;

    const random = rng(Number(process.env.SOAK_SEED ?? 9));
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const outcomes = new Map<string, number>();
    const count = (what: string, n = 1) => outcomes.set(what, (outcomes.get(what) ?? 0) + n);
    const failures: Failures = new Map();
    const cancelledAt = new Map<number, Date>();
    let clock = Date.now();

    const bookNosIn = async (statuses: readonly number[]) =>
      rowsOf<{ bookNo: number; memberId: number; partnerId: number }>(
        await db.execute(sql`select book_no as "bookNo", member_id as "memberId", partner_id as "partnerId" from bookings
          where book_no >= ${firstBookNo} and status in ${sql.raw(`(${statuses.join(',')})`)} order by random() limit 20`),
      );

    function card(): string {
      let roll = random();
      for (const [behaviour, share] of CARD_MIX) {
        roll -= share;
        if (roll < 0) return TEST_CARDS.find((c) => c.behaviour === behaviour)!.number;
      }
      return TEST_CARDS[0]!.number;
    }

    /** A member pays as the browser does: register, the window with a test card, the return, then the PUT. */
    async function pay(now: Date): Promise<void> {
      const [b] = await bookNosIn([BOOKING_STATUS.awaitingPayment]);
      if (!b) return void count('pay: nothing payable');
      const registration = await registerBookingPayment(deps(), b.memberId, b.bookNo, 'pc', now);
      const paid = await gateway.window.pay(registration.fields.tradeId!, card());
      if (!paid || 'error' in paid) throw new Error(`the test window refused a test card: ${JSON.stringify(paid)}`);
      const back = new URL(paid.redirect, 'http://soak.invalid');
      await takeWindowReturn(db, PaymentReturnSchema.parse({ ...Object.fromEntries(back.searchParams), device: 'pc' }));
      try {
        const done = await completeBookingPayment(deps(), b.memberId, b.bookNo, registration.orderId);
        count(done.httpStatus === 200 ? 'pay: confirmed (9)' : 'pay: unknown, inquiry queued (-9)');
      } catch (error) {
        if (error instanceof AppError && error.code === 'PAYMENT_DECLINED') return void count('pay: declined');
        throw error;
      }
    }

    /** One random operation; refusals the rules give (sold out, illegal transition) are outcomes, not failures. */
    async function operate(now: Date): Promise<void> {
      const roll = random();
      try {
        if (roll < 0.34) {
          const room = pick(rooms);
          const from = Math.floor(random() * (WINDOW_NIGHTS - 1));
          const length = 1 + Math.floor(random() * Math.min(3, WINDOW_NIGHTS - from));
          const request = { goodsNo: room.goodsNo, roomId: room.roomId, checkInAt: nights[from]!, checkOutAt: shiftDay(nights[from]!, length), adults: 1 + Math.floor(random() * 2), children: [], guest: GUEST };
          await db.transaction((tx) => preBookStay(tx, pick(members), request, now));
          count('pre-booking: held');
        } else if (roll < 0.42) {
          const [b] = await bookNosIn([BOOKING_STATUS.requested]);
          if (!b) return void count('accept: nothing to answer');
          await acceptBooking(db, accountActor('partner', b.partnerId, 'partner'), b.bookNo, now);
          count('partner: accepted');
        } else if (roll < 0.45) {
          const [b] = await bookNosIn([BOOKING_STATUS.requested]);
          if (!b) return void count('decline: nothing to answer');
          await declineBooking(db, accountActor('partner', b.partnerId, 'partner'), b.bookNo, random() < 0.5 ? 'unavailable' : 'double_booking');
          count('partner: declined');
        } else if (roll < 0.5) {
          const [b] = await bookNosIn([BOOKING_STATUS.requested, BOOKING_STATUS.awaitingPayment]);
          if (!b) return void count('cancel: nothing unpaid');
          const result = await db.transaction((tx) => cancelByGuest(tx, jobs, b.memberId, b.bookNo, '일정 변경', now));
          // Paid meanwhile, it is cancelled as a paid booking (the schedule's refund), decided on the locked row.
          cancelledAt.set(b.bookNo, now);
          count(result.status === BOOKING_STATUS.refundRequested ? 'guest: cancelled, found paid meanwhile (-59)' : 'guest: cancelled unpaid');
        } else if (roll < 0.75) {
          await pay(now);
        } else if (roll < 0.85) {
          const [b] = await bookNosIn([BOOKING_STATUS.confirmed]);
          if (!b) return void count('cancel: nothing paid');
          const result = await db.transaction((tx) => cancelByGuest(tx, jobs, b.memberId, b.bookNo, '일정 변경', now));
          cancelledAt.set(b.bookNo, now);
          count(result.refund > 0 ? 'guest: cancelled paid, refund requested (-59)' : 'guest: cancelled paid, nothing back (-19)');
        } else if (roll < 0.89) {
          const [b] = await bookNosIn([BOOKING_STATUS.confirmed]);
          if (!b) return void count('cancel: nothing paid');
          await cancelByPartner(db, jobs, accountActor('partner', b.partnerId, 'partner'), b.bookNo, '숙소 사정');
          count('partner: cancelled paid (-89)');
        } else if (roll < 0.93) {
          const [b] = await bookNosIn(ACTIVE_BOOKING_STATUSES);
          if (!b) return void count('operator cancel: nothing active');
          await db.transaction((tx) => cancelByOperator(tx, jobs, accountActor('admin', operator!.id, 'super'), b.bookNo, '운영 정책'));
          count('operator: cancelled (-99)');
        } else if (roll < 0.96) {
          const failed = rowsOf<{ id: number }>(await db.execute(sql`select id from refunds where status = 'failed' and book_no >= ${firstBookNo} order by random() limit 1`));
          if (!failed[0]) return void count('operator retry: no failed refund');
          await db.transaction((tx) => actOnRefund(tx, jobs, accountActor('admin', operator!.id, 'super'), failed[0]!.id, { action: 'retry' }));
          count('operator: retried a failed refund');
        } else {
          const moved = (await sweepOverdue(db, SWEEPS.depositDeadline, now)) + (await sweepOverdue(db, SWEEPS.acceptDeadline, now));
          count('sweeps: run');
          count('sweeps: bookings moved', moved);
        }
      } catch (error) {
        if (error instanceof AppError && error.statusCode < 500) return void count(`refused: ${error.code} ${error.statusCode}`);
        throw error;
      }
    }

    let done = 0;
    let rounds = 0;
    let cellsChecked = 0;
    let moneyChecked = 0;
    let tradesChecked = 0;
    const opsStarted = Date.now();
    const checkRound = async (label: string) => {
      const [free, held, mismatched, money] = await Promise.all([freeUnits(db, rooms, nights), heldUnits(db, firstBookNo), heldMatchesStatus(db, firstBookNo), checkMoney(db, firstBookNo, cancelledAt, failures)]);
      for (const [key, initial] of before) {
        const f = free.get(key) ?? 0;
        const h = held.get(key) ?? 0;
        if (f < 0) fail(failures, 'night oversold');
        if (f + h !== initial) fail(failures, `free + held != capacity (${label})`);
        cellsChecked += 1;
      }
      if (mismatched !== 0) fail(failures, 'items held by ended bookings or released by active ones');
      moneyChecked += money.bookings;
      tradesChecked += money.trades;
    };
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
      // The job runner's turn: refunds, inquiries, their retries (due on the virtual clock).
      count('jobs: ran', await jobs.tick({ now }));
      clock += ROUND_HOURS * 3_600_000;
      await checkRound(`round ${rounds}`);
    }
    const seconds = (Date.now() - opsStarted) / 1000;

    // Drain: let every retry come due, give failed refunds one operator retry, drain again.
    for (let i = 0; i < 12; i++) count('jobs: ran (drain)', await jobs.tick({ now: new Date((clock += 3_600_000)) }));
    const failedBefore = rowsOf<{ id: number }>(await db.execute(sql`select id from refunds where status = 'failed' and book_no >= ${firstBookNo}`));
    for (const { id } of failedBefore) await db.transaction((tx) => actOnRefund(tx, jobs, accountActor('admin', operator.id, 'super'), id, { action: 'retry' }));
    count('operator: retried at the end', failedBefore.length);
    for (let i = 0; i < 12; i++) count('jobs: ran (drain)', await jobs.tick({ now: new Date((clock += 3_600_000)) }));
    await checkRound('after the drain');
    const refundsLeft = rowsOf<{ status: string; n: number }>(await db.execute(sql`select status::text, count(*)::int as n from refunds r where r.book_no >= ${firstBookNo} group by 1 order by 1`));
    for (const r of refundsLeft) if (r.status === 'requested') fail(failures, 'refund never finished');
    const stuck = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from bookings b join refunds r on r.book_no = b.book_no where b.status = ${BOOKING_STATUS.refundRequested} and r.status <> 'failed' and b.book_no >= ${firstBookNo}`));
    if ((stuck[0]?.n ?? 0) > 0) fail(failures, 'refund requested, booking never reached -69');

    const statuses = rowsOf<{ status: number; n: number }>(await db.execute(sql`select status, count(*)::int as n from bookings where book_no >= ${firstBookNo} group by status order by status desc`));
    console.log(`\nbooking soak on PostgreSQL: ${done} operations in ${rounds} rounds of ${ROUND}, ${WORKERS} concurrent workers, ${MEMBERS} members, ${rooms.length} rooms x ${WINDOW_NIGHTS} nights, clock +${ROUND_HOURS} h a round`);
    console.log(`seed ${((seeded - started) / 1000).toFixed(1)} s; operations ${seconds.toFixed(1)} s (${(done / seconds).toFixed(0)} ops/s)`);
    console.log(`checked after each round: ${cellsChecked} room-nights, ${moneyChecked} booking money checks, ${tradesChecked} gateway trades`);
    console.log('\n| outcome | count |\n|---|---:|');
    for (const [what, n] of [...outcomes].sort()) console.log(`| ${what} | ${n} |`);
    console.log('\n| final status | bookings |\n|---|---:|');
    for (const s of statuses) console.log(`| ${s.status} | ${s.n} |`);
    console.log('\n| refund status at the end | refunds |\n|---|---:|');
    for (const r of refundsLeft) console.log(`| ${r.status} | ${r.n} |`);
    console.log('\n| job errors (retried or failed) | count |\n|---|---:|');
    for (const [job, n] of jobErrors) console.log(`| ${job} | ${n} |`);
    console.log(`\nfailures: ${failures.size === 0 ? 'none' : ''}`);
    for (const [kind, n] of failures) console.log(`- ${kind}: ${n}`);
    if (failures.size > 0) process.exitCode = 1;
  } finally {
    await handle.close();
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
