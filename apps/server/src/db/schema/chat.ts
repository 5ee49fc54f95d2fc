import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CHAT_MESSAGE_TYPES, CHAT_PRODUCT_CATEGORIES } from '@minda/contracts/rules/chat';
import { bookings } from './bookings.ts';
import { users } from './users.ts';

export const chatProductCategory = pgEnum('chat_product_category', CHAT_PRODUCT_CATEGORIES);
export const chatMessageType = pgEnum('chat_message_type', CHAT_MESSAGE_TYPES);
export const chatMemberRole = pgEnum('chat_member_role', ['member', 'partner']);

/**
 * One inquiry conversation: one member with the partner who owns one product (decision 024). The same four
 * (member, partner, category, product) always reuse their channel. `lastSeq` is the seq of the newest
 * message; a send raises it in the same statement that locks the row, so seqs are gapless per channel.
 */
export const chatChannels = pgTable(
  'chat_channels',
  {
    id: text('id').primaryKey(),
    memberId: integer('member_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    partnerId: integer('partner_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productCategory: chatProductCategory('product_category').notNull(),
    /** goodsNo (MINBAK) or itemNo (TRIP). */
    productId: integer('product_id').notNull(),
    bookNo: integer('book_no').references(() => bookings.bookNo, { onDelete: 'set null' }),
    name: text('name').notNull(),
    lastSeq: integer('last_seq').notNull().default(0),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_channels_pair_product_idx').on(t.memberId, t.partnerId, t.productCategory, t.productId),
    index('chat_channels_partner_idx').on(t.partnerId, t.lastActivityAt),
    index('chat_channels_activity_idx').on(t.lastActivityAt),
    check('chat_channels_last_seq', sql`${t.lastSeq} >= 0`),
  ],
);

/** Who is in a channel and what they have read; `leftAt` set = they left (the row stays for the member_left line). */
export const chatChannelMembers = pgTable(
  'chat_channel_members',
  {
    channelId: text('channel_id').notNull().references(() => chatChannels.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    role: chatMemberRole('role').notNull(),
    lastReadSeq: integer('last_read_seq').notNull().default(0),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.userId] }), index('chat_channel_members_user_idx').on(t.userId)],
);

/**
 * Messages, stored before anyone hears of them. `seq` numbers them per channel from 1 without gaps;
 * `(senderId, clientMessageId)` is unique, so a retried send finds the first one instead of adding another.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channelId: text('channel_id').notNull().references(() => chatChannels.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** Null for system messages (admin webhook). */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    clientMessageId: text('client_message_id'),
    type: chatMessageType('type').notNull(),
    /** text: as stored (after masking); image: the file's name; template: ChatTemplateContent JSON; member_left, admin: the line. */
    text: text('text').notNull(),
    /** Images: the storage key (`chat/<name>`) of the private file. */
    fileKey: text('file_key'),
    /** Template messages: { itemCategory, astep, bookNo }. */
    item: jsonb('item'),
    masked: boolean('masked').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chat_messages_channel_seq_idx').on(t.channelId, t.seq),
    uniqueIndex('chat_messages_client_id_idx').on(t.senderId, t.clientMessageId),
    uniqueIndex('chat_messages_file_idx').on(t.fileKey),
    check('chat_messages_seq_positive', sql`${t.seq} > 0`),
  ],
);

/** Why a channel can be reported (seeded with the reasons the operator handles). */
export const chatReportTypes = pgTable('chat_report_types', {
  id: serial('id').primaryKey(),
  typeCode: text('type_code').notNull().unique(),
  title: text('title').notNull(),
  sort: smallint('sort').notNull().default(0),
});

/** A member's report of a channel, for the operator; one per reporter, channel and reason. */
export const chatReports = pgTable(
  'chat_reports',
  {
    id: serial('id').primaryKey(),
    channelId: text('channel_id').notNull().references(() => chatChannels.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reportTypeId: integer('report_type_id').notNull().references(() => chatReportTypes.id),
    /** The channel's last seq when reported: which messages the operator should read. */
    lastSeq: integer('last_seq').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_reports_once_idx').on(t.channelId, t.reporterId, t.reportTypeId)],
);

/** Webhook deliveries already turned into messages: a replayed delivery finds its message here. */
export const chatWebhookEvents = pgTable('chat_webhook_events', {
  eventId: text('event_id').primaryKey(),
  messageId: bigint('message_id', { mode: 'number' })
    .notNull()
    .references(() => chatMessages.id, { onDelete: 'cascade' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
