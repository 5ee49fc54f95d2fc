import { z } from 'zod';
import { EmailSchema, NewLoginIdSchema, NewPasswordSchema, NicknameSchema } from './auth.ts';
import { dataEnvelope } from './envelope.ts';
import { int4IdParam } from './numbers.ts';
import { BUSINESS_NUMBER_MESSAGE, formatBusinessNumber, isBusinessNumber } from './rules/business-number.ts';

/**
 * The operator's partners (issue 57, spec 2 §7.10 "partners"): stay hosts, tour operators and hotel vendors, each a
 * partner account that signs in to the manager screens, with the business details a Korean intermediary must show
 * and keep, a settlement account (shown masked once saved) and the contract's commission.
 */

export const PARTNER_KINDS = ['stay', 'tour', 'hotel'] as const;
export type PartnerKind = (typeof PARTNER_KINDS)[number];
export const PARTNER_KIND_LABELS: Record<PartnerKind, string> = { stay: '민박 파트너', tour: '투어·티켓 파트너', hotel: '호텔 공급사' };
export const PARTNER_STATUSES = ['active', 'suspended'] as const;
export const PARTNER_STATUS_LABELS: Record<(typeof PARTNER_STATUSES)[number], string> = { active: '거래 중', suspended: '거래 중지' };

const text = (label: string, max: number) =>
  z.string({ error: `${label}을(를) 입력해 주세요.` }).trim().min(1, `${label}을(를) 입력해 주세요.`).max(max, `${label}은(는) ${max}자 이하로 입력해 주세요.`);

/** The business and the money: what the contract holds. */
const businessFields = {
  type: z.enum(PARTNER_KINDS, { error: '파트너 종류를 골라 주세요.' }),
  businessName: text('상호', 60),
  representative: text('대표자', 30),
  businessNumber: z
    .string({ error: BUSINESS_NUMBER_MESSAGE })
    .trim()
    .refine(isBusinessNumber, BUSINESS_NUMBER_MESSAGE)
    .transform(formatBusinessNumber),
  /** 통신판매업 신고번호 ("2024-서울강남-01234"); a business abroad without one writes 해당 없음. */
  mailOrderNumber: text('통신판매업 신고번호', 40),
  businessAddress: text('사업장 주소', 200),
  contactPhone: z.string({ error: '연락처를 입력해 주세요.' }).trim().regex(/^\+?[\d\s-]{8,20}$/, '연락처는 숫자와 -, 국제번호는 +로 8~20자입니다.'),
  contactEmail: z.string({ error: '이메일을 입력해 주세요.' }).trim().email('이메일 주소 형식이 아닙니다.').max(100),
  bankName: text('은행', 30),
  accountHolder: text('예금주', 30),
  /** Digits and hyphens; kept sealed, shown as ****1234 afterwards. */
  accountNumber: z.string({ error: '계좌번호를 입력해 주세요.' }).trim().regex(/^[\d-]{8,24}$/, '계좌번호는 숫자와 -로 8~24자입니다.'),
  /** The platform's commission in percent, to one decimal (15.5). */
  commissionRate: z
    .number({ error: '수수료율을 숫자로 입력해 주세요.' })
    .min(0, '수수료율은 0에서 50% 사이입니다.')
    .max(50, '수수료율은 0에서 50% 사이입니다.')
    .refine((rate) => Math.abs(rate * 10 - Math.round(rate * 10)) < 1e-9, '수수료율은 소수점 한 자리까지입니다.'),
};

/** `POST admin/partners`: a partner account (its manager login) and its business, in one go. */
export const AdminPartnerCreateSchema = z
  .object({ loginId: NewLoginIdSchema, password: NewPasswordSchema, name: NicknameSchema, ...businessFields })
  .strict();
export type AdminPartnerCreate = z.infer<typeof AdminPartnerCreateSchema>;

/** `PATCH admin/partners/{partnerId}`: any business field, a new account, or the status with its reason. */
export const AdminPartnerPatchSchema = z
  .object({
    ...businessFields,
    status: z.enum(PARTNER_STATUSES, { error: '상태는 active 또는 suspended입니다.' }),
    reason: z.string().trim().max(500, '사유는 500자 이하로 입력해 주세요.'),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).some((key) => key !== 'reason'), { error: '바꿀 항목이 없습니다.' })
  .refine((patch) => patch.status !== 'suspended' || (patch.reason ?? '').length > 0, { error: '거래 중지 사유를 입력해 주세요.', path: ['reason'] });
export type AdminPartnerPatch = z.infer<typeof AdminPartnerPatchSchema>;

export const AdminPartnerParamsSchema = z.object({ partnerId: int4IdParam('파트너 번호') });

export const AdminPartnerDetailSchema = z.object({
  partnerId: z.number().int(),
  loginId: z.string(),
  name: z.string(),
  /** Whether the business details were filled in (partners made before issue 57 have none yet). */
  registered: z.boolean(),
  type: z.enum(PARTNER_KINDS).nullable(),
  status: z.enum(PARTNER_STATUSES),
  businessName: z.string(),
  representative: z.string(),
  businessNumber: z.string(),
  mailOrderNumber: z.string(),
  businessAddress: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  bankName: z.string(),
  accountHolder: z.string(),
  /** ****1234, or null before an account is saved. */
  accountMasked: z.string().nullable(),
  commissionRate: z.number(),
  products: z.object({ stays: z.number().int(), tours: z.number().int(), hotels: z.number().int() }),
  createdAt: z.string(),
});
export type AdminPartnerDetail = z.infer<typeof AdminPartnerDetailSchema>;
export const AdminPartnerDetailResponseSchema = dataEnvelope(AdminPartnerDetailSchema);

/**
 * A partner's logins to the manager screens (issue 57, "partner users"): the business's own (대표 계정, the account the
 * partner is) and its staff logins, each signing in as themselves and acting for the business.
 */
export const AdminPartnerUserSchema = z.object({
  userId: z.number().int(),
  loginId: z.string(),
  nickname: z.string(),
  email: z.string(),
  /** The business's own login (대표 계정): turned off only with the business. */
  owner: z.boolean(),
  active: z.boolean(),
  createdAt: z.string(),
  /** When it last signed in (its newest session), if ever. */
  lastLoginAt: z.string().optional(),
});
export type AdminPartnerUser = z.infer<typeof AdminPartnerUserSchema>;
export const AdminPartnerUsersResponseSchema = dataEnvelope(z.array(AdminPartnerUserSchema));
export const AdminPartnerUserResponseSchema = dataEnvelope(AdminPartnerUserSchema);

/** `POST admin/partners/{partnerId}/users`: a staff login of the business. */
export const AdminPartnerUserCreateSchema = z
  .object({ loginId: NewLoginIdSchema, password: NewPasswordSchema, nickname: NicknameSchema, email: EmailSchema })
  .strict();
export type AdminPartnerUserCreate = z.infer<typeof AdminPartnerUserCreateSchema>;
export const AdminPartnerUserCreatedResponseSchema = dataEnvelope(z.object({ userId: z.number().int() }));

/** `PATCH admin/partners/{partnerId}/users/{userId}`: a staff login turned off (its sessions end) or on again. */
export const AdminPartnerUserPatchSchema = z.object({ active: z.boolean({ error: '사용 여부(active)를 보내 주세요.' }) }).strict();
export type AdminPartnerUserPatch = z.infer<typeof AdminPartnerUserPatchSchema>;
export const AdminPartnerUserParamsSchema = z.object({ partnerId: int4IdParam('파트너 번호'), userId: int4IdParam('계정 번호') });

export const ADMIN_PARTNER_MESSAGES = {
  notFound: '파트너를 찾을 수 없습니다.',
  loginIdTaken: '이미 사용 중인 아이디입니다.',
  typeRequired: '처음 등록하는 사업자 정보에는 파트너 종류가 필요합니다.',
  /** A product given to a partner that is unknown or out of business (422 on `partnerId`). */
  cannotOwn: '파트너를 찾을 수 없거나 거래가 중지된 파트너입니다. 파트너를 다시 골라 주세요.',
  /** The right password of a partner taken out of business, at its sign-in. */
  suspendedSignIn: '거래가 중지된 파트너 계정입니다. 민다 파트너 지원팀에 문의해 주세요.',
  /** The right password of a staff login an operator turned off, at its sign-in. */
  staffDeactivated: '사용이 중지된 관리자 계정입니다. 업체 대표 계정이나 민다 파트너 지원팀에 문의해 주세요.',
  /** The business's own login is turned off only with the business (거래 중지). */
  ownerCannotDeactivate: '대표 계정은 사용 중지할 수 없습니다. 파트너를 거래 중지해 주세요.',
  userNotFound: '이 파트너의 관리자 계정을 찾을 수 없습니다.',
  /** The reason the log gives each product a partner's suspension took off sale. */
  productsOffSale: (reason: string) => `파트너 거래 중지: ${reason}`,
} as const;
