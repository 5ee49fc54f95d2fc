import { format, isSameDay } from 'date-fns';
import { ko } from 'date-fns/locale';
import type { ChatChannel, ChatMessage } from '@minda/contracts/chat';
import { platformPaths, type Platform } from '@minda/contracts/paths';
import { CHAT_TEXTS, type ChatViewerRole } from '@minda/contracts/rules/chat';

/** Partner or consumer of a channel, from the viewer's own hasPartner flag (spec 2 §6). */
export function viewerRoleIn(channel: ChatChannel, viewerId: number): ChatViewerRole {
  return channel.members.find((m) => m.userId === viewerId)?.data.hasPartner === 'true' ? 'partner' : 'member';
}

/** The other side of the conversation: the partner for a member, the consumer for a partner. */
function counterpartOf(channel: ChatChannel, viewerId: number) {
  return channel.members.find((m) => m.userId !== viewerId && (m.data.hasPartner === 'true') === (viewerRoleIn(channel, viewerId) === 'member'));
}

/**
 * Title and subtitle of a room (spec 2 §2.3): a member sees the partner's name (or the channel's); a partner
 * sees the consumer's name with the booking number in parentheses, and the channel name below.
 */
export function roomTitleOf(channel: ChatChannel, viewerId: number): { title: string; subtitle: string | null } {
  const other = counterpartOf(channel, viewerId);
  if (viewerRoleIn(channel, viewerId) === 'member') return { title: other?.username ?? channel.name, subtitle: null };
  const name = other?.username ?? channel.name;
  const booking = channel.channelInfo.bookingNumber;
  return { title: booking === null ? name : `${name} (${booking})`, subtitle: channel.name };
}

/** The members line of a list entry: everyone but the viewer. */
export function memberNamesOf(channel: ChatChannel, viewerId: number): string {
  return channel.members
    .filter((m) => m.userId !== viewerId)
    .map((m) => m.username)
    .join(', ');
}

/** The list's preview: the first line of the last message, or the photo label for an image. */
export function previewOf(lastMessage: ChatChannel['lastMessage']): string {
  if (!lastMessage) return '';
  if (lastMessage.type === 'image') return CHAT_TEXTS.photoLabel;
  if (lastMessage.type === 'template') return templateTitleOf(lastMessage.text);
  return lastMessage.text.split(/\r?\n/, 1)[0] ?? '';
}

/** A template's main title without parsing it with zod (the list stays light); empty when unreadable. */
function templateTitleOf(text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && 'mainTitle' in value && typeof value.mainTitle === 'string' ? value.mainTitle : '';
  } catch {
    return '';
  }
}

/** Own messages are drawn as owned; for a partner, admin messages count as theirs (spec 2 §2.3). */
export function isOwnMessage(message: ChatMessage, viewerId: number, role: ChatViewerRole): boolean {
  return message.userId === viewerId || (role === 'partner' && message.type === 'admin');
}

export const timeOf = (createdAt: number) => format(createdAt, 'HH:mm');
export const dayLabelOf = (createdAt: number) => format(createdAt, 'yyyy년 M월 d일 EEEE', { locale: ko });

/** A list entry's time: HH:mm today, the date otherwise. */
export function listTimeOf(createdAt: number, now: number = Date.now()): string {
  return isSameDay(createdAt, now) ? timeOf(createdAt) : format(createdAt, 'yyyy.MM.dd');
}

/** Whether a date separator goes above the message: the first one, and each new calendar day. */
export function startsNewDay(message: { createdAt: number }, previous: { createdAt: number } | undefined): boolean {
  return !previous || !isSameDay(previous.createdAt, message.createdAt);
}

/** 상품 상세 of the settings modal: members only, and only when the channel names its product (spec 2 §2.3). */
export function productDetailHref(channel: ChatChannel, role: ChatViewerRole, platform: Platform): string | null {
  if (role !== 'member' || channel.productId === null) return null;
  const paths = platformPaths[platform];
  return channel.channelInfo.productCategory === 'TRIP' ? paths.tourDetail(channel.productId) : paths.stayDetail(channel.productId);
}

/**
 * A photo or profile address from a message, only when it is a path of this site or an http(s) address:
 * anything else (javascript:, data:, a protocol-relative host) is dropped rather than put into src.
 */
export function safeMediaUrl(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  return /^(?:https?:\/\/|\/(?![/\\]))/i.test(url.trim()) ? url : undefined;
}
