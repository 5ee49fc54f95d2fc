import { z } from 'zod';
import { NewPasswordSchema, NicknameSchema, newPasswordConfirmed } from './auth.ts';
import { dataEnvelope, pageQueryField, pagingFields } from './envelope.ts';
import { HotelPropertySchema } from './hotels.ts';
import { StayCardSchema } from './stays.ts';
import { int4IdParam } from './numbers.ts';
import { TourItemSchema } from './tours.ts';
import { GUIDEBOOK_PAGE_SIZE, GUIDEBOOK_TYPES, INQUIRY_CATEGORIES, INQUIRY_LIMITS, WITHDRAWN_NICKNAME } from './rules/mypage.ts';
import { normalizePhone, PHONE_MESSAGE } from './rules/phone.ts';
import { BIDI_CONTROL_MESSAGE, isCleanName } from './rules/text-input.ts';

/* ---- the wish list as a guidebook (spec 2 §7.6 "Guidebook") ---- */

export const GuidebookTypeSchema = z.enum(GUIDEBOOK_TYPES, { error: '찜 목록 종류(type)는 stay, tour, hotel 중 하나여야 합니다.' });

const count = z.number().int().nonnegative();

/** `GET common/mypage/guidebook/summary`: how many wishes of each line, and the newest few images of each. */
export const GuidebookSummarySchema = z.object({
  total: count,
  types: z.array(z.object({ type: GuidebookTypeSchema, count, thumbnails: z.array(z.string()) })),
});
export type GuidebookSummary = z.infer<typeof GuidebookSummarySchema>;
export const GuidebookSummaryResponseSchema = dataEnvelope(GuidebookSummarySchema);

/** `GET common/mypage/guidebook/detail?type=&page=` (page 1-based in the query, 0-based `number` in the answer). */
export const GuidebookDetailQuerySchema = z.object({
  type: GuidebookTypeSchema,
  page: pageQueryField(),
  size: z.coerce.number({ error: '페이지 크기는 숫자여야 합니다.' }).int().min(1, '페이지 크기는 1 이상이어야 합니다.').max(60, '페이지 크기는 60 이하여야 합니다.').default(GUIDEBOOK_PAGE_SIZE),
});
export type GuidebookDetailQuery = z.input<typeof GuidebookDetailQuerySchema>;

/** One page of one line's wishes, newest first; each line keeps the card shape of its own lists. */
export const GuidebookDetailSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('stay'), content: z.array(StayCardSchema), ...pagingFields }),
  z.object({ type: z.literal('tour'), content: z.array(TourItemSchema), ...pagingFields }),
  z.object({ type: z.literal('hotel'), content: z.array(HotelPropertySchema), ...pagingFields }),
]);
export type GuidebookDetail = z.infer<typeof GuidebookDetailSchema>;
export const GuidebookDetailResponseSchema = dataEnvelope(GuidebookDetailSchema);

/** `GET common/mypage/guidebook/V2/summary`: the wishes as a travel guidebook, one chapter per city, most wishes first. */
export const GuidebookCitySchema = z.object({
  cityCode: z.string(),
  cityName: z.string(),
  countryName: z.string(),
  imgPath: z.string(),
  stayCount: count,
  tourCount: count,
  hotelCount: count,
});
export type GuidebookCity = z.infer<typeof GuidebookCitySchema>;
export const GuidebookCitiesResponseSchema = dataEnvelope(z.array(GuidebookCitySchema));

/* ---- the member's profile (/mypage/my_modify.php) ---- */

export const MarketingConsentSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  /** When the current "yes" was given (ISO), null while it is "no". */
  emailAgreedAt: z.string().nullable(),
  smsAgreedAt: z.string().nullable(),
});

export const MemberProfileSchema = z.object({
  loginId: z.string(),
  email: z.string(),
  nickname: z.string(),
  profileImage: z.string().nullable(),
  /** 휴대폰 번호 in its stored form (rules/phone.ts), null when not given. */
  phone: z.string().nullable(),
  marketing: MarketingConsentSchema,
  createdAt: z.string(),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;
export const MemberProfileResponseSchema = dataEnvelope(MemberProfileSchema);

const body = { error: '요청 본문은 JSON 객체여야 합니다.' };

/** A typed mobile number in its stored form (rules/phone.ts); empty clears it (null). */
export const PhoneInputSchema = z
  .string({ error: PHONE_MESSAGE })
  .max(30, PHONE_MESSAGE)
  .transform((typed, ctx) => {
    if (typed.trim() === '') return null;
    const phone = normalizePhone(typed);
    if (phone === null) ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
    return phone;
  });

/** `PATCH member/profile`: any of nickname, phone and the two consents. */
export const MemberProfilePatchSchema = z
  .object(
    {
      nickname: NicknameSchema.refine((name) => name !== WITHDRAWN_NICKNAME, `'${WITHDRAWN_NICKNAME}'은 닉네임으로 쓸 수 없습니다.`).optional(),
      phone: PhoneInputSchema.optional(),
      marketingEmail: z.boolean({ error: '이메일 수신 동의는 true 또는 false여야 합니다.' }).optional(),
      marketingSms: z.boolean({ error: 'SMS 수신 동의는 true 또는 false여야 합니다.' }).optional(),
    },
    body,
  )
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), '바꿀 항목을 하나 이상 보내 주세요.');
export type MemberProfilePatch = z.infer<typeof MemberProfilePatchSchema>;

const currentPassword = z.string({ error: '현재 비밀번호를 입력해 주세요.' }).min(1, '현재 비밀번호를 입력해 주세요.').max(100, '비밀번호가 너무 깁니다.');

/** `PUT member/password`. */
export const PasswordChangeSchema = z
  .object({ currentPassword, newPassword: NewPasswordSchema }, body)
  .refine((input) => input.currentPassword !== input.newPassword, { message: '새 비밀번호가 현재 비밀번호와 같습니다.', path: ['newPassword'] });
export type PasswordChange = z.infer<typeof PasswordChangeSchema>;
/** The profile's password form: the change with 새 비밀번호 확인. */
export const PasswordChangeFormSchema = PasswordChangeSchema.safeExtend({ newPasswordConfirm: z.string() }).refine(...newPasswordConfirmed);

/** `POST member/withdrawal`. */
export const WithdrawalRequestSchema = z.object({ password: currentPassword, reason: z.string().trim().max(500, '탈퇴 사유는 500자 이하로 적어 주세요.').optional() }, body);
export type WithdrawalRequest = z.infer<typeof WithdrawalRequestSchema>;

/* ---- 1:1 inquiries to the operator (/mypage/my_m2m.php) ---- */

export const InquiryCategorySchema = z.enum(INQUIRY_CATEGORIES, { error: '문의 유형을 선택해 주세요.' });

/** `POST member/inquiries/files` (multipart, one file): an attachment stored ahead of the inquiry. */
export const InquiryFileSchema = z.object({ key: z.string(), name: z.string(), url: z.string() });
export const InquiryFileResponseSchema = dataEnvelope(InquiryFileSchema);

/** `POST member/inquiries`: the form, with the keys of files uploaded before. */
export const InquiryInputSchema = z.object({
  category: InquiryCategorySchema,
  // The operator reads both: the same rule as names shown to others (rules/text-input).
  title: z
    .string({ error: '제목을 입력해 주세요.' })
    .trim()
    .min(2, '제목은 2자 이상 적어 주세요.')
    .max(INQUIRY_LIMITS.title, `제목은 ${INQUIRY_LIMITS.title}자 이하로 적어 주세요.`)
    .refine(isCleanName, BIDI_CONTROL_MESSAGE),
  content: z
    .string({ error: '문의 내용을 입력해 주세요.' })
    .trim()
    .min(10, '문의 내용은 10자 이상 적어 주세요.')
    .max(INQUIRY_LIMITS.content, `문의 내용은 ${INQUIRY_LIMITS.content}자 이하로 적어 주세요.`)
    .refine(isCleanName, BIDI_CONTROL_MESSAGE),
  fileKeys: z
    .array(z.string().max(200), { error: '첨부 파일 목록이 올바르지 않습니다.' })
    .max(INQUIRY_LIMITS.files, `첨부 파일은 ${INQUIRY_LIMITS.files}개까지 올릴 수 있습니다.`)
    .default([]),
}, body);
export type InquiryInput = z.infer<typeof InquiryInputSchema>;

export const InquirySchema = z.object({
  id: z.number().int(),
  category: InquiryCategorySchema,
  title: z.string(),
  content: z.string(),
  status: z.enum(['waiting', 'answered']),
  createdAt: z.string(),
  attachments: z.array(z.object({ name: z.string(), url: z.string() })),
  answer: z.object({ content: z.string(), answeredAt: z.string() }).nullable(),
});
export type Inquiry = z.infer<typeof InquirySchema>;
export const InquiryResponseSchema = dataEnvelope(InquirySchema);

export const InquiryListQuerySchema = z.object({
  page: pageQueryField(),
});
export const InquiryPageResponseSchema = dataEnvelope(z.object({ content: z.array(InquirySchema), ...pagingFields }));

/* ---- the operator's side of 1:1 inquiries (admin/, decision 029) ---- */

export const AdminInquiryListQuerySchema = z.object({
  status: z.enum(['waiting', 'answered'], { error: '답변 상태는 waiting 또는 answered여야 합니다.' }).optional(),
  page: pageQueryField(),
});

export const AdminInquirySchema = InquirySchema.extend({ member: z.object({ id: z.number().int(), loginId: z.string(), nickname: z.string() }) });
export type AdminInquiry = z.infer<typeof AdminInquirySchema>;
export const AdminInquiryPageResponseSchema = dataEnvelope(z.object({ content: z.array(AdminInquirySchema), ...pagingFields }));
export const AdminInquiryResponseSchema = dataEnvelope(AdminInquirySchema);

/** `PUT admin/inquiries/{id}/answer`: writes or corrects the answer. */
export const InquiryAnswerSchema = z.object(
  { answer: z.string({ error: '답변을 입력해 주세요.' }).trim().min(2, '답변을 입력해 주세요.').max(INQUIRY_LIMITS.content, `답변은 ${INQUIRY_LIMITS.content}자 이하로 적어 주세요.`).refine(isCleanName, BIDI_CONTROL_MESSAGE) },
  body,
);
export const InquiryIdParamsSchema = z.object({ id: int4IdParam('문의 번호') });
