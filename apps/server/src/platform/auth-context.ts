import type { FastifyRequest } from 'fastify';
import type { UserRole } from '@minda/contracts/auth';
import { AppError } from './errors.ts';

/** Who is calling, as the auth plugin resolved it from the bearer access token. */
export type AuthUser = { id: number; role: UserRole; sessionId: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** null for visitors; set by the auth plugin before any handler runs. */
    user: AuthUser | null;
  }
}

/** The caller, or a 401 that the web client turns into the login prompt. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError(401, 'REQUIRE_LOGIN', '로그인 후 이용할 수 있습니다.');
  return request.user;
}

export function requireRole(request: FastifyRequest, ...roles: UserRole[]): AuthUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw new AppError(403, 'FORBIDDEN', '이 기능을 사용할 권한이 없습니다.');
  return user;
}
