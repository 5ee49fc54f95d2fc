import { and, asc, eq } from 'drizzle-orm';
import { BOOKING_STATUS } from '@minda/contracts/rules/bookings';
import { CHAT_TEXTS } from '@minda/contracts/rules/chat';
import type { Database } from '../client.ts';
import { bookings } from '../schema/bookings.ts';
import { chatChannelMembers, chatChannels, chatMessages, chatReportTypes } from '../schema/chat.ts';
import { stays } from '../schema/stays.ts';
import { tours } from '../schema/tours.ts';

/** The reasons a member can report a conversation for (the operator's categories). */
export const CHAT_REPORT_TYPES = [
  { typeCode: 'ABUSE', title: '욕설/비방' },
  { typeCode: 'DIRECT_DEAL', title: '직거래 유도' },
  { typeCode: 'SPAM', title: '광고/스팸' },
  { typeCode: 'FRAUD', title: '사기 의심' },
  { typeCode: 'OBSCENE', title: '음란성 내용' },
  { typeCode: 'PRIVACY', title: '개인정보 노출' },
  { typeCode: 'ETC', title: '기타' },
] as const;

const MINUTE_MS = 60_000;
type Line = { from: 'member' | 'partner'; text: string; minutesAgo: number };

/**
 * Demo conversations of the demo member: with the demo partner about the confirmed stay (late arrival), about
 * the partner's other stay before booking (still unanswered, so the partner has an unread badge), and with
 * the operator of the demo tour. Fixed texts; times relative to the seed, so nothing is near the purge.
 */
const CONVERSATIONS: { id: string; lines: Line[]; read: { member: number; partner: number } }[] = [
  {
    id: 'demo-stay-booking',
    lines: [
      { from: 'member', text: '안녕하세요! 예약한 김민다입니다. 비행기가 밤 11시 20분에 샤를드골 공항에 도착해서 숙소에는 자정을 넘겨 도착할 것 같아요.', minutesAgo: 60 * 26 },
      { from: 'member', text: '늦은 체크인도 가능할까요?', minutesAgo: 60 * 26 - 1 },
      { from: 'partner', text: '안녕하세요, 파리하늘민박입니다 :) 늦은 체크인 괜찮습니다. 도착 30분 전에 메시지 한 번 남겨 주세요.', minutesAgo: 60 * 25 },
      { from: 'partner', text: '공항에서는 RER B선을 타고 북역(Gare du Nord)에서 지하철 2호선으로 갈아타 앙베르역에서 내리시면 도보 5분입니다. 밤에는 택시도 편해요.', minutesAgo: 60 * 25 - 2 },
      { from: 'member', text: '감사합니다! 짐이 캐리어 두 개인데 체크아웃 후에 맡겨 둘 수도 있을까요?', minutesAgo: 60 * 3 },
      { from: 'partner', text: '네, 체크아웃 후 오후 6시까지 거실 짐 보관 공간에 두시면 됩니다.', minutesAgo: 60 * 2 },
    ],
    read: { member: 5, partner: 5 },
  },
  {
    id: 'demo-stay-question',
    lines: [
      { from: 'member', text: '12월 말에 성인 2명이 3박 하려고 하는데, 조식은 몇 시부터인가요?', minutesAgo: 90 },
      { from: 'member', text: '그리고 방에 드라이기가 있는지도 궁금합니다.', minutesAgo: 88 },
    ],
    read: { member: 2, partner: 0 },
  },
  {
    id: 'demo-tour-booking',
    lines: [
      { from: 'member', text: '이용 당일 만나는 곳을 다시 한 번 알려 주실 수 있을까요?', minutesAgo: 60 * 8 },
      // {meeting}: the booked tour's own meeting point (an airport pickup meets at the airport).
      { from: 'partner', text: '안녕하세요! 만나는 곳은 {meeting}입니다. 예약하신 시간 10분 전까지 와 주시고, 찾기 어려우시면 이 채팅으로 말씀해 주세요.', minutesAgo: 60 * 7 },
    ],
    read: { member: 1, partner: 2 },
  },
];

export async function insertChatDemo(db: Database, userIds: ReadonlyMap<string, number>, now: Date = new Date()): Promise<number> {
  await db.insert(chatReportTypes).values(CHAT_REPORT_TYPES.map((t, i) => ({ ...t, sort: i + 1 })));
  const member = userIds.get('member');
  const partner = userIds.get('partner');
  if (member === undefined || partner === undefined) throw new Error('seed: the chat demo needs the demo member and partner');

  const [confirmedStay] = await db
    .select({ bookNo: bookings.bookNo, goodsNo: bookings.goodsNo })
    .from(bookings)
    .where(and(eq(bookings.memberId, member), eq(bookings.productType, 'stay'), eq(bookings.status, BOOKING_STATUS.confirmed), eq(bookings.partnerId, partner)))
    .orderBy(asc(bookings.startDate))
    .limit(1);
  const [tourBooking] = await db
    .select({ bookNo: bookings.bookNo, itemNo: bookings.itemNo, partnerId: bookings.partnerId })
    .from(bookings)
    .where(and(eq(bookings.memberId, member), eq(bookings.productType, 'tour')))
    .limit(1);
  const partnerStays = await db.select({ goodsNo: stays.goodsNo, name: stays.name }).from(stays).where(eq(stays.partnerId, partner)).orderBy(asc(stays.goodsNo));
  if (!confirmedStay?.goodsNo || !tourBooking?.itemNo) throw new Error('seed: the chat demo needs the demo stay and tour bookings');
  const stayName = (goodsNo: number) => partnerStays.find((s) => s.goodsNo === goodsNo)?.name ?? '';
  const otherStay = partnerStays.find((s) => s.goodsNo !== confirmedStay.goodsNo);
  const [tour] = await db.select({ name: tours.name, meetingPoint: tours.meetingPoint }).from(tours).where(eq(tours.itemNo, tourBooking.itemNo));
  const meeting = tour?.meetingPoint ?? '예약 확정 안내에 적힌 장소';

  const channels = [
    { key: 'demo-stay-booking', partnerId: partner, productCategory: 'MINBAK' as const, productId: confirmedStay.goodsNo, bookNo: confirmedStay.bookNo, name: stayName(confirmedStay.goodsNo) },
    ...(otherStay ? [{ key: 'demo-stay-question', partnerId: partner, productCategory: 'MINBAK' as const, productId: otherStay.goodsNo, bookNo: null, name: otherStay.name }] : []),
    { key: 'demo-tour-booking', partnerId: tourBooking.partnerId, productCategory: 'TRIP' as const, productId: tourBooking.itemNo, bookNo: tourBooking.bookNo, name: tour?.name ?? '' },
  ];
  for (const channel of channels) {
    const conversation = CONVERSATIONS.find((c) => c.id === channel.key)!;
    const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE_MS);
    const last = conversation.lines.at(-1)!;
    await db.insert(chatChannels).values({
      id: channel.key,
      memberId: member,
      partnerId: channel.partnerId,
      productCategory: channel.productCategory,
      productId: channel.productId,
      bookNo: channel.bookNo,
      name: channel.name,
      lastSeq: conversation.lines.length,
      lastActivityAt: at(last.minutesAgo),
      createdAt: at(conversation.lines[0]!.minutesAgo),
    });
    await db.insert(chatChannelMembers).values([
      { channelId: channel.key, userId: member, role: 'member', lastReadSeq: conversation.read.member },
      { channelId: channel.key, userId: channel.partnerId, role: 'partner', lastReadSeq: conversation.read.partner },
    ]);
    await db.insert(chatMessages).values(
      conversation.lines.map((line, i) => ({
        channelId: channel.key,
        seq: i + 1,
        senderId: line.from === 'member' ? member : channel.partnerId,
        clientMessageId: `${channel.key}-${i + 1}`,
        type: 'text' as const,
        text: line.text.replace('{meeting}', meeting),
        createdAt: at(line.minutesAgo),
      })),
    );
  }
  return channels.length;
}

/** Shown in seed progress. */
export const CHAT_DEMO_LABEL = `${CHAT_TEXTS.memberListTitle} 데모 대화방`;
