import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AuthCodeSendRequestSchema,
  AuthCodeSendResponseSchema,
  AuthTokenRequestSchema,
  AuthTokenResponseSchema,
  FindIdPwRequestSchema,
  FindIdPwResponseSchema,
  RemoteAddrResponseSchema,
} from '@minda/contracts/auth';
import { OutboxResponseSchema } from '@minda/contracts/dev-outbox';
import { apiPaths } from '@minda/contracts/paths';
import type { Config } from '../../config.ts';
import { access } from '../../platform/access.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { readOutbox } from '../../platform/mail-outbox.ts';
import { redeemRecoveryToken, sendRecoveryCode, verifyRecoveryCode } from './account-recovery.service.ts';

const tags = ['auth'];
/** Recovery is for people who cannot sign in: a stale bearer token must not turn the request away. */
const lenient = { ignoreInvalidBearer: true };
/** The outbox page shows the latest mails only. */
const OUTBOX_PAGE = 50;

const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

/** /api/v2/auth/{authCodeSend,authToken,findIdPw,remote_addr} and the developers' mail outbox. */
export default async function accountRecoveryRoutes(base: FastifyInstance, opts: { config: Config; secret: string }) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = () => ({ db: app.db, mail: app.mail, secret: opts.secret });

  app.post(
    `/${apiPaths.auth.authCodeSend.pattern}`,
    { config: { ...lenient, access: access.public }, schema: { tags, summary: '계정 찾기 인증번호 메일 발송 (계정 유무와 관계없이 같은 답)', body: AuthCodeSendRequestSchema, response: { 200: AuthCodeSendResponseSchema } } },
    async (request) => ({ data: await sendRecoveryCode(deps(), request.body, request.ip, request.user?.accountId ?? null) }),
  );

  app.post(
    `/${apiPaths.auth.authToken.pattern}`,
    { config: { ...lenient, access: access.public }, schema: { tags, summary: '인증번호 확인 → 계정 찾기 토큰', body: AuthTokenRequestSchema, response: { 200: AuthTokenResponseSchema } } },
    async (request) => ({ data: await verifyRecoveryCode(deps(), request.body, request.ip) }),
  );

  app.post(
    `/${apiPaths.auth.findIdPw.pattern}`,
    { config: { ...lenient, access: access.public }, schema: { tags, summary: '아이디 찾기 / 새 비밀번호 설정', body: FindIdPwRequestSchema, response: { 200: FindIdPwResponseSchema } } },
    async (request) => ({ data: (await redeemRecoveryToken(deps(), request.body)).answer }),
  );

  app.get(
    `/${apiPaths.auth.remoteAddr.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '요청한 주소 (서버가 본 IP)', response: { 200: RemoteAddrResponseSchema } } },
    async (request) => ({ data: { remoteAddr: request.ip } }),
  );

  app.get(
    `/${apiPaths.devOutbox.list.pattern}`,
    { config: { access: access.public }, schema: { hide: true, response: { 200: OutboxResponseSchema } } },
    async (request) => {
      // Only where no mail leaves the machine, and only for its own developer (or an operator): the outbox holds
      // every member's codes.
      if (opts.config.mail.smtpUrl) throw notFound();
      const local = !opts.config.trustProxy && isLoopback(request.ip);
      if (!local && request.user?.role !== 'admin') throw new AppError(403, 'FORBIDDEN', '개발용 메일함은 이 컴퓨터에서 또는 운영자만 볼 수 있습니다.');
      const mails = (await readOutbox(opts.config.mail.outboxDir, new Set(), OUTBOX_PAGE)).reverse();
      return { data: mails.map((m) => ({ file: m.file, to: m.to ?? null, subject: m.subject ?? null, date: m.date ?? null, text: m.text })) };
    },
  );
}
