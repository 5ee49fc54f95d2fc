/**
 * The inquiry chat's numbers, Korean texts and pure rules (spec 2 §2.3, §2.4, §4.1, §5, §9; issue 10).
 * Zod-free, so the chat screens and the header badge can use them without loading zod.
 */

export const CHAT_PRODUCT_CATEGORIES = ['MINBAK', 'TRIP'] as const;
export type ChatProductCategory = (typeof CHAT_PRODUCT_CATEGORIES)[number];

export const CHAT_MESSAGE_TYPES = ['text', 'image', 'template', 'member_left', 'admin'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

/** At most 8,000 characters a message, counted as the browser's textarea counts them (see chatTextLength). */
export const CHAT_TEXT_MAX_LENGTH = 8000;
/** Images up to 15 MB. */
export const CHAT_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
/** Conversations are kept one year for consumer protection and disputes, then purged. */
export const CHAT_RETENTION_DAYS = 365;
/** Older messages load when the list is scrolled within this many pixels of its top. */
export const CHAT_PREVIOUS_TRIGGER_PX = 40;
/** The input grows up to 4 lines of 24 px, then scrolls. */
export const CHAT_INPUT_MAX_LINES = 4;
export const CHAT_INPUT_LINE_PX = 24;
export const CHAT_TOAST_MS = 3000;
/** Unread counts above this show as "99+". */
export const CHAT_UNREAD_CAP = 99;
/** Messages per load (latest on join, then each older page). */
export const CHAT_MESSAGES_PAGE_SIZE = 30;
/** Channels per page of the inquiry lists. */
export const CHAT_CHANNELS_PAGE_SIZE = 20;
/** A typing indicator disappears when no new typing event came for this long. */
export const CHAT_TYPING_TIMEOUT_MS = 4000;

export const CHAT_TEXTS = {
  memberListTitle: '문의',
  partnerListTitle: '고객 문의',
  emptyList: '문의 내역이 없습니다.',
  /** The query message after leaving a room (spec 2 §2.4), shown on the list. */
  leftMessage: '대화방을 나갔습니다',
  photoLabel: '사진',
  notice:
    '민다를 통하지 않은 직거래는 도움을 드릴 수 없습니다. 연락처나 메신저 아이디 공유 등 직거래를 유도하는 경우 신고해 주세요. 해외 현지와의 시차로 답변이 늦어질 수 있습니다.',
  unread: '안읽음',
  read: '읽음',
  settingsTitle: '대화방 설정',
  productDetail: '상품 상세',
  report: '대화방 신고하기',
  leave: '대화방 나가기',
  reportTitle: '대화방 신고하기',
  reportCancel: '취소',
  reportSubmit: '신고하기',
  reportSent: '신고가 접수되었습니다.',
  leaveConfirm: '대화방을 정말 나가시겠습니까?',
  leaveExplain: '대화 내용은 소비자 보호 및 분쟁 처리를 위해 1년간 보관되며, 상대방은 회원님이 대화방을 나간 것을 확인할 수 있습니다.',
  leaveNo: '아니요',
  leaveYes: '네, 나갈게요',
  inputPlaceholder: '메시지를 입력해 주세요.',
  disabledPlaceholder: '채팅 문의를 지원하지 않는 업체입니다.',
  imageTooLarge: '사진은 최대 15MB까지 보낼 수 있습니다.',
  imageOnly: '사진 파일(JPG, PNG, GIF, WEBP)만 보낼 수 있습니다.',
  blank: '메시지를 입력해 주세요.',
  tooLong: '메시지는 8,000자까지 보낼 수 있습니다.',
  sending: '전송 중',
  sendFailed: '전송 실패',
  resend: '다시 보내기',
  memberLeft: (username: string) => `${username}님이 대화방을 나갔습니다.`,
  typing: (username: string) => `${username}님이 입력 중입니다…`,
  /** The direct-deal guard's warning to the sender (issue 10, beyond the spec). */
  contactMasked: '예약 확정 전에는 연락처, 이메일, 메신저 아이디, 링크를 보낼 수 없어 가려서 전송했습니다. 직거래는 보호받을 수 없습니다.',
  templateButton: '예약 확인하기',
  joinFailed: '대화방에 들어갈 수 없습니다.',
  notMember: '참여하고 있지 않은 대화방입니다.',
  channelNotFound: '대화방을 찾을 수 없습니다.',
  productNotFound: '문의할 수 있는 상품을 찾을 수 없습니다.',
  ownProduct: '내 상품에는 문의할 수 없습니다.',
  bookingNotFound: '문의할 예약을 찾을 수 없습니다.',
  chatDisabled: '채팅 문의를 지원하지 않는 업체입니다.',
  channelLeft: '나간 대화방에는 메시지를 보낼 수 없습니다.',
  reportTypeRequired: '신고 사유를 선택해 주세요.',
  searchPlaceholder: '대화 내용 검색',
  searchEmpty: '검색 결과가 없습니다.',
  /** The sender shown on system (admin) messages. */
  systemName: '민다',
  webhookUnsigned: '서명이 없거나 올바르지 않은 요청입니다.',
  webhookStale: '요청 시각이 유효 범위를 벗어났습니다.',
  bookingNotInChannel: '이 대화방의 회원과 상품에 해당하는 예약이 아닙니다.',
} as const;

/** The partner's booking card (chat/partner/confirm): its titles and row labels. */
export const CHAT_BOOKING_CARD = {
  mainTitle: '예약 확인 안내',
  bookNo: '예약번호',
  status: '예약 상태',
  dates: '이용일',
  party: '인원',
  guest: '예약자',
  total: '결제 금액',
} as const;

/** A signed webhook is accepted within this many seconds of its X-Chat-Timestamp. */
export const CHAT_WEBHOOK_TOLERANCE_SECONDS = 5 * 60;

/** "99+" above 99, the number otherwise (unread badges, list entries, the PC header). */
export function formatUnreadCount(count: number): string {
  return count > CHAT_UNREAD_CAP ? `${CHAT_UNREAD_CAP}+` : String(count);
}

/**
 * A message's length as the sender's textarea counts it: UTF-16 code units, with CR LF as one line break
 * (what a textarea's value holds). Both the input's limit and the server's check use this.
 */
export function chatTextLength(text: string): number {
  return text.replace(/\r\n?/g, '\n').length;
}

/** Blank or whitespace-only messages are not sent. */
export function isBlankChatText(text: string): boolean {
  return text.trim() === '';
}

/** Who a viewer is in a channel: decided from the members' hasPartner flags (spec 2 §6). */
export type ChatViewerRole = 'member' | 'partner';
