import { groupDigits } from './number-format.ts';

/**
 * The audit log (issue 57, design/backoffice.md "The audit log"): every change an operator or a partner makes,
 * written in the same transaction as the change, never changed afterwards.
 */

/** Who changed it: an operator, a partner, the system's own jobs, or a supplier's webhook. */
export const AUDIT_ACTOR_TYPES = ['admin', 'partner', 'system', 'webhook'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** What was changed. */
export const AUDIT_TARGET_TYPES = ['booking', 'refund', 'inquiry', 'review', 'operator', 'partner', 'stay', 'room', 'hotel', 'tour', 'city'] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  booking: '예약',
  refund: '환불',
  inquiry: '1:1 문의',
  review: '후기',
  operator: '운영자',
  partner: '파트너',
  stay: '민박',
  room: '객실',
  hotel: '호텔',
  tour: '투어·티켓',
  city: '도시',
};

/** The actions recorded so far, with what the log screen calls them. */
export const AUDIT_ACTION_LABELS = {
  'booking.cancel': '예약 운영자 취소',
  'booking.memo': '예약 메모',
  'booking.accept': '예약 요청 수락',
  'booking.decline': '예약 요청 거절',
  'booking.no_show': '노쇼 처리',
  'booking.partner_cancel': '파트너 취소',
  'refund.retry': '환불 재시도',
  'refund.complete': '환불 수동 완료',
  'inquiry.answer': '1:1 문의 답변',
  'review.reply': '후기 답글',
  'review.reply_delete': '후기 답글 삭제',
  'operator.create': '운영자 추가',
  'operator.role': '운영자 역할 변경',
  'operator.deactivate': '운영자 사용 중지',
  'operator.reactivate': '운영자 다시 사용',
  'operator.second_factor_on': '2단계 인증 켜기',
  'operator.second_factor_off': '2단계 인증 끄기',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as AuditAction[];

/** The changed fields' names on the log screen (a field without one shows its own name). */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  status: '상태',
  memo: '메모',
  note: '처리 메모',
  answer: '답변',
  reply: '답글',
  role: '역할',
};

/**
 * Fields that hold a person's data: the log keeps that they changed, not what they held (the guest's name,
 * phone and e-mail stay in the booking, where withdrawal and retention rules reach them).
 */
export const AUDIT_PERSONAL_FIELDS: readonly string[] = ['guestName', 'guestEnglishName', 'guestPhone', 'guestEmail', 'phone', 'email', 'name', 'englishName', 'address', 'accountNumber', 'password'];
/** What a personal field's value reads as in the log. */
export const AUDIT_REDACTED = '(개인정보)';

/** The log's Excel download stops here (the file's last line says so). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
export const AUDIT_EXPORT_CAPPED = (total: number, cap: number) =>
  `조건에 맞는 ${groupDigits(total)}건 중 ${groupDigits(cap)}건까지만 담았습니다. 기간이나 작업으로 좁혀 다시 내려받아 주세요.`;
export const AUDIT_EXPORT_LINK = `엑셀 다운로드 (최대 ${groupDigits(AUDIT_EXPORT_MAX_ROWS)}건)`;
