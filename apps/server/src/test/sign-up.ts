import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { jobs } from '../db/schema/platform.ts';
import { MAIL_SEND_JOB } from '../platform/mail.ts';
import { visitorHeaders, type CallerHeaders } from './login-as.ts';

/** Consents of a sign-up that agrees to what is required and nothing more. */
export const REQUIRED_CONSENTS = { terms: true, privacy: true, age14: true } as const;

/** Each code request from its own address, so the per-address code limit of one test never reaches another. */
const someAddress = () => `10.${randomInt(100, 250)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** The newest sign-up code queued for `email` (mail.send jobs stay queued under tests: the job runner is off). */
export async function queuedSignupCode(app: FastifyInstance, email: string): Promise<string | undefined> {
  const [job] = await app.db
    .select({ payload: jobs.payload })
    .from(jobs)
    .where(and(eq(jobs.name, MAIL_SEND_JOB), sql`${jobs.payload}->>'to' = ${email.toLowerCase()}`))
    .orderBy(desc(jobs.id))
    .limit(1);
  return /인증번호는 (\d{6}) 입니다/.exec((job?.payload as { text?: string } | undefined)?.text ?? '')?.[1];
}

/** Verifies `email` through the real endpoints (code by mail, then the code) and returns register's token. */
export async function verifiedEmailToken(app: FastifyInstance, email: string): Promise<string> {
  const headers = await visitorHeaders(app);
  const remoteAddress = someAddress();
  const sent = await app.inject({ method: 'POST', url: apiUrl(apiPaths.auth.signupEmailCode.href()), headers, payload: { email }, remoteAddress });
  if (sent.statusCode !== 200) throw new Error(`signupEmailCode(${email}): ${sent.statusCode} ${sent.body}`);
  const code = await queuedSignupCode(app, email);
  const verified = await app.inject({ method: 'POST', url: apiUrl(apiPaths.auth.signupEmailVerify.href()), headers, payload: { email, code }, remoteAddress });
  if (verified.statusCode !== 200) throw new Error(`signupEmailVerify(${email}): ${verified.statusCode} ${verified.body}`);
  return (verified.json() as { data: { emailVerificationToken: string } }).data.emailVerificationToken;
}

type SignUp = { loginId: string; password: string; nickname: string; email: string; inviteCode?: string; consents?: Record<string, boolean> };

/**
 * PUT auth/register as the sign-up form sends it: the e-mail verified first, the required consents given
 * (unless `consents` says otherwise). Answers the register response.
 */
export async function putSignUp(
  app: FastifyInstance,
  input: SignUp,
  options: { headers?: CallerHeaders; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  const emailVerificationToken = await verifiedEmailToken(app, input.email);
  return app.inject({
    method: 'PUT',
    url: apiUrl(apiPaths.auth.register.href()),
    headers: options.headers ?? (await visitorHeaders(app)),
    payload: { consents: REQUIRED_CONSENTS, ...input, emailVerificationToken },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}
