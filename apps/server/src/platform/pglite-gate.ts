import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '@minda/contracts/paths';
import type { Database } from '../db/client.ts';
import { errorBody } from './errors.ts';

/**
 * A fair queue in front of the embedded database (decision 031). PGlite runs one query at a time: with 50
 * requests in flight their queries interleave, each request waits behind every other's queries at every
 * step, and the slowest ones take seconds. Here at most MAX_ACTIVE API requests run at once (cached public
 * answers are sent before this hook and never wait); the rest wait in arrival order, and one that has waited
 * MAX_WAIT_MS is answered 503 with Retry-After instead of being kept waiting without end.
 * PostgreSQL serves queries in parallel: the gate is not installed there.
 */

const MAX_ACTIVE = 2;
const MAX_WAIT_MS = 3000;
const RETRY_AFTER_SECONDS = 2;
export const BUSY_MESSAGE = '지금 이용자가 많아 처리하지 못했습니다. 잠시 후 다시 시도해 주세요.';

/** Whether `db` is the embedded PGlite (one query at a time) rather than a PostgreSQL pool. */
export const servesOneQueryAtATime = (db: Database): boolean => (db as unknown as { $client?: unknown }).$client instanceof PGlite;

type Ticket = { enqueuedAt: number; timer?: NodeJS.Timeout; resolve: (admitted: boolean) => void };

export class FairGate {
  private active = 0;
  private readonly waiting: Ticket[] = [];

  constructor(
    private readonly maxActive: number,
    private readonly maxWaitMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Resolves true once admitted, false when it waited maxWaitMs (it then holds nothing). */
  acquire(): Promise<boolean> {
    if (this.active < this.maxActive) {
      this.active++;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const ticket: Ticket = { enqueuedAt: this.now(), resolve };
      ticket.timer = setTimeout(() => {
        const at = this.waiting.indexOf(ticket);
        if (at < 0) return;
        this.waiting.splice(at, 1);
        resolve(false);
      }, this.maxWaitMs);
      this.waiting.push(ticket);
    });
  }

  release(): void {
    this.turnAwayExpired();
    // The freed slot is handed on, or given up, in the next turn of the loop (setImmediate), never in this one:
    // a turn runs at most maxActive callers' database work, and between turns the server accepts connections,
    // reads new requests (cached ones are answered then) and runs timers. Freed at once, the callers read in one
    // turn ran back to back (50 of them: half a second), and Node accepts about one new connection a turn, so
    // the last of 50 browsers connecting at once waited seconds before the server read its request at all.
    setImmediate(() => {
      this.turnAwayExpired();
      const next = this.waiting.shift();
      if (!next) {
        this.active--;
        return;
      }
      clearTimeout(next.timer);
      next.resolve(true);
    });
  }

  /**
   * PGlite runs its queries synchronously and resolves them in microtasks: under load the requests in line follow
   * one another without the event loop ever turning, so their wait timers cannot fire. The deadline is checked by
   * the clock too, whenever a slot is freed.
   */
  private turnAwayExpired(): void {
    while (this.waiting[0] && this.now() - this.waiting[0].enqueuedAt >= this.maxWaitMs) {
      const expired = this.waiting.shift()!;
      clearTimeout(expired.timer);
      expired.resolve(false);
    }
  }
}

async function pgliteGatePlugin(app: FastifyInstance, opts: { maxActive?: number; maxWaitMs?: number }) {
  const maxWaitMs = opts.maxWaitMs ?? MAX_WAIT_MS;
  const gate = new FairGate(opts.maxActive ?? MAX_ACTIVE, maxWaitMs);
  app.addHook('preHandler', async (request, reply) => {
    if (reply.sent || !request.url.startsWith(`${API_PREFIX}/`)) return;
    // Heard from the start: a caller that goes away while it waits in line (a browser leaving the page) closes
    // before its turn, and a listener added only once it is admitted would never hear it. Its slot would then be
    // held for good, and with every slot so lost each later call waits out maxWaitMs and is answered 503.
    let held = false;
    let gone = false;
    reply.raw.once('close', () => {
      gone = true;
      if (held) gate.release();
    });
    // A request's PGlite work runs to its end without yielding (synchronous queries resolved in microtasks),
    // so the others would wait unread in their sockets, unseen by this queue and served in no order (some
    // starved past a client's timeout). Waiting for the loop's check phase first lets this poll phase read
    // every request that has arrived: they line up in arrival order, and the deadline counts from arrival.
    await new Promise((resolve) => setImmediate(resolve));
    const admitted = reply.elapsedTime < maxWaitMs && (await gate.acquire());
    // One that left while waiting hands its slot straight on; its answer reaches no one.
    if (admitted && gone) gate.release();
    if (!admitted || gone) {
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .type('application/json; charset=utf-8')
        .send(errorBody('RATE_LIMITED', BUSY_MESSAGE));
    }
    // 'close' comes once the answer is sent or the client went away: either way the slot is free again.
    held = true;
  });
}

export default fp(pgliteGatePlugin, { name: 'pglite-gate' });
