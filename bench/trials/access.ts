/**
 * The access trial: every operation that is not public, called by each caller with no claim on it: a visitor
 * on a signed-in route, a member or partner on an operator's route, and on a route whose path names someone's
 * booking, conversation, review or inquiry, callers with no part in it (another member, another partner,
 * the operator outside the back office). None may get a 2xx.
 *
 * Whose data a path names is written here from the seed (demo-bookings.ts, chat.ts, inquiries.ts), not read
 * from the routes' own access declarations; only the audience (who may call the route at all) is read from
 * the app (`declaredRoutes`, the same declarations platform/access-matrix.test.ts pins literally).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../apps/server/src/db/client.ts';
import { bookings } from '../../apps/server/src/db/schema/bookings.ts';
import { memberInquiries } from '../../apps/server/src/db/schema/mypage.ts';
import { reviewComments, reviews } from '../../apps/server/src/db/schema/reviews.ts';
import { stays } from '../../apps/server/src/db/schema/stays.ts';
import type { RouteAccess } from '../../apps/server/src/platform/access.ts';
import { sampleOf } from './schema-values.ts';
import { errorCode, send, urlOf, type Caller, type Operation } from './operations.ts';

/** The seeded data of the demo member and the demo partner that the trials name in paths, by parameter name. */
export type SeededIds = Record<'bookNo' | 'channelId' | 'reviewId' | 'commentId' | 'inquiryId', string>;

export async function seededIds(db: Database, member: number, partner: number): Promise<SeededIds> {
  const [booking] = await db.select({ bookNo: bookings.bookNo }).from(bookings).where(and(eq(bookings.memberId, member), eq(bookings.partnerId, partner))).orderBy(asc(bookings.bookNo)).limit(1);
  // A review of the demo partner's stay (by a seeded past guest), so the partner's reply routes have one of theirs.
  const [review] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .innerJoin(stays, eq(stays.goodsNo, reviews.goodsNo))
    .where(and(eq(stays.partnerId, partner), isNull(reviews.deletedAt)))
    .orderBy(asc(reviews.id))
    .limit(1);
  const [comment] = await db.select({ id: reviewComments.id, reviewId: reviewComments.reviewId }).from(reviewComments).orderBy(asc(reviewComments.id)).limit(1);
  const [inquiry] = await db.select({ id: memberInquiries.id }).from(memberInquiries).where(eq(memberInquiries.userId, member)).orderBy(asc(memberInquiries.id)).limit(1);
  if (!booking || !review || !inquiry) throw new Error('trials: the seed has no demo booking, review of the demo partner or inquiry');
  return { bookNo: String(booking.bookNo), channelId: 'demo-stay-booking', reviewId: String(review.id), commentId: String(comment?.id ?? 1), inquiryId: String(inquiry.id) };
}

/** Path parameters that name one account's data, by route: the seeded value each is given. */
function ownedPath(op: Operation, ids: SeededIds): Record<string, string> | null {
  const p = op.path;
  if (/\/(stay-book|admin)\/bookings\/\{bookNo\}|\/partner\/bookings\/\{bookNo\}|\/reviews\/booking\/\{bookNo\}/.test(p)) return { bookNo: ids.bookNo };
  if (p.includes('{channelId}')) return { channelId: ids.channelId };
  if (/\/reviews(\/manager)?\/\{id\}/.test(p)) return { id: ids.reviewId, commentId: ids.commentId };
  if (p.includes('/admin/inquiries/{id}') || p.includes('/admin/refunds/{id}')) return { id: ids.inquiryId };
  if (p.includes('/files/{area}/{name}')) return { area: 'chat', name: 'trial.png' };
  return null;
}

export type AccessCallers = { visitor: Caller; member: Caller; partner: Caller; admin: Caller; otherMember: Caller; otherPartner: Caller };
type Who = keyof AccessCallers;

/** Callers with no claim on `op`: those outside its audience, and on a path naming someone's data, strangers to it. */
function strangers(audience: RouteAccess['audience'], namesData: boolean): Who[] {
  if (audience === 'public') return [];
  const outside: Who[] = audience === 'admin' ? ['visitor', 'member', 'partner', 'otherMember', 'otherPartner'] : audience === 'partner' ? ['visitor', 'member', 'otherMember', 'admin'] : ['visitor'];
  if (!namesData || audience === 'admin') return outside;
  // The demo member's and demo partner's data: another member, another partner and the operator outside the back office.
  return [...new Set<Who>([...outside, 'otherMember', 'otherPartner', 'admin'])];
}

export type AccessFinding = { method: string; path: string; caller: Who; status: number; body: string };
export type AccessReport = {
  operations: number;
  public: number;
  notJudged: string[];
  tried: number;
  refused: Record<string, number>;
  /** Refusals by the contract (400) before the access check ran: no evidence either way about access. */
  refusedByContract: string[];
  allowed: AccessFinding[];
};

const fastifyPattern = (openApiPath: string) => openApiPath.replace(/\{(\w+)\}/g, ':$1');

export async function accessTrial(app: FastifyInstance, ops: Operation[], callers: AccessCallers, ids: SeededIds): Promise<AccessReport> {
  const declared = new Map(app.declaredRoutes().map((r) => [`${r.method} ${r.url}`, r.access]));
  const report: AccessReport = { operations: ops.length, public: 0, notJudged: [], tried: 0, refused: {}, refusedByContract: [], allowed: [] };
  for (const op of ops) {
    const access = declared.get(`${op.method} ${fastifyPattern(op.path)}`);
    if (!access) throw new Error(`trials: ${op.method} ${op.path} has no declared access`);
    if (access.audience === 'public') {
      report.public += 1;
      continue;
    }
    const owned = ownedPath(op, ids);
    if (op.pathParams.length && !owned) report.notJudged.push(`${op.method} ${op.path} (names no one's data: only callers outside ${access.audience} tried)`);
    const path = owned ?? {};
    const query: [string, string][] = op.query.filter((q) => q.required).map((q) => [q.name, encodeURIComponent(String(sampleOf(q.schema)))]);
    const body = op.body ? { payload: JSON.stringify(sampleOf(op.body)), contentType: 'application/json' } : {};
    for (const who of strangers(access.audience, owned !== null)) {
      report.tried += 1;
      const res = await send(app, callers[who], { method: op.method, url: urlOf(op, path, query), ...body });
      if (res.statusCode >= 200 && res.statusCode < 300) {
        report.allowed.push({ method: op.method, path: op.path, caller: who, status: res.statusCode, body: res.body.slice(0, 160) });
        continue;
      }
      const key = `${res.statusCode} ${errorCode(res)}`;
      report.refused[key] = (report.refused[key] ?? 0) + 1;
      if (res.statusCode === 400) report.refusedByContract.push(`${op.method} ${op.path} as ${who}`);
    }
  }
  return report;
}
