import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { ADMIN_PARTNER_MESSAGES, type AdminPartnerUser, type AdminPartnerUserCreate } from '@minda/contracts/admin-partners';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/users.ts';
import { recordAudit, type AuditActor } from '../../platform/audit.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { sessionsEnded } from '../../platform/live-sessions.ts';
import { hashPassword } from '../../platform/passwords.ts';
import { revokeSessionsOf } from '../../platform/session.ts';
import { businessLabel, businessOf } from './partners.service.ts';

/**
 * A partner's logins to the manager screens (issue 57, "partner users"): the business's own account (대표 계정, the
 * partner itself) and its staff logins (users.partner_account_id = the business). A staff login signs in as itself
 * and acts as the business (platform/auth.ts authUserOf); the audit log names the login. An operator adds staff
 * logins and turns them off and on; the owner's login goes off only with the business (거래 중지, partners.service.ts).
 */

/** The logins of a business: its own and its staff's. */
const loginsOf = (partnerId: number) => and(eq(users.role, 'partner'), or(eq(users.id, partnerId), eq(users.partnerAccountId, partnerId)));

/** `GET admin/partners/{partnerId}/users`: the owner's login first, then the staff's, oldest first. */
export async function listPartnerUsers(db: Database, partnerId: number): Promise<AdminPartnerUser[]> {
  await businessOf(db, partnerId);
  const rows = await db
    .select({
      userId: users.id,
      loginId: users.loginId,
      nickname: users.nickname,
      email: users.email,
      owner: sql<boolean>`${users.partnerAccountId} is null`,
      deactivatedAt: users.deactivatedAt,
      createdAt: users.createdAt,
      // Named in full: drizzle names a one-table select's columns bare, and a bare "id" here is the session's.
      lastLoginAt: sql<Date | null>`(select max(s.created_at) from ${sessions} s where s.user_id = "users"."id")`.mapWith(sessions.createdAt),
    })
    .from(users)
    .where(loginsOf(partnerId))
    .orderBy(sql`${users.partnerAccountId} is not null`, asc(users.createdAt), asc(users.id));
  return rows.map(({ deactivatedAt, createdAt, lastLoginAt, ...row }) => ({
    ...row,
    active: deactivatedAt === null,
    createdAt: createdAt.toISOString(),
    ...(lastLoginAt ? { lastLoginAt: lastLoginAt.toISOString() } : {}),
  }));
}

/**
 * `POST admin/partners/{partnerId}/users`: a staff login of the business, in `tx` (the idempotent route's
 * transaction); a login id any account uses is a 409. The password is never in the log.
 */
export async function addPartnerUser(tx: Database, actor: AuditActor, partnerId: number, input: AdminPartnerUserCreate): Promise<{ userId: number }> {
  const business = await businessOf(tx, partnerId, true);
  const passwordHash = await hashPassword(input.password);
  const [user] = await tx
    .insert(users)
    .values({ loginId: input.loginId, email: input.email, passwordHash, role: 'partner', nickname: input.nickname, partnerAccountId: partnerId })
    .onConflictDoNothing({ target: users.loginId })
    .returning({ id: users.id });
  if (!user) throw new AppError(409, 'CONFLICT', ADMIN_PARTNER_MESSAGES.loginIdTaken);
  await recordAudit(tx, actor, {
    action: 'partner.user_add',
    target: { type: 'partner', id: partnerId, label: businessLabel(business) },
    after: { loginId: input.loginId, nickname: input.nickname },
    metadata: { userId: user.id },
  });
  return { userId: user.id };
}

/**
 * `PATCH admin/partners/{partnerId}/users/{userId}` `{ active }`: a staff login turned off (it no longer signs in, its
 * sessions end on every instance, as an operator's do) or on again. The owner's login is the business's: 422.
 */
export async function patchPartnerUser(db: Database, actor: AuditActor, partnerId: number, userId: number, active: boolean): Promise<AdminPartnerUser> {
  await db.transaction(async (tx) => {
    const business = await businessOf(tx, partnerId, true);
    const [login] = await tx
      .select({ id: users.id, loginId: users.loginId, deactivatedAt: users.deactivatedAt })
      .from(users)
      .where(and(eq(users.id, userId), loginsOf(partnerId)))
      .for('update');
    if (!login) throw notFound(ADMIN_PARTNER_MESSAGES.userNotFound);
    if (login.id === partnerId) throw new AppError(422, 'VALIDATION_FAILED', ADMIN_PARTNER_MESSAGES.ownerCannotDeactivate);
    if (active === (login.deactivatedAt === null)) return;
    await tx.update(users).set({ deactivatedAt: active ? null : new Date() }).where(and(eq(users.id, userId), active ? undefined : isNull(users.deactivatedAt)));
    if (!active) await revokeSessionsOf(tx, userId);
    await recordAudit(tx, actor, {
      action: active ? 'partner.user_reactivate' : 'partner.user_deactivate',
      target: { type: 'partner', id: partnerId, label: businessLabel(business) },
      before: { active: !active },
      after: { active },
      metadata: { userId, loginId: login.loginId },
    });
  });
  // Committed: every instance forgets the login's sessions and closes its sockets.
  if (!active) sessionsEnded({ userId });
  const logins = await listPartnerUsers(db, partnerId);
  return logins.find((login) => login.userId === userId)!;
}
