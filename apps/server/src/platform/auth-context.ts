import type { UserRole } from '@minda/contracts/auth';
import type { OperatorRole } from '@minda/contracts/rules/operator-roles';

/** Who is calling, as the auth plugin resolved it from the bearer access token; an operator with their role. */
export type AuthUser = { id: number; role: UserRole; operatorRole: OperatorRole | null; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** null for visitors; set by the auth plugin before any handler runs. */
    user: AuthUser | null;
  }
}
