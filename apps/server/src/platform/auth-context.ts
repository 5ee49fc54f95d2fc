import type { UserRole } from '@minda/contracts/auth';
import type { OperatorRole } from '@minda/contracts/rules/operator-roles';

/**
 * Who is calling, as the auth plugin resolved it from the bearer access token; an operator with their role.
 * `id` is the account the caller acts as: for a partner's staff login (issue 57, users.partner_account_id) the
 * partner business, so every partner route, ownership check and chat treats it as the business. `accountId` is
 * the signed-in login itself: what the audit log records, and what routes about the login (password, profile,
 * sessions, "who am I") use. The two differ only for a staff login.
 */
export type AuthUser = { id: number; accountId: number; role: UserRole; operatorRole: OperatorRole | null; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** null for visitors; set by the auth plugin before any handler runs. */
    user: AuthUser | null;
  }
}
