import type { ChatChannel, ChatMember, ChatMessage } from '@minda/contracts/chat';

/**
 * Messages of one room in seq order, each once: a replay after a reconnect, a `message` event and the send's
 * own acknowledgement may all carry the same message. A later copy replaces an earlier one (its unreadCount
 * is newer).
 */
export function mergeMessages(held: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return held as ChatMessage[];
  const bySeq = new Map<number, ChatMessage>();
  for (const message of held) bySeq.set(message.seq, message);
  for (const message of incoming) bySeq.set(message.seq, message);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The highest seq held, 0 for none: what a reconnect asks the server to replay after. */
export function lastSeqOf(messages: readonly ChatMessage[]): number {
  return messages.at(-1)?.seq ?? 0;
}

/** Another member counts as having read a message once their lastReadSeq reaches it. */
const hasRead = (member: ChatMember, message: ChatMessage) => member.userId === message.userId || member.hasLeft || member.lastReadSeq >= message.seq;

/**
 * Whether a message still shows 안읽음. The server's unreadCount is the truth when the message arrived; the
 * members' lastReadSeq (moved on by `read` events) can only lower it, so the smaller of the two is shown.
 */
export function isUnread(message: ChatMessage, members: readonly ChatMember[]): boolean {
  const stillUnread = members.filter((member) => !hasRead(member, message)).length;
  return Math.min(message.unreadCount, stillUnread) > 0;
}

/** A `read` event: the member has read up to `seq` (never moves back). */
export function withMemberRead(channel: ChatChannel, userId: number, seq: number): ChatChannel {
  return {
    ...channel,
    members: channel.members.map((member) => (member.userId === userId && member.lastReadSeq < seq ? { ...member, lastReadSeq: seq } : member)),
  };
}
