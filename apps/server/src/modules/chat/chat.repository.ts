import { and, asc, count, desc, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import { CHAT_PRODUCT_CATEGORIES, type ChatMessageType, type ChatProductCategory } from '@minda/contracts/rules/chat';
import type { Database } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { chatChannelMembers, chatChannels, chatMessages, chatReports, chatReportTypes, chatWebhookEvents } from '../../db/schema/chat.ts';
import { stays } from '../../db/schema/stays.ts';
import { tours } from '../../db/schema/tours.ts';
import { partnerBusiness, users } from '../../db/schema/users.ts';

/**
 * The chat's SQL. Products and bookings are read here directly (read-only): the channel list joins them in
 * one query per page, which a call per channel through their modules could not (decision 024).
 */

export type ChannelRow = typeof chatChannels.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type MemberRow = {
  channelId: string;
  userId: number;
  role: 'member' | 'partner';
  lastReadSeq: number;
  leftAt: Date | null;
  nickname: string;
  profileImage: string | null;
};
export type SenderRow = { id: number; nickname: string; profileImage: string | null };
export type ProductRow = { ownerId: number; name: string; imagePath: string | null; useInquireChat: boolean; isActive: boolean };

/** A channel's product is a stay (MINBAK, goodsNo) or a tour (TRIP, itemNo): the same columns in either table. */
function productSource(category: ChatProductCategory) {
  const table = category === 'MINBAK' ? stays : tours;
  const id = category === 'MINBAK' ? stays.goodsNo : tours.itemNo;
  return { table, id, columns: { id, ownerId: table.partnerId, name: table.name, imagePath: table.imagePath, useInquireChat: table.useInquireChat, isActive: table.isActive } };
}

export async function findProduct(db: Database, category: ChatProductCategory, productId: number): Promise<ProductRow | null> {
  const source = productSource(category);
  const [row] = await db.select(source.columns).from(source.table).where(eq(source.id, productId));
  return row ?? null;
}

/** The product columns of many channels at once (name, image, chat switch), keyed by "category:id". */
export async function productsOf(db: Database, channels: readonly Pick<ChannelRow, 'productCategory' | 'productId'>[]): Promise<Map<string, ProductRow>> {
  const found = new Map<string, ProductRow>();
  for (const category of CHAT_PRODUCT_CATEGORIES) {
    const ids = [...new Set(channels.filter((c) => c.productCategory === category).map((c) => c.productId))];
    if (ids.length === 0) continue;
    const source = productSource(category);
    const rows = await db.select(source.columns).from(source.table).where(inArray(source.id, ids));
    for (const { id, ...row } of rows) found.set(`${category}:${id}`, row);
  }
  return found;
}

export type ChatBookingRow = Pick<
  typeof bookings.$inferSelect,
  'bookNo' | 'memberId' | 'partnerId' | 'productType' | 'goodsNo' | 'itemNo' | 'status' | 'startDate' | 'endDate' | 'adults' | 'children' | 'guestName' | 'total'
>;

export async function findBooking(db: Database, bookNo: number): Promise<ChatBookingRow | null> {
  const [row] = await db
    .select({
      bookNo: bookings.bookNo,
      memberId: bookings.memberId,
      partnerId: bookings.partnerId,
      productType: bookings.productType,
      goodsNo: bookings.goodsNo,
      itemNo: bookings.itemNo,
      status: bookings.status,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      adults: bookings.adults,
      children: bookings.children,
      guestName: bookings.guestName,
      total: bookings.total,
    })
    .from(bookings)
    .where(eq(bookings.bookNo, bookNo));
  return row ?? null;
}

/** The status of a channel's booking, or null without one (the direct-deal guard reads it at each send). */
export async function bookingStatusOf(db: Database, bookNo: number | null): Promise<number | null> {
  if (bookNo === null) return null;
  const [row] = await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.bookNo, bookNo));
  return row?.status ?? null;
}

export async function findUser(db: Database, userId: number): Promise<SenderRow | null> {
  const [row] = await db.select({ id: users.id, nickname: users.nickname, profileImage: users.profileImage }).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function isPartner(db: Database, userId: number): Promise<boolean> {
  // A business, not one of its staff logins (they act as the business).
  const [row] = await db.select({ id: users.id }).from(users).where(and(eq(users.id, userId), partnerBusiness));
  return row !== undefined;
}

export async function findChannel(db: Database, channelId: string): Promise<ChannelRow | null> {
  const [row] = await db.select().from(chatChannels).where(eq(chatChannels.id, channelId));
  return row ?? null;
}

export async function findChannelByKey(
  db: Database,
  key: { memberId: number; partnerId: number; productCategory: ChatProductCategory; productId: number },
): Promise<ChannelRow | null> {
  const [row] = await db
    .select()
    .from(chatChannels)
    .where(
      and(
        eq(chatChannels.memberId, key.memberId),
        eq(chatChannels.partnerId, key.partnerId),
        eq(chatChannels.productCategory, key.productCategory),
        eq(chatChannels.productId, key.productId),
      ),
    );
  return row ?? null;
}

/** Creates the channel with its two members; null when the same four already have one (a concurrent join). */
export async function insertChannel(db: Database, values: typeof chatChannels.$inferInsert): Promise<ChannelRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(chatChannels).values(values).onConflictDoNothing().returning();
    if (!row) return null;
    await tx.insert(chatChannelMembers).values([
      { channelId: row.id, userId: row.memberId, role: 'member' },
      { channelId: row.id, userId: row.partnerId, role: 'partner' },
    ]);
    return row;
  });
}

export async function setChannelBooking(db: Database, channelId: string, bookNo: number): Promise<void> {
  await db.update(chatChannels).set({ bookNo }).where(eq(chatChannels.id, channelId));
}

/** Both sides back in a channel they had left (the member opened the same inquiry again). */
export async function rejoinChannel(db: Database, channelId: string): Promise<void> {
  await db.update(chatChannelMembers).set({ leftAt: null, joinedAt: sql`now()` }).where(and(eq(chatChannelMembers.channelId, channelId), sql`${chatChannelMembers.leftAt} is not null`));
}

export async function membersOf(db: Database, channelIds: readonly string[]): Promise<MemberRow[]> {
  if (channelIds.length === 0) return [];
  return db
    .select({
      channelId: chatChannelMembers.channelId,
      userId: chatChannelMembers.userId,
      role: chatChannelMembers.role,
      lastReadSeq: chatChannelMembers.lastReadSeq,
      leftAt: chatChannelMembers.leftAt,
      nickname: users.nickname,
      profileImage: users.profileImage,
    })
    .from(chatChannelMembers)
    .innerJoin(users, eq(users.id, chatChannelMembers.userId))
    .where(inArray(chatChannelMembers.channelId, [...channelIds]))
    .orderBy(asc(chatChannelMembers.channelId), desc(chatChannelMembers.role), asc(chatChannelMembers.userId));
}

export async function membershipOf(db: Database, channelId: string, userId: number) {
  const [row] = await db
    .select({ role: chatChannelMembers.role, lastReadSeq: chatChannelMembers.lastReadSeq, leftAt: chatChannelMembers.leftAt })
    .from(chatChannelMembers)
    .where(and(eq(chatChannelMembers.channelId, channelId), eq(chatChannelMembers.userId, userId)));
  return row ?? null;
}

/** The viewer's channels (not left), latest activity first, one page plus one row to tell whether more follow. */
export async function channelsOfViewer(db: Database, viewerId: number, offset: number, limit: number): Promise<ChannelRow[]> {
  const rows = await db
    .select({ channel: chatChannels })
    .from(chatChannels)
    .innerJoin(chatChannelMembers, and(eq(chatChannelMembers.channelId, chatChannels.id), eq(chatChannelMembers.userId, viewerId)))
    .where(isNull(chatChannelMembers.leftAt))
    .orderBy(desc(chatChannels.lastActivityAt), desc(chatChannels.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => r.channel);
}

/** Messages by others after the viewer's last read seq, per channel the viewer has not left. */
export async function unreadByChannel(db: Database, viewerId: number, channelIds?: readonly string[]): Promise<Map<string, number>> {
  if (channelIds?.length === 0) return new Map();
  const rows = await db
    .select({ channelId: chatChannelMembers.channelId, unread: count() })
    .from(chatChannelMembers)
    .innerJoin(chatMessages, and(eq(chatMessages.channelId, chatChannelMembers.channelId), gt(chatMessages.seq, chatChannelMembers.lastReadSeq)))
    .where(
      and(
        eq(chatChannelMembers.userId, viewerId),
        isNull(chatChannelMembers.leftAt),
        sql`${chatMessages.senderId} is distinct from ${viewerId}`,
        channelIds ? inArray(chatChannelMembers.channelId, [...channelIds]) : undefined,
      ),
    )
    .groupBy(chatChannelMembers.channelId);
  return new Map(rows.map((r) => [r.channelId, r.unread]));
}

export async function unreadTotal(db: Database, viewerId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(chatChannelMembers)
    .innerJoin(chatMessages, and(eq(chatMessages.channelId, chatChannelMembers.channelId), gt(chatMessages.seq, chatChannelMembers.lastReadSeq)))
    .where(and(eq(chatChannelMembers.userId, viewerId), isNull(chatChannelMembers.leftAt), sql`${chatMessages.senderId} is distinct from ${viewerId}`));
  return row?.unread ?? 0;
}

/** The newest message of each channel (its seq is the channel's lastSeq). */
export async function lastMessagesOf(db: Database, channels: readonly Pick<ChannelRow, 'id' | 'lastSeq'>[]): Promise<Map<string, MessageRow>> {
  const withMessages = channels.filter((c) => c.lastSeq > 0);
  if (withMessages.length === 0) return new Map();
  const rows = await db
    .select()
    .from(chatMessages)
    .where(or(...withMessages.map((c) => and(eq(chatMessages.channelId, c.id), eq(chatMessages.seq, c.lastSeq)))));
  return new Map(rows.map((r) => [r.channelId, r]));
}

/** A page of messages in ascending seq: before `beforeSeq` (the newest ones first), after `afterSeq`, or the latest. */
export async function messagesPage(db: Database, channelId: string, page: { beforeSeq?: number; afterSeq?: number; limit: number }): Promise<MessageRow[]> {
  if (page.afterSeq !== undefined) {
    return db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.channelId, channelId), gt(chatMessages.seq, page.afterSeq)))
      .orderBy(asc(chatMessages.seq))
      .limit(page.limit);
  }
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), page.beforeSeq !== undefined ? lt(chatMessages.seq, page.beforeSeq) : undefined))
    .orderBy(desc(chatMessages.seq))
    .limit(page.limit);
  return rows.reverse();
}

export async function searchMessages(db: Database, channelId: string, query: string, limit: number): Promise<MessageRow[]> {
  const pattern = `%${query.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.channelId, channelId), inArray(chatMessages.type, ['text', 'admin']), sql`${chatMessages.text} ilike ${pattern}`))
    .orderBy(desc(chatMessages.seq))
    .limit(limit);
}

export async function sendersOf(db: Database, ids: readonly number[]): Promise<Map<number, SenderRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, nickname: users.nickname, profileImage: users.profileImage }).from(users).where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findMessageByClientId(db: Database, senderId: number, clientMessageId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientMessageId, clientMessageId)));
  return row ?? null;
}

export type NewMessage = {
  channelId: string;
  senderId: number | null;
  clientMessageId: string | null;
  type: ChatMessageType;
  text: string;
  fileKey?: string | null;
  item?: unknown;
  masked?: boolean;
};

/**
 * Takes the channel's next seq and stores the message in the caller's transaction. The UPDATE locks the
 * channel row, so concurrent sends to one channel take their seqs one after another, and a rolled-back send
 * gives its seq back: seqs have no gaps.
 */
export async function appendMessage(tx: Database, message: NewMessage, now: Date): Promise<MessageRow> {
  const [channel] = await tx
    .update(chatChannels)
    .set({ lastSeq: sql`${chatChannels.lastSeq} + 1`, lastActivityAt: now })
    .where(eq(chatChannels.id, message.channelId))
    .returning({ lastSeq: chatChannels.lastSeq });
  if (!channel) throw new Error(`chat: channel ${message.channelId} vanished during a send`);
  const [row] = await tx
    .insert(chatMessages)
    .values({
      channelId: message.channelId,
      seq: channel.lastSeq,
      senderId: message.senderId,
      clientMessageId: message.clientMessageId,
      type: message.type,
      text: message.text,
      fileKey: message.fileKey ?? null,
      item: message.item ?? null,
      masked: message.masked ?? false,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** Locks the channel row for the rest of the caller's transaction (leave and send serialise on it). */
export async function lockChannel(tx: Database, channelId: string): Promise<ChannelRow | null> {
  const [row] = await tx.select().from(chatChannels).where(eq(chatChannels.id, channelId)).for('update');
  return row ?? null;
}

/** Raises (never lowers) the reader's last read seq, capped at the channel's last seq; returns the new value. */
export async function raiseLastRead(db: Database, channelId: string, userId: number, seq: number): Promise<number | null> {
  const [row] = await db
    .update(chatChannelMembers)
    .set({ lastReadSeq: sql`greatest(${chatChannelMembers.lastReadSeq}, least(${seq}, (select ${chatChannels.lastSeq} from ${chatChannels} where ${chatChannels.id} = ${channelId})))` })
    .where(and(eq(chatChannelMembers.channelId, channelId), eq(chatChannelMembers.userId, userId)))
    .returning({ lastReadSeq: chatChannelMembers.lastReadSeq });
  return row?.lastReadSeq ?? null;
}

/** Marks members as left; returns who actually left now (already-left members are not left twice). */
export async function markLeft(tx: Database, channelId: string, userIds: readonly number[], now: Date): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .update(chatChannelMembers)
    .set({ leftAt: now })
    .where(and(eq(chatChannelMembers.channelId, channelId), inArray(chatChannelMembers.userId, [...userIds]), isNull(chatChannelMembers.leftAt)))
    .returning({ userId: chatChannelMembers.userId });
  return rows.map((r) => r.userId);
}

export async function reportTypes(db: Database) {
  return db.select({ id: chatReportTypes.id, typeCode: chatReportTypes.typeCode, title: chatReportTypes.title }).from(chatReportTypes).orderBy(asc(chatReportTypes.sort), asc(chatReportTypes.id));
}

export async function reportTypeExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: chatReportTypes.id }).from(chatReportTypes).where(eq(chatReportTypes.id, id));
  return row !== undefined;
}

export async function insertReport(db: Database, values: typeof chatReports.$inferInsert): Promise<void> {
  await db.insert(chatReports).values(values).onConflictDoNothing();
}

export async function findWebhookMessage(db: Database, eventId: string): Promise<MessageRow | null> {
  const [row] = await db
    .select({ message: chatMessages })
    .from(chatWebhookEvents)
    .innerJoin(chatMessages, eq(chatMessages.id, chatWebhookEvents.messageId))
    .where(eq(chatWebhookEvents.eventId, eventId));
  return row?.message ?? null;
}

export async function insertWebhookEvent(tx: Database, eventId: string, messageId: number): Promise<void> {
  await tx.insert(chatWebhookEvents).values({ eventId, messageId });
}

/** Whether the user is (or was) a member of the channel whose image this is: the private files' read policy. */
export async function canSeeFile(db: Database, userId: number, fileKey: string): Promise<boolean> {
  const [row] = await db
    .select({ seq: chatMessages.seq })
    .from(chatMessages)
    .innerJoin(chatChannelMembers, and(eq(chatChannelMembers.channelId, chatMessages.channelId), eq(chatChannelMembers.userId, userId)))
    .where(eq(chatMessages.fileKey, fileKey));
  return row !== undefined;
}

/** Channels quiet since before `cutoff`, oldest first, with their image keys (deleted with them). */
export async function expiredChannels(db: Database, cutoff: Date, limit: number): Promise<{ id: string }[]> {
  return db.select({ id: chatChannels.id }).from(chatChannels).where(lte(chatChannels.lastActivityAt, cutoff)).orderBy(asc(chatChannels.lastActivityAt)).limit(limit);
}

export async function fileKeysOf(db: Database, channelIds: readonly string[]): Promise<string[]> {
  if (channelIds.length === 0) return [];
  const rows = await db
    .select({ fileKey: chatMessages.fileKey })
    .from(chatMessages)
    .where(and(inArray(chatMessages.channelId, [...channelIds]), sql`${chatMessages.fileKey} is not null`));
  return rows.flatMap((r) => (r.fileKey ? [r.fileKey] : []));
}

export async function deleteChannels(db: Database, channelIds: readonly string[]): Promise<number> {
  if (channelIds.length === 0) return 0;
  const rows = await db.delete(chatChannels).where(inArray(chatChannels.id, [...channelIds])).returning({ id: chatChannels.id });
  return rows.length;
}

/** A partner's stays or tours with their chat switch, page by page, and how many there are. */
export async function partnerStays(db: Database, partnerId: number, offset: number, limit: number) {
  const where = eq(stays.partnerId, partnerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ goodsNo: stays.goodsNo, goodsName: stays.name, imagePath: stays.imagePath, images: stays.images, useInquireChat: stays.useInquireChat })
      .from(stays)
      .where(where)
      .orderBy(asc(stays.goodsNo))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(stays).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function partnerTours(db: Database, partnerId: number, offset: number, limit: number) {
  const where = eq(tours.partnerId, partnerId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ itemNo: tours.itemNo, itemName: tours.name, itemImgPath: tours.imagePath, useInquireChat: tours.useInquireChat })
      .from(tours)
      .where(where)
      .orderBy(asc(tours.sort), asc(tours.itemNo))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(tours).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
