import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SignupEmailCodeRequestSchema, SignupEmailCodeResponseSchema, SignupEmailVerifyRequestSchema, SignupEmailVerifyResponseSchema } from '@minda/contracts/auth';
import { apiPaths } from '@minda/contracts/paths';
import { access } from '../../platform/access.ts';
import { sendSignupCode, verifySignupCode } from './signup-email.service.ts';

const tags = ['auth'];
/** A visitor signing up: a stale bearer token must not turn the request away. */
const lenient = { ignoreInvalidBearer: true };

/** /api/v2/auth/{signupEmailCode,signupEmailVerify}: sign-up's e-mail verification before register. */
export default async function signupEmailRoutes(base: FastifyInstance, opts: { secret: string }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.db, mail: app.mail, secret: opts.secret });

  app.post(
    `/${apiPaths.auth.signupEmailCode.pattern}`,
    { config: { ...lenient, access: access.public }, schema: { tags, summary: '회원가입 이메일 인증번호 발송', body: SignupEmailCodeRequestSchema, response: { 200: SignupEmailCodeResponseSchema } } },
    async (request) => ({ data: await sendSignupCode(deps(), request.body, request.ip) }),
  );

  app.post(
    `/${apiPaths.auth.signupEmailVerify.pattern}`,
    { config: { ...lenient, access: access.public }, schema: { tags, summary: '회원가입 이메일 인증번호 확인 → 가입에 쓰는 인증 토큰', body: SignupEmailVerifyRequestSchema, response: { 200: SignupEmailVerifyResponseSchema } } },
    async (request) => ({ data: await verifySignupCode(deps(), request.body, request.ip) }),
  );
}
