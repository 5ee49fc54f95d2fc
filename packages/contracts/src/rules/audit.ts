import { groupDigits } from './number-format.ts';

/**
 * The audit log (issue 57, design/backoffice.md "The audit log"): every change an operator or a partner makes,
 * written in the same transaction as the change, never changed afterwards.
 */

/** Who changed it: an operator, a partner, the system's own jobs, or a supplier's webhook. */
export const AUDIT_ACTOR_TYPES = ['admin', 'partner', 'system', 'webhook'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** What was changed. */
export const AUDIT_TARGET_TYPES = ['booking', 'refund', 'inquiry', 'review', 'operator', 'partner', 'stay', 'room', 'hotel', 'tour', 'city', 'country', 'facility', 'category'] as const;
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
  country: '국가',
  facility: '시설',
  category: '숙소 유형',
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
  'stay.create': '민박 등록',
  'stay.update': '민박 정보 수정',
  'stay.publish': '민박 판매 시작',
  'stay.suspend': '민박 판매 중지',
  'stay.photo_add': '민박 사진 추가',
  'stay.photo_alt': '민박 사진 설명 수정',
  'stay.photo_order': '민박 사진 순서 변경',
  'stay.photo_remove': '민박 사진 삭제',
  'tour.create': '투어·티켓 등록',
  'tour.update': '투어·티켓 정보 수정',
  'tour.publish': '투어·티켓 판매 시작',
  'tour.suspend': '투어·티켓 판매 중지',
  'tour.photo_add': '투어·티켓 사진 추가',
  'tour.photo_alt': '투어·티켓 사진 설명 수정',
  'tour.photo_order': '투어·티켓 사진 순서 변경',
  'tour.photo_remove': '투어·티켓 사진 삭제',
  'hotel.create': '호텔 등록',
  'hotel.update': '호텔 정보 수정',
  'hotel.publish': '호텔 판매 시작',
  'hotel.suspend': '호텔 판매 중지',
  'hotel.photo_add': '호텔 사진 추가',
  'hotel.photo_alt': '호텔 사진 설명 수정',
  'hotel.photo_order': '호텔 사진 순서 변경',
  'hotel.photo_remove': '호텔 사진 삭제',
  'hotel.memo': '호텔 메모',
  'option.create': '옵션 등록',
  'option.update': '옵션 수정',
  'city.create': '도시 추가',
  'city.update': '도시 정보 수정',
  'neighborhood.create': '지역 추가',
  'neighborhood.update': '지역 수정',
  'station.create': '역 추가',
  'station.update': '역 수정',
  'poi.create': '명소 추가',
  'poi.update': '명소 수정',
  'country.create': '국가 추가',
  'province.create': '지방 추가',
  'partner.create': '파트너 등록',
  'partner.update': '파트너 정보 수정',
  'partner.user_add': '파트너 관리자 계정 추가',
  'partner.user_deactivate': '파트너 관리자 계정 사용 중지',
  'partner.user_reactivate': '파트너 관리자 계정 다시 사용',
  'room.create': '객실 등록',
  'room.update': '객실 수정',
  'facility.create': '시설 추가',
  'facility.update': '시설 수정',
  'facility.order': '시설 순서 변경',
  'stay.facilities': '민박 시설 변경',
  'hotel.facilities': '호텔 시설 변경',
  'category.create': '숙소 유형 추가',
  'category.update': '숙소 유형 수정',
  'category.order': '숙소 유형 순서 변경',
  'category.delete': '숙소 유형 삭제',
  'city.categories': '도시 숙소 유형 변경',
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
  name: '이름',
  nameEn: '영문 이름',
  address: '주소',
  latitude: '위도',
  longitude: '경도',
  cityCode: '도시',
  partnerId: '파트너',
  description: '소개',
  locations: '위치 안내',
  checkInTime: '체크인',
  checkOutTime: '체크아웃',
  hasBreakfast: '조식',
  breakfastInfo: '조식 안내',
  instantBooking: '즉시 예약',
  useInquireChat: '문의 채팅',
  unitType: '객실 종류',
  units: '객실 수',
  maxGuests: '최대 인원',
  price: '1박 요금',
  gender: '도미토리 구분',
  hasPrivateBathroom: '전용 욕실',
  photos: '사진',
  nameKo: '이름',
  timeZone: '시간대',
  area: '지역 범위',
  countryCode: '국가',
  continentCode: '대륙',
  provinceId: '지방',
  sort: '순서',
  businessName: '상호',
  representative: '대표자',
  businessNumber: '사업자등록번호',
  mailOrderNumber: '통신판매업 신고번호',
  businessAddress: '사업장 주소',
  contactPhone: '연락처',
  contactEmail: '이메일',
  bankName: '은행',
  accountHolder: '예금주',
  accountNumber: '계좌번호',
  commissionRate: '수수료율',
  type: '종류',
  alt: '사진 설명',
  itemCategoryType: '상품 유형',
  summary: '한 줄 소개',
  durationText: '소요 시간',
  meetingPoint: '만나는 장소',
  pricePerPerson: '1인 요금',
  dailySeats: '하루 판매 수량',
  starRating: '성급',
  neighborhoodId: '지역',
  bedText: '침대 구성',
  sizeM2: '객실 크기(㎡)',
  maxAdults: '최대 성인 수',
  maxOccupancy: '최대 인원',
  discountRate: '할인율',
  breakfastIncluded: '조식 포함',
  freeCancellation: '무료 취소',
  roomCode: '객실 코드',
  rateCode: '요금 코드',
  body: '내용',
  active: '사용',
  facilities: '시설',
  ids: '순서',
  code: '코드',
  categoryId: '숙소 유형',
  categories: '숙소 유형',
};

/**
 * Fields that hold a person's data: the log keeps that they changed, not what they held (the guest's name,
 * phone and e-mail stay in the booking, where withdrawal and retention rules reach them).
 */
export const AUDIT_PERSONAL_FIELDS: readonly string[] = ['guestName', 'guestEnglishName', 'guestPhone', 'guestEmail', 'phone', 'email', 'name', 'englishName', 'address', 'accountNumber', 'password'];
/** Secrets, hidden whatever holds them. */
const AUDIT_SECRET_FIELDS: readonly string[] = ['accountNumber', 'password'];
/** What the catalogue holds is the business's, shown on the site: a guesthouse's name and address are not a person's. */
const CATALOGUE_TARGETS: readonly AuditTargetType[] = ['stay', 'room', 'hotel', 'tour', 'city', 'facility', 'category'];

/** Whether the log hides the values of this field of this kind of record. */
export const auditHidesField = (targetType: AuditTargetType, field: string): boolean =>
  (CATALOGUE_TARGETS.includes(targetType) ? AUDIT_SECRET_FIELDS : AUDIT_PERSONAL_FIELDS).includes(field);
/** What a personal field's value reads as in the log. */
export const AUDIT_REDACTED = '(개인정보)';

/** The log's Excel download stops here (the file's last line says so). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;
export const AUDIT_EXPORT_CAPPED = (total: number, cap: number) =>
  `조건에 맞는 ${groupDigits(total)}건 중 ${groupDigits(cap)}건까지만 담았습니다. 기간이나 작업으로 좁혀 다시 내려받아 주세요.`;
export const AUDIT_EXPORT_LINK = `엑셀 다운로드 (최대 ${groupDigits(AUDIT_EXPORT_MAX_ROWS)}건)`;
