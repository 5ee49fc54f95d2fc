import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OkSchema } from '@minda/contracts/envelope';
import {
  AdminInquiryListQuerySchema,
  AdminInquiryPageResponseSchema,
  AdminInquiryResponseSchema,
  GuidebookCitiesResponseSchema,
  GuidebookDetailQuerySchema,
  GuidebookDetailResponseSchema,
  GuidebookSummaryResponseSchema,
  InquiryAnswerSchema,
  InquiryFileResponseSchema,
  InquiryIdParamsSchema,
  InquiryInputSchema,
  InquiryListQuerySchema,
  InquiryPageResponseSchema,
  InquiryResponseSchema,
  MemberProfilePatchSchema,
  MemberProfileResponseSchema,
  PasswordChangeSchema,
  WithdrawalRequestSchema,
} from '@minda/contracts/mypage';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import type { Config } from '../../config.ts';
import { access, operatorAccess, signedInCaller } from '../../platform/access.ts';
import { auditActorOf } from '../../platform/audit.ts';
import { idempotentTransaction } from '../../platform/idempotency.ts';
import { clearAuthCookies } from '../../platform/session.ts';
import { uploadRoutes } from '../../platform/storage.ts';
import * as guidebook from './guidebook.service.ts';
import * as inquiries from './inquiries.service.ts';
import * as profile from './profile.service.ts';

const member = { security: [{ bearer: [] }] };
const tags = ['mypage'];
const PROFILE_AREA = 'profiles';

/** Where the private files route serves an inquiry file. */
const inquiryFileUrl: inquiries.FileUrl = (key) => {
  const [area = '', name = ''] = key.split('/');
  return apiUrl(apiPaths.files.private.href(area, name));
};

/** The public path of a profile image as storage wrote it (/uploads/profiles/…), back to its storage key. */
const profileImageKey = (url: string) => (url.startsWith(`/uploads/${PROFILE_AREA}/`) ? url.slice('/uploads/'.length) : null);

/**
 * The member's own pages (decision 029): the wish list as a guidebook, the profile with password change and
 * withdrawal, and 1:1 inquiries to the operator. Every route is the caller's own data.
 */
export default async function mypageRoutes(fastify: FastifyInstance, { config }: { config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const own = { access: access.ownData };

  app.storage.definePrivateArea(inquiries.INQUIRY_AREA, {
    readableBy: (user, file) => user.role === 'admin' || inquiries.ownsInquiryFile(db, user.id, file.key),
  });

  /** Removes a replaced or withdrawn profile image from storage; a path that is not ours is left alone. */
  const deleteProfileImage = async (url: string | null) => {
    const key = url ? profileImageKey(url) : null;
    if (key) await app.storage.store.delete({ visibility: 'public', key });
  };

  /* ---- guidebook ---- */

  app.get(
    `/${apiPaths.mypage.guidebookSummary.pattern}`,
    { config: own, schema: { tags, summary: '찜 목록 요약(종류별 개수와 사진)', ...member, response: { 200: GuidebookSummaryResponseSchema } } },
    async (request) => ({ data: await guidebook.guidebookSummary(db, signedInCaller(request).id) }),
  );

  app.get(
    `/${apiPaths.mypage.guidebookDetail.pattern}`,
    { config: own, schema: { tags, summary: '찜 목록 한 종류의 페이지(최근 찜 순)', ...member, querystring: GuidebookDetailQuerySchema, response: { 200: GuidebookDetailResponseSchema } } },
    async (request) => ({ data: await guidebook.guidebookDetail(db, signedInCaller(request).id, request.query) }),
  );

  app.get(
    `/${apiPaths.mypage.guidebookCities.pattern}`,
    { config: own, schema: { tags, summary: '도시별 가이드북(찜이 많은 도시 순)', ...member, response: { 200: GuidebookCitiesResponseSchema } } },
    async (request) => ({ data: await guidebook.guidebookCities(db, signedInCaller(request).id) }),
  );

  /* ---- profile: the signed-in login's own (a partner's staff login is not its business here: accountId) ---- */

  app.get(
    `/${apiPaths.members.profile.pattern}`,
    { config: own, schema: { tags, summary: '회원 정보', ...member, response: { 200: MemberProfileResponseSchema } } },
    async (request) => ({ data: await profile.readProfile(db, signedInCaller(request).accountId) }),
  );

  app.patch(
    `/${apiPaths.members.profile.pattern}`,
    { config: own, schema: { tags, summary: '닉네임·마케팅 수신 동의 변경', ...member, body: MemberProfilePatchSchema, response: { 200: MemberProfileResponseSchema } } },
    async (request) => ({ data: await profile.updateProfile(db, signedInCaller(request).accountId, request.body) }),
  );

  await app.register(
    uploadRoutes(async (uploads) => {
      const scope = uploads.withTypeProvider<ZodTypeProvider>();
      scope.post(
        `/${apiPaths.members.profileImage.pattern}`,
        { config: own, schema: { tags, summary: '프로필 사진 올리기(multipart: file, 이미지 10MB 이하)', ...member, response: { 200: MemberProfileResponseSchema } } },
        async (request) => {
          const userId = signedInCaller(request).accountId;
          const file = await app.storage.acceptUpload(request, { area: PROFILE_AREA, visibility: 'public', accept: 'image' });
          await deleteProfileImage(await profile.replaceProfileImage(db, userId, file.url));
          return { data: await profile.readProfile(db, userId) };
        },
      );
      scope.post(
        `/${apiPaths.members.inquiryFiles.pattern}`,
        { config: own, schema: { tags, summary: '1:1 문의 첨부 파일 올리기(multipart: file, 이미지나 PDF 10MB 이하)', ...member, response: { 200: InquiryFileResponseSchema } } },
        async (request) => {
          const userId = signedInCaller(request).id;
          const file = await app.storage.acceptUpload(request, { area: inquiries.INQUIRY_AREA, visibility: 'private', accept: 'document' });
          const name = file.originalName.trim().slice(0, 200) || '첨부 파일';
          await inquiries.recordUpload(db, userId, file.key, name);
          return { data: { key: file.key, name, url: file.url } };
        },
      );
    }),
  );

  app.delete(
    `/${apiPaths.members.profileImage.pattern}`,
    { config: own, schema: { tags, summary: '프로필 사진 지우기', ...member, response: { 200: MemberProfileResponseSchema } } },
    async (request) => {
      const userId = signedInCaller(request).accountId;
      await deleteProfileImage(await profile.replaceProfileImage(db, userId, null));
      return { data: await profile.readProfile(db, userId) };
    },
  );

  app.put(
    `/${apiPaths.members.password.pattern}`,
    { config: own, schema: { tags, summary: '비밀번호 변경(현재 비밀번호 확인, 다른 기기는 로그아웃)', ...member, body: PasswordChangeSchema, response: { 200: OkSchema } } },
    async (request) => {
      const user = signedInCaller(request);
      await profile.changePassword(db, user.accountId, user.sessionId, request.body);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    `/${apiPaths.members.withdrawal.pattern}`,
    { config: own, schema: { tags, summary: '회원 탈퇴(비밀번호 확인, 이용 예정 예약이 없을 때)', ...member, body: WithdrawalRequestSchema, response: { 200: OkSchema } } },
    async (request, reply) => {
      const { profileImage } = await profile.withdraw(db, signedInCaller(request).accountId, request.body);
      await deleteProfileImage(profileImage);
      clearAuthCookies(reply, config);
      return { data: { ok: true as const } };
    },
  );

  /* ---- 1:1 inquiries ---- */

  app.get(
    `/${apiPaths.members.inquiries.pattern}`,
    { config: own, schema: { tags, summary: '내 1:1 문의 목록(답변 포함)', ...member, querystring: InquiryListQuerySchema, response: { 200: InquiryPageResponseSchema } } },
    async (request) => ({ data: await inquiries.listInquiries(db, signedInCaller(request).id, request.query.page, inquiryFileUrl) }),
  );

  app.post(
    `/${apiPaths.members.inquiries.pattern}`,
    {
      config: { ...own, idempotency: 'optional' },
      schema: { tags, summary: '1:1 문의 보내기', ...member, body: InquiryInputSchema, response: { 200: InquiryResponseSchema } },
    },
    async (request) => ({
      data: await inquiries.createInquiry(idempotentTransaction(request), signedInCaller(request).id, request.body, inquiryFileUrl),
    }),
  );

  /* ---- the operator's answers (back office) ---- */

  const answerInquiries = { access: operatorAccess('inquiries.answer') };

  app.get(
    `/${apiPaths.admin.inquiries.pattern}`,
    { config: answerInquiries, schema: { tags: ['admin'], summary: '회원 1:1 문의 목록(답변 대기 먼저)', ...member, querystring: AdminInquiryListQuerySchema, response: { 200: AdminInquiryPageResponseSchema } } },
    async (request) => ({ data: await inquiries.listForOperator(db, request.query, inquiryFileUrl) }),
  );

  app.put(
    `/${apiPaths.admin.inquiryAnswer.pattern}`,
    {
      config: answerInquiries,
      schema: { tags: ['admin'], summary: '1:1 문의 답변 쓰기·고치기', ...member, params: InquiryIdParamsSchema, body: InquiryAnswerSchema, response: { 200: AdminInquiryResponseSchema } },
    },
    async (request) => ({ data: await inquiries.answerInquiry(db, auditActorOf(request), request.params.id, request.body.answer, inquiryFileUrl) }),
  );
}
