import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChannelIdSchema,
  ChatChannelResponseSchema,
  ChatChannelsQuerySchema,
  ChatChannelsResponseSchema,
  ChatImageResponseSchema,
  ChatJoinRequestSchema,
  ChatJoinResponseSchema,
  ChatMessageResponseSchema,
  ChatMessagesQuerySchema,
  ChatMessagesResponseSchema,
  ChatPartnerConfirmRequestSchema,
  ChatReportRequestSchema,
  ChatReportTypesResponseSchema,
  ChatUnreadResponseSchema,
  ChatUserResponseSchema,
  ChatWebhookRequestSchema,
  ClientMessageIdSchema,
  PartnerItemsQuerySchema,
  PartnerStayGoodsResponseSchema,
  PartnerTourItemsResponseSchema,
} from '@minda/contracts/chat';
import { apiPaths } from '@minda/contracts/paths';
import { CHAT_IMAGE_MAX_BYTES, CHAT_TEXTS } from '@minda/contracts/rules/chat';
import type { Config } from '../../config.ts';
import { access, signedInCaller, type RouteAccess } from '../../platform/access.ts';
import { AppError } from '../../platform/errors.ts';
import { uploadRoutes } from '../../platform/storage.ts';
import { registerChatSocket } from './chat-socket.ts';
import { verifyWebhook } from './chat-webhook.ts';
import * as chat from './chat.service.ts';
import { registerChatJobs } from './chat-jobs.ts';

const tags = ['chat'];
const signedIn = { security: [{ bearer: [] }] };
const ChannelParamsSchema = z.object({ channelId: ChannelIdSchema });
const OkResponseSchema = z.object({ data: z.object({ ok: z.literal(true) }) });


declare module 'fastify' {
  interface FastifyRequest {
    /** The webhook's body as received, for its signature. */
    rawBody?: string;
  }
}

/** The inquiry chat's REST side (spec 2 §7.8; the live side is chat-socket.ts). */
export default async function chatRoutes(fastify: FastifyInstance, opts: { config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const viewer = (request: FastifyRequest) => signedInCaller(request);
  /** A partner's own goods and items only: the query names the partner, who must be the caller (an unknown one is a 404). */
  const partnerOwnItems: RouteAccess = {
    audience: 'partner',
    owner: {
      of: 'the partner whose items are listed',
      ownerOf: async (request) => {
        const { partnerId } = request.query as { partnerId: number };
        return (await chat.isPartner(db, partnerId)) ? partnerId : null;
      },
    },
  };

  app.storage.definePrivateArea('chat', { readableBy: (user, file) => chat.canSeeImage(db, user.id, file.key) });
  registerChatSocket(app);
  registerChatJobs(app);

  app.post(
    `/${apiPaths.chat.login.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '채팅 로그인(회원): 채팅 사용자와 안 읽은 메시지 수', ...signedIn, response: { 200: ChatUserResponseSchema } } },
    async (request) => ({ data: await chat.chatUser(db, viewer(request)) }),
  );

  app.post(
    `/${apiPaths.chat.oneidLogin.pattern}`,
    {
      config: { access: { audience: 'partner', owner: 'caller' } },
      schema: { tags, summary: '채팅 로그인(파트너)', ...signedIn, response: { 200: ChatUserResponseSchema } },
    },
    async (request) => ({ data: await chat.chatUser(db, viewer(request)) }),
  );

  app.post(
    `/${apiPaths.chat.join.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '문의 대화방 열기(같은 회원·파트너·상품이면 기존 대화방)', ...signedIn, body: ChatJoinRequestSchema, response: { 200: ChatJoinResponseSchema } } },
    async (request) => ({ data: await chat.joinChannel(db, viewer(request), request.body) }),
  );

  app.get(
    `/${apiPaths.chat.channels.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '내 문의 대화방 목록(최근 대화 순)', ...signedIn, querystring: ChatChannelsQuerySchema, response: { 200: ChatChannelsResponseSchema } } },
    async (request) => ({ data: await chat.listChannels(db, viewer(request), request.query.page, request.query.size) }),
  );

  app.get(
    `/${apiPaths.chat.channel.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '문의 대화방 하나', ...signedIn, params: ChannelParamsSchema, response: { 200: ChatChannelResponseSchema } } },
    async (request) => ({ data: await chat.getChannel(db, viewer(request), request.params.channelId) }),
  );

  app.get(
    `/${apiPaths.chat.messages.pattern}`,
    {
      config: { access: access.ownData },
      schema: { tags, summary: '대화방 메시지(beforeSeq 이전 또는 afterSeq 이후)', ...signedIn, params: ChannelParamsSchema, querystring: ChatMessagesQuerySchema, response: { 200: ChatMessagesResponseSchema } },
    },
    async (request) => {
      const { messages, hasNextMessages } = await chat.loadMessages(db, viewer(request), request.params.channelId, request.query);
      return { data: { messages, hasNextMessages } };
    },
  );

  await app.register(
    uploadRoutes(async (uploads) => {
      uploads.withTypeProvider<ZodTypeProvider>().post(
        `/${apiPaths.chat.images.pattern}`,
        {
          config: { access: access.ownData },
          schema: { tags, summary: '사진 보내기(multipart: clientMessageId, file)', ...signedIn, params: ChannelParamsSchema, response: { 200: ChatImageResponseSchema } },
        },
        async (request) => {
          const caller = viewer(request);
          // Membership before reading 15 MB: a stranger's upload is refused without being stored.
          await chat.membership(db, caller, request.params.channelId);
          const file = await app.storage.acceptUpload(request, { area: 'chat', visibility: 'private', accept: 'image', maxBytes: CHAT_IMAGE_MAX_BYTES }).catch((error: unknown) => {
            if (error instanceof AppError && error.code === 'UNSUPPORTED_MEDIA_TYPE') throw new AppError(415, error.code, CHAT_TEXTS.imageOnly);
            if (error instanceof AppError && error.code === 'PAYLOAD_TOO_LARGE' && error.message.includes('MB')) throw new AppError(413, error.code, CHAT_TEXTS.imageTooLarge);
            throw error;
          });
          const clientMessageId = ClientMessageIdSchema.safeParse(file.fields.clientMessageId);
          const fileName = file.originalName.trim().slice(0, 200) || CHAT_TEXTS.photoLabel;
          const stored = await chat
            .sendImage(db, caller, { channelId: request.params.channelId, clientMessageId: clientMessageId.success ? clientMessageId.data : null, fileKey: file.key, fileName })
            .catch(async (error: unknown) => {
              await app.storage.store.delete({ visibility: 'private', key: file.key });
              throw error;
            });
          if (stored.created) await chat.publishMessage(db, app.realtime, stored.message);
          // A resend found the first image: the copy just stored is not needed.
          else await app.storage.store.delete({ visibility: 'private', key: file.key });
          return { data: stored.message };
        },
      );
    }),
  );

  app.get(
    `/${apiPaths.chat.reportTypes.pattern}`,
    { config: { access: access.public }, schema: { tags, summary: '대화방 신고 사유', response: { 200: ChatReportTypesResponseSchema } } },
    async () => ({ data: await chat.listReportTypes(db) }),
  );

  app.post(
    `/${apiPaths.chat.report.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '대화방 신고', ...signedIn, body: ChatReportRequestSchema, response: { 200: OkResponseSchema } } },
    async (request) => {
      await chat.report(db, viewer(request), request.body);
      return { data: { ok: true as const } };
    },
  );

  app.post(
    `/${apiPaths.chat.partnerConfirm.pattern}`,
    {
      config: { access: { audience: 'partner', owner: 'caller' } },
      schema: { tags, summary: '파트너: 예약 확인 카드 보내기', ...signedIn, body: ChatPartnerConfirmRequestSchema, response: { 200: ChatMessageResponseSchema } },
    },
    async (request) => {
      const stored = await chat.postBookingCard(db, viewer(request), request.body);
      if (stored.created) await chat.publishMessage(db, app.realtime, stored.message);
      return { data: stored.message };
    },
  );

  await app.register(async (signed) => {
    // Its own JSON parser: the signature covers the bytes as sent, which the default parser throws away.
    signed.removeContentTypeParser('application/json');
    signed.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (request, body, done) => {
      request.rawBody = body as string;
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(new AppError(400, 'BAD_REQUEST', '요청 형식이 올바르지 않습니다.'), undefined);
      }
    });
    signed.withTypeProvider<ZodTypeProvider>().post(
      `/${apiPaths.chat.webhook.pattern}`,
      {
        // Authenticated by its signature, not by a session (like the payment provider's notification).
        config: { access: access.public, xsrf: 'exempt', rateLimit: false },
        schema: { tags, summary: '시스템 메시지(서명된 웹훅)', body: ChatWebhookRequestSchema, response: { 200: ChatMessageResponseSchema } },
      },
      async (request) => {
        verifyWebhook(opts.config.chat.webhookSecret, request.rawBody ?? '', request.headers);
        const stored = await chat.postSystemMessage(db, request.body);
        if (stored.created) await chat.publishMessage(db, app.realtime, stored.message);
        return { data: stored.message };
      },
    );
  });

  app.get(
    `/${apiPaths.chat.unread.pattern}`,
    { config: { access: access.ownData }, schema: { tags, summary: '안 읽은 메시지 수(배지)', ...signedIn, response: { 200: ChatUnreadResponseSchema } } },
    async (request) => ({ data: { unreadTotal: await chat.unreadTotal(db, viewer(request).id) } }),
  );

  app.get(
    `/${apiPaths.chat.partnerStayGoods.pattern}`,
    { config: { access: partnerOwnItems }, schema: { tags, summary: '파트너 숙소 목록(채팅 문의 사용 여부)', ...signedIn, querystring: PartnerItemsQuerySchema, response: { 200: PartnerStayGoodsResponseSchema } } },
    async (request) => ({ data: await chat.partnerStayGoods(db, request.query.partnerId, request.query.page, request.query.perPage) }),
  );

  app.get(
    `/${apiPaths.chat.partnerTourItems.pattern}`,
    { config: { access: partnerOwnItems }, schema: { tags, summary: '파트너 투어 상품 목록(채팅 문의 사용 여부)', ...signedIn, querystring: PartnerItemsQuerySchema, response: { 200: PartnerTourItemsResponseSchema } } },
    async (request) => ({ data: await chat.partnerTourItems(db, request.query.partnerId, request.query.page, request.query.perPage) }),
  );
}
