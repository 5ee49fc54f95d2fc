import { randomBytes } from 'node:crypto';
import type { ChatChannel, ChatJoinRequest, ChatMessage, ChatReportType, ChatTemplateContent, ChatUser } from '@minda/contracts/chat';
import { apiPaths, apiUrl, webPaths } from '@minda/contracts/paths';
import { BOOKING_STATUS, BOOKING_STATUS_LABELS, isBookingStatus } from '@minda/contracts/rules/bookings';
import { CHAT_BOOKING_CARD, CHAT_MESSAGES_PAGE_SIZE, CHAT_RETENTION_DAYS, CHAT_TEXTS, type ChatProductCategory } from '@minda/contracts/rules/chat';
import { contactGuardApplies, guardContactDetails } from '@minda/contracts/rules/chat-contact-guard';
import type { Database } from '../../db/client.ts';
import type { AuthUser } from '../../platform/auth-context.ts';
import { AppError, notFound } from '../../platform/errors.ts';
import { cacheTags, publicDataChanged } from '../../platform/public-cache.ts';
import { rooms, type Realtime } from '../../platform/realtime.ts';
import * as repo from './chat.repository.ts';

/**
 * The inquiry chat's rules (spec 2 §2.3, §3, §4.1; issue 10; decision 024), shared by the REST routes and the
 * socket handlers. Every change is stored in a transaction first; `publish*` then tells the sockets.
 */

export type ChatViewer = Pick<AuthUser, 'id' | 'role'>;

const SEARCH_LIMIT = 50;
const DAY_MS = 86_400_000;

const channelNotFound = () => notFound(CHAT_TEXTS.channelNotFound);
const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);

/** A fresh opaque channel id (the `id` of the chat screens' query). */
export const newChannelId = () => randomBytes(12).toString('base64url');

// ---------------------------------------------------------------------------------------------------------
// Views: rows as the contract shows them to one viewer

const fileUrlOf = (fileKey: string | null) => {
  if (!fileKey) return null;
  const [area, name] = fileKey.split('/');
  return area && name ? apiUrl(apiPaths.files.private.href(area, name)) : null;
};

/** Members other than the sender, still in the channel, who have not read up to the message (spec 2 §3). */
export function unreadCountOf(message: Pick<repo.MessageRow, 'seq' | 'senderId'>, members: readonly repo.MemberRow[]): number {
  return members.filter((m) => m.leftAt === null && m.userId !== message.senderId && m.lastReadSeq < message.seq).length;
}

function toMessage(row: repo.MessageRow, members: readonly repo.MemberRow[], senders: ReadonlyMap<number, repo.SenderRow>): ChatMessage {
  const sender = row.senderId === null ? undefined : senders.get(row.senderId);
  return {
    messageId: row.id,
    channelId: row.channelId,
    seq: row.seq,
    clientMessageId: row.clientMessageId,
    userId: row.senderId,
    username: sender?.nickname ?? CHAT_TEXTS.systemName,
    profileImageUrl: sender?.profileImage ?? null,
    createdAt: row.createdAt.getTime(),
    text: row.text,
    unreadCount: unreadCountOf(row, members),
    type: row.type,
    fileUrl: fileUrlOf(row.fileKey),
    item: (row.item as ChatMessage['item']) ?? null,
    masked: row.masked,
  };
}

async function toMessages(db: Database, channelId: string, rows: readonly repo.MessageRow[], members?: readonly repo.MemberRow[]): Promise<ChatMessage[]> {
  const [memberRows, senders] = await Promise.all([members ?? repo.membersOf(db, [channelId]), repo.sendersOf(db, rows.flatMap((r) => (r.senderId === null ? [] : [r.senderId])))]);
  return rows.map((row) => toMessage(row, memberRows, senders));
}

/** Channels as one viewer sees them: their unread count and whether they are still in. */
async function channelViews(db: Database, viewerId: number, rows: readonly repo.ChannelRow[]): Promise<ChatChannel[]> {
  const ids = rows.map((r) => r.id);
  const [members, products, lastMessages, unread] = await Promise.all([
    repo.membersOf(db, ids),
    repo.productsOf(db, rows),
    repo.lastMessagesOf(db, rows),
    repo.unreadByChannel(db, viewerId, ids),
  ]);
  return rows.map((row) => {
    const own = members.filter((m) => m.channelId === row.id);
    const product = products.get(`${row.productCategory}:${row.productId}`);
    const last = lastMessages.get(row.id);
    const viewer = own.find((m) => m.userId === viewerId);
    return {
      channelId: row.id,
      name: row.name,
      isJoined: viewer !== undefined && viewer.leftAt === null,
      hasNextMessages: row.lastSeq > CHAT_MESSAGES_PAGE_SIZE,
      unreadCount: unread.get(row.id) ?? 0,
      members: own.map((m) => ({
        userId: m.userId,
        username: m.nickname,
        profileImageUrl: m.profileImage,
        data: { hasPartner: m.role === 'partner' ? 'true' : 'false' },
        hasLeft: m.leftAt !== null,
        lastReadSeq: m.lastReadSeq,
      })),
      lastMessage: last ? { text: last.text, createdAt: last.createdAt.getTime(), type: last.type } : null,
      productId: row.productId,
      channelInfo: { productCategory: row.productCategory, productOwnerId: row.partnerId, bookingNumber: row.bookNo },
      lastSeq: row.lastSeq,
      useInquireChat: product?.useInquireChat ?? true,
      productImageUrl: product?.imagePath ?? null,
    };
  });
}

async function channelView(db: Database, viewerId: number, row: repo.ChannelRow): Promise<ChatChannel> {
  const [view] = await channelViews(db, viewerId, [row]);
  return view!;
}

// ---------------------------------------------------------------------------------------------------------
// Membership

export type Membership = { channel: repo.ChannelRow; role: 'member' | 'partner'; hasLeft: boolean };

/**
 * The viewer's place in a channel. A stranger gets the same 404 as for a channel that does not exist, so
 * channel ids cannot be probed.
 */
export async function membership(db: Database, viewer: ChatViewer, channelId: string): Promise<Membership> {
  const [channel, member] = await Promise.all([repo.findChannel(db, channelId), repo.membershipOf(db, channelId, viewer.id)]);
  if (!channel || !member) throw channelNotFound();
  return { channel, role: member.role, hasLeft: member.leftAt !== null };
}

// ---------------------------------------------------------------------------------------------------------
// Reads

export async function chatUser(db: Database, viewer: ChatViewer): Promise<ChatUser> {
  const [user, unread] = await Promise.all([repo.findUser(db, viewer.id), repo.unreadTotal(db, viewer.id)]);
  if (!user) throw notFound();
  return { userId: user.id, username: user.nickname, profileImageUrl: user.profileImage, hasPartner: viewer.role === 'partner', unreadTotal: unread };
}

export const unreadTotal = (db: Database, viewerId: number) => repo.unreadTotal(db, viewerId);

export async function listChannels(db: Database, viewer: ChatViewer, page: number, size: number) {
  const rows = await repo.channelsOfViewer(db, viewer.id, (page - 1) * size, size + 1);
  const [content, total] = await Promise.all([channelViews(db, viewer.id, rows.slice(0, size)), repo.unreadTotal(db, viewer.id)]);
  return { content, page, size, last: rows.length <= size, unreadTotal: total };
}

export async function getChannel(db: Database, viewer: ChatViewer, channelId: string): Promise<ChatChannel> {
  const { channel } = await membership(db, viewer, channelId);
  return channelView(db, viewer.id, channel);
}

export type MessagesQuery = { beforeSeq?: number; afterSeq?: number; limit?: number };

/**
 * A page of messages, ascending: with `afterSeq` everything after it (a reconnecting client's replay, up to
 * `limit` at a time), with `beforeSeq` the page before it, otherwise the latest page.
 */
export async function loadMessages(db: Database, viewer: ChatViewer, channelId: string, query: MessagesQuery) {
  const { channel } = await membership(db, viewer, channelId);
  const limit = query.limit ?? CHAT_MESSAGES_PAGE_SIZE;
  const rows = await repo.messagesPage(db, channelId, { ...query, limit });
  const messages = await toMessages(db, channelId, rows);
  // Older messages exist when the first one given is not seq 1; after a replay, newer ones when the page was full.
  const first = rows[0]?.seq;
  const hasNextMessages = query.afterSeq !== undefined ? rows.length === limit && (rows.at(-1)?.seq ?? 0) < channel.lastSeq : first !== undefined && first > 1;
  return { channel, messages, hasNextMessages };
}

/** Everything after `afterSeq`, however many pages: what a reconnecting socket missed. */
export async function replayAfter(db: Database, viewer: ChatViewer, channelId: string, afterSeq: number) {
  const { channel } = await membership(db, viewer, channelId);
  const rows: repo.MessageRow[] = [];
  for (let from = afterSeq; ; ) {
    const page = await repo.messagesPage(db, channelId, { afterSeq: from, limit: 500 });
    rows.push(...page);
    if (page.length < 500) break;
    from = page.at(-1)!.seq;
  }
  return { channel, messages: await toMessages(db, channelId, rows) };
}

export async function searchMessages(db: Database, viewer: ChatViewer, channelId: string, query: string): Promise<ChatMessage[]> {
  await membership(db, viewer, channelId);
  return toMessages(db, channelId, await repo.searchMessages(db, channelId, query, SEARCH_LIMIT));
}

export async function channelForViewer(db: Database, viewer: ChatViewer, channelId: string) {
  const { channel } = await membership(db, viewer, channelId);
  return channelView(db, viewer.id, channel);
}

export async function listReportTypes(db: Database): Promise<ChatReportType[]> {
  return repo.reportTypes(db);
}

// ---------------------------------------------------------------------------------------------------------
// Opening a channel

/**
 * Opens the member's channel with the product's owner, or returns the one the same four already have
 * (spec 2 §3). A booking number must be the caller's booking of this product; the channel then shows it.
 */
export async function joinChannel(db: Database, viewer: ChatViewer, request: ChatJoinRequest, now = new Date()): Promise<{ channel: ChatChannel; created: boolean }> {
  const product = await repo.findProduct(db, request.productCategory, request.productId);
  if (!product || !product.isActive) throw notFound(CHAT_TEXTS.productNotFound);
  if (product.ownerId === viewer.id) throw forbidden(CHAT_TEXTS.ownProduct);
  if (request.bookingNumber !== undefined) {
    const booking = await repo.findBooking(db, request.bookingNumber);
    if (!booking || booking.memberId !== viewer.id || !isBookingOf(booking, request.productCategory, request.productId)) throw notFound(CHAT_TEXTS.bookingNotFound);
  }
  const key = { memberId: viewer.id, partnerId: product.ownerId, productCategory: request.productCategory, productId: request.productId };
  let row = await repo.findChannelByKey(db, key);
  let created = false;
  if (!row) {
    // A new conversation only where the owner takes inquiries; an existing one stays readable after a switch-off.
    if (!product.useInquireChat) throw forbidden(CHAT_TEXTS.chatDisabled);
    row = await repo.insertChannel(db, { id: newChannelId(), ...key, bookNo: request.bookingNumber ?? null, name: product.name, lastActivityAt: now, createdAt: now });
    created = row !== null;
    // Lost a race with the same member's other tab: theirs is the channel.
    row ??= await repo.findChannelByKey(db, key);
    if (!row) throw new Error('chat: the channel was neither created nor found');
  } else {
    await repo.rejoinChannel(db, row.id);
    if (request.bookingNumber !== undefined && row.bookNo !== request.bookingNumber) {
      await repo.setChannelBooking(db, row.id, request.bookingNumber);
      row = { ...row, bookNo: request.bookingNumber };
    }
  }
  // A new or reopened channel counts its messages as unread again.
  unreadMoved(row.memberId, row.partnerId);
  return { channel: await channelView(db, viewer.id, row), created };
}

function isBookingOf(booking: repo.ChatBookingRow, category: ChatProductCategory, productId: number): boolean {
  return category === 'MINBAK' ? booking.productType === 'stay' && booking.goodsNo === productId : booking.productType === 'tour' && booking.itemNo === productId;
}

// ---------------------------------------------------------------------------------------------------------
// Writing messages

export type Stored = { message: ChatMessage; created: boolean; warning?: string };

const isUniqueViolation = (error: unknown): boolean => {
  for (let e: unknown = error; e instanceof Error; e = e.cause) if ((e as { code?: string }).code === '23505') return true;
  return false;
};

type Send = Omit<repo.NewMessage, 'channelId' | 'senderId'> & { channelId: string };

/**
 * Stores one message from a member of the channel: in one transaction the sender's membership is checked
 * under the channel's row lock and the next seq taken. A clientMessageId the sender used before returns the
 * first message (also when two copies race: the loser's insert hits the unique index and rolls back).
 */
async function storeFrom(db: Database, viewer: ChatViewer, send: Send, now: Date): Promise<{ row: repo.MessageRow; created: boolean }> {
  const existing = send.clientMessageId ? await repo.findMessageByClientId(db, viewer.id, send.clientMessageId) : null;
  if (existing) {
    if (existing.channelId !== send.channelId) throw channelNotFound();
    return { row: existing, created: false };
  }
  try {
    const row = await db.transaction(async (tx) => {
      const channel = await repo.lockChannel(tx, send.channelId);
      const member = channel ? await repo.membershipOf(tx, send.channelId, viewer.id) : null;
      if (!channel || !member) throw channelNotFound();
      if (member.leftAt !== null) throw forbidden(CHAT_TEXTS.channelLeft);
      if (member.role === 'member' && (send.type === 'text' || send.type === 'image')) {
        const product = await repo.findProduct(tx, channel.productCategory, channel.productId);
        if (product && !product.useInquireChat) throw forbidden(CHAT_TEXTS.chatDisabled);
      }
      return { message: await repo.appendMessage(tx, { ...send, senderId: viewer.id }, now), channel };
    });
    unreadMoved(row.channel.memberId, row.channel.partnerId);
    return { row: row.message, created: true };
  } catch (error) {
    if (send.clientMessageId && isUniqueViolation(error)) {
      const first = await repo.findMessageByClientId(db, viewer.id, send.clientMessageId);
      if (first && first.channelId === send.channelId) return { row: first, created: false };
    }
    throw error;
  }
}

/**
 * A text message (the text is already checked by ChatTextSchema). Before the channel's booking is confirmed,
 * contact details are masked and the sender is warned (the direct-deal guard).
 */
export async function sendText(db: Database, viewer: ChatViewer, request: { channelId: string; clientMessageId: string; text: string }, now = new Date()): Promise<Stored> {
  const { channel } = await membership(db, viewer, request.channelId);
  const guarded = contactGuardApplies(await repo.bookingStatusOf(db, channel.bookNo), BOOKING_STATUS.confirmed)
    ? guardContactDetails(request.text)
    : { text: request.text, masked: false };
  const { row, created } = await storeFrom(db, viewer, { channelId: request.channelId, clientMessageId: request.clientMessageId, type: 'text', text: guarded.text, masked: guarded.masked }, now);
  const [message] = await toMessages(db, row.channelId, [row]);
  return { message: message!, created, ...(row.masked ? { warning: CHAT_TEXTS.contactMasked } : {}) };
}

/** An image message; the file is already checked, re-encoded and stored (chat.routes). */
export async function sendImage(
  db: Database,
  viewer: ChatViewer,
  request: { channelId: string; clientMessageId: string | null; fileKey: string; fileName: string },
  now = new Date(),
): Promise<Stored> {
  const { row, created } = await storeFrom(db, viewer, { channelId: request.channelId, clientMessageId: request.clientMessageId, type: 'image', text: request.fileName, fileKey: request.fileKey }, now);
  const [message] = await toMessages(db, row.channelId, [row]);
  return { message: message!, created };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const won = (amount: number) => `${amount.toLocaleString('ko-KR')}원`;

/** The card of a booking as the member will read it; the rows' data is HTML (spec 2 §3), so names are escaped. */
export function bookingCard(booking: repo.ChatBookingRow, productName: string): ChatTemplateContent {
  const status = isBookingStatus(booking.status) ? BOOKING_STATUS_LABELS[booking.status] : '';
  const party = booking.children > 0 ? `성인 ${booking.adults}명, 아동 ${booking.children}명` : `성인 ${booking.adults}명`;
  const link = booking.productType === 'tour' ? webPaths.pc.tourReservation.href(booking.bookNo) : webPaths.pc.reservation.href(booking.bookNo);
  return {
    mainTitle: CHAT_BOOKING_CARD.mainTitle,
    subTitle: escapeHtml(productName),
    data: [
      { title: CHAT_BOOKING_CARD.bookNo, data: String(booking.bookNo) },
      { title: CHAT_BOOKING_CARD.status, data: status },
      { title: CHAT_BOOKING_CARD.dates, data: booking.endDate ? `${booking.startDate} ~ ${booking.endDate}` : booking.startDate },
      { title: CHAT_BOOKING_CARD.party, data: party },
      { title: CHAT_BOOKING_CARD.guest, data: escapeHtml(booking.guestName) },
      { title: CHAT_BOOKING_CARD.total, data: won(booking.total) },
    ],
    link,
  };
}

/**
 * The partner of the channel posts the booking's card (chat/partner/confirm). The booking must be the
 * channel member's booking of this channel's product; the channel then shows that booking number.
 */
export async function postBookingCard(db: Database, viewer: ChatViewer, request: { channelId: string; bookNo: number }, now = new Date()): Promise<Stored> {
  const { channel, role } = await membership(db, viewer, request.channelId);
  if (role !== 'partner') throw forbidden(CHAT_TEXTS.notMember);
  const booking = await repo.findBooking(db, request.bookNo);
  if (!booking || booking.memberId !== channel.memberId || booking.partnerId !== viewer.id || !isBookingOf(booking, channel.productCategory, channel.productId)) {
    throw notFound(CHAT_TEXTS.bookingNotInChannel);
  }
  if (channel.bookNo !== booking.bookNo) await repo.setChannelBooking(db, channel.id, booking.bookNo);
  const item = { itemCategory: channel.productCategory, astep: booking.status, bookNo: booking.bookNo };
  // One card per booking and state: a retried confirm finds the first card through its own message id.
  const clientMessageId = `booking-card-${channel.id}-${booking.bookNo}-${booking.status}`.slice(0, 64);
  const { row, created } = await storeFrom(db, viewer, { channelId: channel.id, clientMessageId, type: 'template', text: JSON.stringify(bookingCard(booking, channel.name)), item }, now);
  const [message] = await toMessages(db, row.channelId, [row]);
  return { message: message!, created };
}

/** A system message from another service (chat/webhook, already verified); the same eventId returns the first. */
export async function postSystemMessage(db: Database, request: { channelId: string; text: string; eventId: string }, now = new Date()): Promise<Stored> {
  const replayed = await repo.findWebhookMessage(db, request.eventId);
  if (replayed) return { message: (await toMessages(db, replayed.channelId, [replayed]))[0]!, created: false };
  try {
    const { row, channel } = await db.transaction(async (tx) => {
      const locked = await repo.lockChannel(tx, request.channelId);
      if (!locked) throw channelNotFound();
      const stored = await repo.appendMessage(tx, { channelId: request.channelId, senderId: null, clientMessageId: null, type: 'admin', text: request.text }, now);
      await repo.insertWebhookEvent(tx, request.eventId, stored.id);
      return { row: stored, channel: locked };
    });
    unreadMoved(channel.memberId, channel.partnerId);
    return { message: (await toMessages(db, row.channelId, [row]))[0]!, created: true };
  } catch (error) {
    const first = isUniqueViolation(error) ? await repo.findWebhookMessage(db, request.eventId) : null;
    if (first) return { message: (await toMessages(db, first.channelId, [first]))[0]!, created: false };
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Reading, leaving, reporting

/** The unread count auth/user shows these members moved (a message, a read, a leave): their answers go. */
const unreadMoved = (...userIds: number[]) => publicDataChanged(userIds.map(cacheTags.pageUser));

/** Raises the reader's last read seq; returns it (never lowered, never past the channel's last message). */
export async function markRead(db: Database, viewer: ChatViewer, channelId: string, seq: number): Promise<number> {
  await membership(db, viewer, channelId);
  const lastReadSeq = await repo.raiseLastRead(db, channelId, viewer.id, seq);
  if (lastReadSeq === null) throw channelNotFound();
  unreadMoved(viewer.id);
  return lastReadSeq;
}

/**
 * Leaving (spec 2 §4.1): a member leaves alone; a partner leaves for all, so every member leaves with them.
 * One member_left line for the one who chose to leave. Leaving twice changes nothing.
 */
export async function leaveChannel(db: Database, viewer: ChatViewer, channelId: string, now = new Date()): Promise<{ left: number[]; message: ChatMessage | null }> {
  const { role } = await membership(db, viewer, channelId);
  const result = await db.transaction(async (tx) => {
    const channel = await repo.lockChannel(tx, channelId);
    if (!channel) throw channelNotFound();
    const everyone = role === 'partner' ? [channel.memberId, channel.partnerId] : [viewer.id];
    const left = await repo.markLeft(tx, channelId, everyone, now);
    const sides = [channel.memberId, channel.partnerId];
    if (!left.includes(viewer.id)) return { left, row: null, sides };
    const user = await repo.findUser(tx, viewer.id);
    const row = await repo.appendMessage(tx, { channelId, senderId: viewer.id, clientMessageId: null, type: 'member_left', text: CHAT_TEXTS.memberLeft(user?.nickname ?? '') }, now);
    return { left, row, sides };
  });
  unreadMoved(...result.sides);
  const message = result.row ? (await toMessages(db, channelId, [result.row]))[0]! : null;
  return { left: result.left, message };
}

export async function report(db: Database, viewer: ChatViewer, request: { channelId: string; reportTypeId: number }): Promise<void> {
  const { channel } = await membership(db, viewer, request.channelId);
  if (!(await repo.reportTypeExists(db, request.reportTypeId))) throw new AppError(400, 'VALIDATION_FAILED', CHAT_TEXTS.reportTypeRequired);
  await repo.insertReport(db, { channelId: channel.id, reporterId: viewer.id, reportTypeId: request.reportTypeId, lastSeq: channel.lastSeq });
}

// ---------------------------------------------------------------------------------------------------------
// Telling the sockets (after the change is stored)

/** Each member still in the channel gets the channel as they now see it, with their own unread total. */
export async function publishChannel(db: Database, realtime: Realtime, channelId: string, userIds?: readonly number[]): Promise<void> {
  const [channel, members] = await Promise.all([repo.findChannel(db, channelId), repo.membersOf(db, [channelId])]);
  if (!channel) return;
  const targets = userIds ?? members.filter((m) => m.leftAt === null).map((m) => m.userId);
  await Promise.all(
    targets.map(async (userId) => {
      const [view, total] = await Promise.all([channelView(db, userId, channel), repo.unreadTotal(db, userId)]);
      realtime.emit(rooms.user(userId), 'channel', { channel: view, unreadTotal: total });
    }),
  );
}

/** A stored message to the sockets in the channel's room, then each member's channel entry. */
export async function publishMessage(db: Database, realtime: Realtime, message: ChatMessage): Promise<void> {
  realtime.emit(rooms.chat(message.channelId), 'message', { message });
  await publishChannel(db, realtime, message.channelId);
}

/** The reader's receipt to the room (읽음 flips) and their own channel entry (their unread count drops). */
export async function publishRead(db: Database, realtime: Realtime, viewerId: number, channelId: string, seq: number): Promise<void> {
  realtime.emit(rooms.chat(channelId), 'read', { channelId, userId: viewerId, seq });
  await publishChannel(db, realtime, channelId, [viewerId]);
}

// ---------------------------------------------------------------------------------------------------------
// Partner items, retention

export async function partnerStayGoods(db: Database, partnerId: number, page: number, perPage: number) {
  const { rows, total } = await repo.partnerStays(db, partnerId, (page - 1) * perPage, perPage);
  return {
    content: rows.map((r) => ({
      goodsNo: r.goodsNo,
      goodsName: r.goodsName,
      goodsImg: [r.imagePath, ...r.images].map((path) => ({ fullPath: path, fullPathHigh: path, fullPathThumb: path })),
      mapImg: null,
      useInquireChat: r.useInquireChat,
    })),
    size: total,
  };
}

export const isPartner = (db: Database, userId: number) => repo.isPartner(db, userId);

export async function partnerTourItems(db: Database, partnerId: number, page: number, perPage: number) {
  const { rows, total } = await repo.partnerTours(db, partnerId, (page - 1) * perPage, perPage);
  return { content: rows, size: total };
}

/** Whether a signed-in user may read a chat image: a member (present or past) of its channel. */
export const canSeeImage = (db: Database, userId: number, fileKey: string) => repo.canSeeFile(db, userId, fileKey);

const PURGE_BATCH = 200;

/**
 * Deletes conversations whose last activity is older than the retention (1 year, spec 2 §9) at `now`, with
 * their messages, members, reports and image files. Returns how many channels went.
 */
export async function purgeExpired(db: Database, deleteFile: (key: string) => Promise<void>, now: Date, retentionDays = CHAT_RETENTION_DAYS): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  let purged = 0;
  for (;;) {
    const batch = (await repo.expiredChannels(db, cutoff, PURGE_BATCH)).map((c) => c.id);
    if (batch.length === 0) return purged;
    const files = await repo.fileKeysOf(db, batch);
    purged += await repo.deleteChannels(db, batch);
    // After the rows: a file whose row is gone is unreachable anyway; a row whose file is gone would show broken.
    for (const key of files) await deleteFile(key);
  }
}

export async function usernameOf(db: Database, userId: number): Promise<string> {
  return (await repo.findUser(db, userId))?.nickname ?? '';
}
