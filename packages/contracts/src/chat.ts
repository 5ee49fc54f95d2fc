import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import {
  CHAT_CHANNELS_PAGE_SIZE,
  CHAT_MESSAGE_TYPES,
  CHAT_MESSAGES_PAGE_SIZE,
  CHAT_PRODUCT_CATEGORIES,
  CHAT_TEXT_MAX_LENGTH,
  CHAT_TEXTS,
  chatTextLength,
  isBlankChatText,
} from './rules/chat.ts';
import { int4Id, int4IdParam, int4Param } from './numbers.ts';
import { BIDI_CONTROL_MESSAGE, isCleanName } from './rules/text-input.ts';

/**
 * The inquiry chat (spec 2 §3, §4.1, §7.8; issue 10). REST for logging in, opening a channel, the channel
 * list, images, reports and the partner's booking card; Socket.IO (realtime.ts) for joining, loading,
 * sending, reading, typing and leaving, with acknowledgements. A message is stored before anyone hears of it;
 * `seq` numbers the messages of one channel from 1 without gaps, so a client that has seq n asks for what
 * comes after n and misses nothing.
 */

export const ChatProductCategorySchema = z.enum(CHAT_PRODUCT_CATEGORIES);
export const ChatMessageTypeSchema = z.enum(CHAT_MESSAGE_TYPES);

/** Opaque channel id (the `id` of the chat routes' query). */
export const ChannelIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, CHAT_TEXTS.channelNotFound);
/** The sender's own id for a message, unique per sender: a retried send with it returns the first message. */
export const ClientMessageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const SeqSchema = z.number().int().min(0);

export const ChatTextSchema = z
  .string({ error: CHAT_TEXTS.blank })
  .refine((text) => !isBlankChatText(text), CHAT_TEXTS.blank)
  .refine((text) => chatTextLength(text) <= CHAT_TEXT_MAX_LENGTH, CHAT_TEXTS.tooLong)
  // Read by the other side as sent: the rule of names and inquiries (no direction overrides, no half characters).
  .refine(isCleanName, BIDI_CONTROL_MESSAGE);

export const ChatMemberSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  /** Null when the member has none: the screen shows the default image. */
  profileImageUrl: z.string().nullable(),
  /** As the spec gives it: the string "true" for the partner of the channel. */
  data: z.object({ hasPartner: z.enum(['true', 'false']) }),
  /** The member left the room (shown as a member_left line; the channel stays for the other side). */
  hasLeft: z.boolean(),
  /** The highest seq this member has read: read receipts are computed from it. */
  lastReadSeq: SeqSchema,
});
export type ChatMember = z.infer<typeof ChatMemberSchema>;

export const ChannelInfoSchema = z.object({
  productCategory: ChatProductCategorySchema.default('MINBAK'),
  /** The partner account that owns the product. */
  productOwnerId: z.number().int(),
  bookingNumber: z.number().int().nullable(),
});
export type ChannelInfo = z.infer<typeof ChannelInfoSchema>;

/** The item payload of a template message (the partner's booking card). */
export const ChatTemplateItemSchema = z.object({
  itemCategory: z.string(),
  /** The booking's status code when the card was sent. */
  astep: z.number().int().nullable(),
  bookNo: z.number().int().nullable(),
});

export const ChatMessageSchema = z.object({
  messageId: z.number().int(),
  channelId: ChannelIdSchema,
  seq: z.number().int().positive(),
  clientMessageId: z.string().nullable(),
  /** Null for system messages (member_left is the leaver's; admin and template may have no person). */
  userId: z.number().int().nullable(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  /** Epoch milliseconds ("createdAt (timestamp)", spec 2 §3). */
  createdAt: z.number().int(),
  /**
   * text: as sent (after masking); image: the file's name; template: JSON text
   * `{mainTitle, subTitle, data: [{title, data}], link}` (ChatTemplateContentSchema); member_left and admin: the line shown.
   */
  text: z.string(),
  /** Channel members other than the sender who have not read it yet. */
  unreadCount: z.number().int().min(0),
  type: ChatMessageTypeSchema,
  /** Images: the authenticated address of the file (only the channel's members may fetch it). */
  fileUrl: z.string().nullable(),
  item: ChatTemplateItemSchema.nullable(),
  /** The direct-deal guard masked contact details in this text. */
  masked: z.boolean(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/**
 * The content of a template message, parsed by the screen with safeParse: a failure renders nothing
 * (spec 2 §5). Rows with empty data are hidden; data is HTML and is sanitized before it is shown.
 */
export const ChatTemplateContentSchema = z.object({
  mainTitle: z.string(),
  subTitle: z.string(),
  data: z.array(z.object({ title: z.string(), data: z.string() })),
  /** Where "예약 확인하기" leads, a path on this site. */
  link: z.string().startsWith('/'),
});
export type ChatTemplateContent = z.infer<typeof ChatTemplateContentSchema>;

export const ChatLastMessageSchema = z.object({
  text: z.string(),
  createdAt: z.number().int(),
  type: ChatMessageTypeSchema,
});

/** A channel as one viewer sees it (name, unreadCount and isJoined are the viewer's). */
export const ChatChannelSchema = z.object({
  channelId: ChannelIdSchema,
  /** The product's name (the channel name); the screens title it by role from `members`. */
  name: z.string(),
  isJoined: z.boolean(),
  /** Older messages exist before the ones the viewer was given. */
  hasNextMessages: z.boolean(),
  unreadCount: z.number().int().min(0),
  members: z.array(ChatMemberSchema),
  lastMessage: ChatLastMessageSchema.nullable(),
  productId: z.number().int().nullable(),
  channelInfo: ChannelInfoSchema,
  /** The channel's highest seq. */
  lastSeq: SeqSchema,
  /** False when the owner turned chat off for the product: the input is disabled with the spec's placeholder. */
  useInquireChat: z.boolean(),
  /** The product's image for the list and the header (may be null). */
  productImageUrl: z.string().nullable(),
});
export type ChatChannel = z.infer<typeof ChatChannelSchema>;

/** `POST chat/login` (members) and `POST chat/oneid/login` (partners): the viewer as the chat knows them. */
export const ChatUserSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
  hasPartner: z.boolean(),
  /** Unread messages over all the viewer's channels (badge and red dot). */
  unreadTotal: z.number().int().min(0),
});
export type ChatUser = z.infer<typeof ChatUserSchema>;
export const ChatUserResponseSchema = dataEnvelope(ChatUserSchema);

/** `POST chat/join`: opens the member's channel with the product's owner, or returns the one they have. */
export const ChatJoinRequestSchema = z.object({
  productCategory: ChatProductCategorySchema,
  /** goodsNo for MINBAK, itemNo for TRIP. */
  productId: int4Id('상품 번호(productId)'),
  /** A booking of the caller for this product: set on the channel so the partner sees it. */
  bookingNumber: int4Id('예약 번호(bookingNumber)').optional(),
});
export type ChatJoinRequest = z.infer<typeof ChatJoinRequestSchema>;
export const ChatJoinResponseSchema = dataEnvelope(z.object({ channel: ChatChannelSchema, created: z.boolean() }));

/** `GET chat/channels`: the viewer's channels, latest activity first; page is 1-based. */
export const ChatChannelsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(50).default(CHAT_CHANNELS_PAGE_SIZE),
});
export const ChatChannelsResponseSchema = dataEnvelope(
  z.object({ content: z.array(ChatChannelSchema), page: z.number().int(), size: z.number().int(), last: z.boolean(), unreadTotal: z.number().int() }),
);

export const ChatChannelResponseSchema = dataEnvelope(ChatChannelSchema);

/** `GET chat/channels/{id}/messages`: a page of messages (the same as the socket's load calls, for REST clients). */
export const ChatMessagesQuerySchema = z.object({
  beforeSeq: int4Param('메시지 순번(beforeSeq)', { min: 1 }).optional(),
  afterSeq: int4Param('메시지 순번(afterSeq)').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(CHAT_MESSAGES_PAGE_SIZE),
});
export const ChatMessagesResponseSchema = dataEnvelope(z.object({ messages: z.array(ChatMessageSchema), hasNextMessages: z.boolean() }));

/** `POST chat/channels/{id}/images` (multipart: `file`, `clientMessageId`): stores, then broadcasts, the image message. */
export const ChatImageResponseSchema = dataEnvelope(ChatMessageSchema);

export const ChatReportTypeSchema = z.object({ id: z.number().int(), typeCode: z.string(), title: z.string() });
export type ChatReportType = z.infer<typeof ChatReportTypeSchema>;
export const ChatReportTypesResponseSchema = dataEnvelope(z.array(ChatReportTypeSchema));
/** `POST chat/report`. */
export const ChatReportRequestSchema = z.object({
  channelId: ChannelIdSchema,
  reportTypeId: int4Id('신고 사유(reportTypeId)', { missing: CHAT_TEXTS.reportTypeRequired }),
});

/** `POST chat/partner/confirm`: the partner posts the booking's card (a template message) in its channel. */
export const ChatPartnerConfirmRequestSchema = z.object({ channelId: ChannelIdSchema, bookNo: int4Id('예약 번호(bookNo)') });
export const ChatMessageResponseSchema = dataEnvelope(ChatMessageSchema);

/**
 * `POST chat/webhook`: a system message from another service, signed with HMAC-SHA256 of
 * `<X-Chat-Timestamp>.<raw body>` in `X-Chat-Signature: sha256=<hex>` and fresh within 5 minutes by
 * `X-Chat-Timestamp` (epoch seconds); the timestamp is signed too, so an old delivery cannot be refreshed.
 */
export const ChatWebhookRequestSchema = z.object({
  channelId: ChannelIdSchema,
  text: ChatTextSchema,
  /** Unique per event: a replayed delivery returns the first message. */
  eventId: z.string().min(8).max(64),
});

/** `GET chat/unread`: the viewer's unread total (header badge, mobile tab dot). */
export const ChatUnreadResponseSchema = dataEnvelope(z.object({ unreadTotal: z.number().int().min(0) }));

/** Partner goods and tour items with their chat switch (spec 2 §3, §7.8): `partnerId`, `page`, `perPage`. */
export const PartnerItemsQuerySchema = z.object({
  partnerId: int4IdParam('파트너 번호(partnerId)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});
const ImagePathsSchema = z.object({ fullPath: z.string(), fullPathHigh: z.string(), fullPathThumb: z.string() });
export const PartnerStayGoodsResponseSchema = dataEnvelope(
  z.object({
    content: z.array(z.object({ goodsNo: z.number().int(), goodsName: z.string(), goodsImg: z.array(ImagePathsSchema), mapImg: z.string().nullable(), useInquireChat: z.boolean() })),
    size: z.number().int(),
  }),
);
export const PartnerTourItemsResponseSchema = dataEnvelope(
  z.object({
    content: z.array(z.object({ itemNo: z.number().int(), itemName: z.string(), itemImgPath: z.string().nullable(), useInquireChat: z.boolean() })),
    size: z.number().int(),
  }),
);
