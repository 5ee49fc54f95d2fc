import { z } from 'zod';
import { LoginRequestSchema, NewLoginIdSchema, NewPasswordSchema, NicknameSchema } from './auth.ts';
import { dataEnvelope, pageQueryField, pagingFields } from './envelope.ts';
import { int4IdParam } from './numbers.ts';
import { OPERATOR_PERMISSIONS, OPERATOR_ROLES } from './rules/operator-roles.ts';

/** The back office's operators (issue 57): who is signed in, with what their role lets them do. */

export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);
export const OperatorPermissionSchema = z.enum(OPERATOR_PERMISSIONS);

/** `GET admin/auth/user` (spec 2 §7.1 "user info"): the signed-in operator; the menu shows what `permissions` allow. */
export const SignedInOperatorSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  nickname: z.string(),
  role: OperatorRoleSchema,
  /** The role's Korean name (최고 관리자, 상품 운영, ...). */
  roleLabel: z.string(),
  permissions: z.array(OperatorPermissionSchema),
  /** Whether the operator signs in with an authenticator app's code too. */
  secondFactor: z.boolean(),
});
export type SignedInOperator = z.infer<typeof SignedInOperatorSchema>;
export const SignedInOperatorResponseSchema = dataEnvelope(SignedInOperatorSchema);

/**
 * The operator's session after `POST admin/auth/session/refresh`: when it ends without another request (the idle
 * timeout) and when it ends whatever they do (12 hours after the login). The back office warns before the first.
 */
export const OperatorSessionSchema = z.object({ expiresAt: z.string(), endsAt: z.string() });
export type OperatorSession = z.infer<typeof OperatorSessionSchema>;
export const OperatorSessionResponseSchema = dataEnvelope(OperatorSessionSchema);
/** The back office asks "계속 사용하시겠어요?" this long before an idle session ends. */
export const SESSION_WARNING_MS = 5 * 60_000;

/*
 * Operators managed by a super operator (`operators.manage`): created with a role, the role changed, taken out of
 * the back office and brought back. Every change is in the audit log.
 */

export const OPERATOR_REASON_MAX_LENGTH = 500;

/** `POST admin/users`: a new operator account, signed in with this id and password from then on. */
export const OperatorCreateSchema = z.object({
  loginId: NewLoginIdSchema,
  password: NewPasswordSchema,
  nickname: NicknameSchema,
  role: z.enum(OPERATOR_ROLES, { error: '역할을 골라 주세요.' }),
});
export type OperatorCreate = z.infer<typeof OperatorCreateSchema>;

const ReasonSchema = z.string().trim().min(1, '사유를 입력해 주세요.').max(OPERATOR_REASON_MAX_LENGTH, `사유는 ${OPERATOR_REASON_MAX_LENGTH}자 이하로 입력해 주세요.`);

/** `PATCH admin/users/{id}`: a new role, or taken out of (`active: false`, with why) or back into the back office. */
export const OperatorPatchSchema = z.union([
  z.object({ role: z.enum(OPERATOR_ROLES, { error: '역할을 골라 주세요.' }) }).strict(),
  z.object({ active: z.literal(false), reason: ReasonSchema }).strict(),
  z.object({ active: z.literal(true) }).strict(),
], { error: '역할을 바꾸거나, 사유와 함께 사용 중지하거나, 다시 사용하게 할 수 있습니다.' });
export type OperatorPatch = z.infer<typeof OperatorPatchSchema>;

export const OperatorIdParamsSchema = z.object({ id: int4IdParam('운영자 번호') });

/** `GET admin/users`: by role, active or not, and a search of the id or name. */
export const OperatorListQuerySchema = z.object({
  role: z.enum(OPERATOR_ROLES, { error: '역할이 올바르지 않습니다.' }).optional(),
  status: z.enum(['active', 'inactive'], { error: '상태는 active 또는 inactive입니다.' }).optional(),
  q: z.string().trim().max(50, '검색어는 50자 이하로 입력해 주세요.').optional(),
  page: pageQueryField(),
});
export type OperatorListQuery = z.infer<typeof OperatorListQuerySchema>;

export const OperatorSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  nickname: z.string(),
  role: OperatorRoleSchema,
  roleLabel: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  deactivatedAt: z.string().nullable(),
});
export type Operator = z.infer<typeof OperatorSchema>;
export const OperatorResponseSchema = dataEnvelope(OperatorSchema);
export const OperatorPageSchema = z.object({ content: z.array(OperatorSchema), ...pagingFields });
export type OperatorPage = z.infer<typeof OperatorPageSchema>;
export const OperatorPageResponseSchema = dataEnvelope(OperatorPageSchema);

export const OPERATOR_MESSAGES = {
  loginIdTaken: '이미 사용 중인 아이디입니다.',
  notFound: '운영자를 찾을 수 없습니다.',
  lastSuper: '최고 관리자가 한 명 이상 있어야 합니다. 다른 최고 관리자를 먼저 지정해 주세요.',
  deactivated: '사용이 중지된 운영자 계정입니다. 최고 관리자에게 문의해 주세요.',
} as const;

/*
 * A second factor for operators (issue 57): a TOTP authenticator app (RFC 6238: 6 digits, 30 seconds) and ten
 * single-use recovery codes, as the staff tools of payment companies require.
 */

/** The app's 6 digits, or one of the recovery codes (XXXX-XXXX). */
const SecondFactorCodeSchema = z
  .string({ error: '인증 코드를 입력해 주세요.' })
  .trim()
  .min(1, '인증 코드를 입력해 주세요.')
  .max(20, '인증 코드가 너무 깁니다.');

/** `POST admin/auth/login`: the member login's body, and the code once the account has a second factor. */
export const AdminLoginRequestSchema = LoginRequestSchema.extend({ code: SecondFactorCodeSchema.optional() });

/** `POST admin/auth/second-factor`: a new secret to add to the app (shown once, until it is confirmed). */
export const SecondFactorSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() });
export type SecondFactorSetup = z.infer<typeof SecondFactorSetupSchema>;
export const SecondFactorSetupResponseSchema = dataEnvelope(SecondFactorSetupSchema);
/** `PUT admin/auth/second-factor`: the app's first code turns it on; the recovery codes are shown this once. */
export const SecondFactorConfirmSchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, '인증 앱에 보이는 6자리 숫자를 입력해 주세요.') });
export const SecondFactorConfirmResponseSchema = dataEnvelope(z.object({ recoveryCodes: z.array(z.string()) }));
/** `DELETE admin/auth/second-factor`: turned off with a current code or a recovery code. */
export const SecondFactorDisableSchema = z.object({ code: SecondFactorCodeSchema });

export const SECOND_FACTOR_MESSAGES = {
  required: '인증 앱의 6자리 코드를 입력해 주세요.',
  invalid: '인증 코드가 맞지 않습니다. 인증 앱의 새 코드나 복구 코드를 입력해 주세요.',
  alreadyOn: '2단계 인증이 이미 켜져 있습니다.',
  notStarted: '2단계 인증 설정을 먼저 시작해 주세요.',
  notOn: '2단계 인증이 켜져 있지 않습니다.',
} as const;
