import type { UserRole } from '@minda/contracts/auth';

/** Who is calling, as the auth plugin resolved it from the bearer access token. */
export type AuthUser = { id: number; role: UserRole; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** null for visitors; set by the auth plugin before any handler runs. */
    user: AuthUser | null;
  }
}
