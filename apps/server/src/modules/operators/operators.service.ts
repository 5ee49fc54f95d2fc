import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  OPERATOR_MESSAGES,
  type Operator,
  type OperatorCreate,
  type OperatorListQuery,
  type OperatorPage,
  type OperatorPatch,
  type OperatorSession,
  type SignedInOperator,
} from '@minda/contracts/admin-operators';
import { OPERATOR_ROLE_LABELS, permissionsOf } from '@minda/contracts/rules/operator-roles';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { typedSearch } from '../../platform/list-page.ts';
import { sessionsEnded } from '../../platform/live-sessions.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { findLiveSession, revokeSessionsOf } from '../../platform/session.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../platform/sql.ts';
import { hasSecondFactor } from './second-factor.ts';

/** The back office login's second step (the auth module asks it). */
export { checkSecondFactorAtLogin } from './second-factor.ts';

/**
 * The back office's operators (issue 57): admin accounts with one role each (contracts rules/operator-roles.ts).
 * A super operator creates them, changes their role and takes them out of the back office; each change is in
 * the audit log, and a role or a deactivation takes effect on the operator's live sessions at once.
 */

export const OPERATOR_PAGE_SIZE = 20;

type OperatorRow = Pick<typeof users.$inferSelect, 'id' | 'loginId' | 'nickname' | 'operatorRole' | 'createdAt' | 'deactivatedAt'>;
const operatorColumns = { id: users.id, loginId: users.loginId, nickname: users.nickname, operatorRole: users.operatorRole, createdAt: users.createdAt, deactivatedAt: users.deactivatedAt };

function toOperator(row: OperatorRow): Operator {
  const role = row.operatorRole!;
  return {
    id: row.id,
    loginId: row.loginId,
    nickname: row.nickname,
    role,
    roleLabel: OPERATOR_ROLE_LABELS[role],
    active: row.deactivatedAt === null,
    createdAt: row.createdAt.toISOString(),
    deactivatedAt: row.deactivatedAt?.toISOString() ?? null,
  };
}

/** The signed-in operator and what their role lets them do. */
export async function signedInOperator(db: Database, operatorId: number): Promise<SignedInOperator> {
  const [row] = await db.select(operatorColumns).from(users).where(eq(users.id, operatorId)).limit(1);
  // The session was live a moment ago: an account gone since is signed out.
  if (!row?.operatorRole) throw new AppError(401, 'REQUIRE_LOGIN', '로그인 후 이용할 수 있습니다.');
  return {
    id: row.id,
    loginId: row.loginId,
    nickname: row.nickname,
    role: row.operatorRole,
    roleLabel: OPERATOR_ROLE_LABELS[row.operatorRole],
    permissions: [...permissionsOf(row.operatorRole)],
    secondFactor: await hasSecondFactor(db, operatorId),
  };
}

/** `GET admin/users`: operators by role, state and a search of the id or name; active first, then the newest. */
export async function listOperators(db: Database, query: OperatorListQuery): Promise<OperatorPage> {
  const where: SQL[] = [eq(users.role, 'admin')];
  if (query.role) where.push(eq(users.operatorRole, query.role));
  if (query.status) where.push(query.status === 'active' ? isNull(users.deactivatedAt) : isNotNull(users.deactivatedAt));
  if (query.q) where.push(typedSearch(query.q, [users.loginId, users.nickname]));
  const filter = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select(operatorColumns)
      .from(users)
      .where(filter)
      .orderBy(sql`${users.deactivatedAt} is not null`, desc(users.createdAt), desc(users.id))
      .limit(OPERATOR_PAGE_SIZE)
      .offset((query.page - 1) * OPERATOR_PAGE_SIZE),
    db.select({ n: count() }).from(users).where(filter),
  ]);
  const totalElements = total?.n ?? 0;
  const totalPages = Math.ceil(totalElements / OPERATOR_PAGE_SIZE);
  return { content: rows.map(toOperator), number: query.page - 1, size: OPERATOR_PAGE_SIZE, totalElements, totalPages, last: query.page >= totalPages };
}

/** `POST admin/users`: a new operator; a login id already used by any account is a 409. */
export async function createOperator(db: Database, actor: AuditActor, input: OperatorCreate): Promise<Operator> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({ loginId: input.loginId, email: `${input.loginId}@operators.invalid`, passwordHash, role: 'admin', operatorRole: input.role, nickname: input.nickname })
        .returning(operatorColumns);
      await recordAudit(tx, actor, {
        action: 'operator.create',
        target: { type: 'operator', id: row!.id, label: `${input.nickname} (${input.loginId})` },
        after: { role: OPERATOR_ROLE_LABELS[input.role] },
      });
      return toOperator(row!);
    });
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw new AppError(409, 'CONFLICT', OPERATOR_MESSAGES.loginIdTaken);
    throw error;
  }
}

/**
 * `PATCH admin/users/{id}`: a new role, or out of (with the reason) or back into the back office. The last
 * active super operator can neither lose the role nor be deactivated: someone must be able to manage operators.
 * The operator's live sessions read the change at once; a deactivation ends them.
 */
export async function patchOperator(db: Database, actor: AuditActor, id: number, patch: OperatorPatch): Promise<Operator> {
  const updated = await db.transaction(async (tx) => {
    // Locked in id order with every other super, so two demotions at once cannot both pass the last-super check.
    const supers = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), eq(users.operatorRole, 'super'), isNull(users.deactivatedAt)))
      .orderBy(users.id)
      .for('update');
    const [before] = await tx.select(operatorColumns).from(users).where(and(eq(users.id, id), eq(users.role, 'admin'))).for('update');
    if (!before) throw notFound(OPERATOR_MESSAGES.notFound);
    const wasActiveSuper = supers.some((s) => s.id === id);
    const losesSuper = wasActiveSuper && (('role' in patch && patch.role !== 'super') || ('active' in patch && !patch.active));
    if (losesSuper && supers.length === 1) throw new AppError(409, 'CONFLICT', OPERATOR_MESSAGES.lastSuper);

    const target = { type: 'operator' as const, id, label: `${before.nickname} (${before.loginId})` };
    if ('role' in patch) {
      const [row] = await tx.update(users).set({ operatorRole: patch.role }).where(eq(users.id, id)).returning(operatorColumns);
      await recordAudit(tx, actor, { action: 'operator.role', target, before: { role: OPERATOR_ROLE_LABELS[before.operatorRole!] }, after: { role: OPERATOR_ROLE_LABELS[patch.role] } });
      return row!;
    }
    if (patch.active) {
      const [row] = await tx.update(users).set({ deactivatedAt: null }).where(eq(users.id, id)).returning(operatorColumns);
      if (before.deactivatedAt) await recordAudit(tx, actor, { action: 'operator.reactivate', target, before: { active: false }, after: { active: true } });
      return row!;
    }
    const [row] = await tx.update(users).set({ deactivatedAt: before.deactivatedAt ?? new Date() }).where(eq(users.id, id)).returning(operatorColumns);
    if (!before.deactivatedAt) {
      await revokeSessionsOf(tx, id);
      await recordAudit(tx, actor, { action: 'operator.deactivate', target, before: { active: true }, after: { active: false }, reason: patch.reason });
    }
    return row!;
  });
  // Committed: every instance reads the operator's sessions again (the new role, or none left).
  sessionsEnded({ userId: id });
  return toOperator(updated);
}

/** `POST admin/auth/session/refresh`: when the caller's session ends idle, and at the latest (`maxMs` after the login). */
export async function operatorSession(db: Database, sessionId: string, maxMs: number): Promise<OperatorSession> {
  const session = await findLiveSession(db, sessionId);
  // The access hook found it live a moment ago; gone since, it is the login's to ask for again.
  if (!session) throw new AppError(401, 'REQUIRE_LOGIN', '다시 로그인해 주세요.');
  return { expiresAt: session.expiresAt.toISOString(), endsAt: new Date(session.createdAt.getTime() + maxMs).toISOString() };
}
