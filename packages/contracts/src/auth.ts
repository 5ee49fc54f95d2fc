import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';
import { RECOVERY_CODE_DIGITS, RECOVERY_TEXTS } from './rules/account-recovery.ts';
import { SIGNUP_TEXTS } from './rules/sign-up.ts';
import { BIDI_CONTROL_MESSAGE, isCleanName } from './rules/text-input.ts';

export const UserRoleSchema = z.enum(['member', 'partner', 'admin']);
export type UserRole = z.infer<typeof UserRoleSchema>;

export const LOGIN_ID_PATTERN = /^[a-z0-9][a-z0-9_.-]{3,19}$/;

export const LoginRequestSchema = z.object({
  loginId: z.string().trim().min(1, '아이디를 입력해 주세요.').max(50, '아이디가 너무 깁니다.'),
  password: z.string().min(1, '비밀번호를 입력해 주세요.').max(100, '비밀번호가 너무 깁니다.'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const NewPasswordSchema = z
  .string()
  .min(8, '비밀번호는 8자 이상이어야 합니다.')
  .max(64, '비밀번호는 64자 이하여야 합니다.')
  .regex(/[A-Za-z]/, '비밀번호에 영문자를 포함해 주세요.')
  .regex(/\d/, '비밀번호에 숫자를 포함해 주세요.');

/** 새 비밀번호 확인 that does not repeat the new password (account recovery, the profile's password change). */
export const NEW_PASSWORD_MISMATCH = '새 비밀번호가 서로 다릅니다. 다시 입력해 주세요.';

/**
 * A form that takes the new password twice: `.safeExtend({ newPasswordConfirm: z.string() }).refine(...newPasswordConfirmed)`.
 * Checked in the browser only (the request carries one password), and said at once with the other fields' messages.
 */
export const newPasswordConfirmed: [(input: { newPassword?: string; newPasswordConfirm: string }) => boolean, z.core.$ZodCustomParams] = [
  (input) => input.newPassword === input.newPasswordConfirm,
  { message: NEW_PASSWORD_MISMATCH, path: ['newPasswordConfirm'], when: (payload) => typeof payload.value === 'object' && payload.value !== null },
];

export const EmailSchema = z.string().trim().toLowerCase().email('이메일 형식이 올바르지 않습니다.').max(254, '이메일 형식이 올바르지 않습니다.');
/** A mailed code (account recovery and sign-up): RECOVERY_CODE_DIGITS digits. */
const MailCodeSchema = z.string().trim().regex(new RegExp(`^\\d{${RECOVERY_CODE_DIGITS}}$`), RECOVERY_TEXTS.codeFormat);

/** A new account's login id (sign-up, a new operator): lower-cased, LOGIN_ID_PATTERN. */
export const NewLoginIdSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(LOGIN_ID_PATTERN, '아이디는 영문 소문자로 시작하는 4~20자의 영문 소문자, 숫자, _ . - 조합이어야 합니다.');

/** A nickname as sign-up and the profile take it: 2-12 characters, no control characters. */
export const NicknameSchema = z
  .string()
  .trim()
  .min(2, '닉네임은 2자 이상이어야 합니다.')
  .max(12, '닉네임은 12자 이하여야 합니다.')
  .refine(isCleanName, BIDI_CONTROL_MESSAGE);

/** A consent sign-up cannot go without: anything but true is refused with its own message. */
const requiredConsent = (message: string) => z.boolean({ error: message }).refine((given) => given, message);

export const RegisterRequestSchema = z.object({
  loginId: NewLoginIdSchema,
  password: NewPasswordSchema,
  nickname: NicknameSchema,
  email: z.string().trim().email('이메일 형식이 올바르지 않습니다.'),
  /** What `auth/signupEmailVerify` gave for this address: sign-up is finished only with a verified e-mail. */
  emailVerificationToken: z.string({ error: SIGNUP_TEXTS.emailNotVerified }).min(20, SIGNUP_TEXTS.emailNotVerified).max(200, SIGNUP_TEXTS.emailNotVerified),
  /** A friend's invite code (`/member/register.php?invite=CODE`, decision 028); empty = none. */
  inviteCode: z.string().trim().toUpperCase().max(20, '초대 코드가 너무 깁니다.').optional(),
  /** The sign-up consents (rules/sign-up.ts): the three required ones must be true; marketing is optional. */
  consents: z.object(
    {
      terms: requiredConsent(SIGNUP_TEXTS.termsRequired),
      privacy: requiredConsent(SIGNUP_TEXTS.privacyRequired),
      age14: requiredConsent(SIGNUP_TEXTS.age14Required),
      marketing: z.boolean({ error: '마케팅 정보 수신 동의는 true 또는 false여야 합니다.' }).default(false),
    },
    { error: SIGNUP_TEXTS.termsRequired },
  ),
});
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** The sign-up form: the request plus 비밀번호 확인, which must match (checked in the browser only). */
export const RegisterFormSchema = RegisterRequestSchema.extend({ passwordConfirm: z.string() }).refine((input) => input.password === input.passwordConfirm, {
  message: SIGNUP_TEXTS.passwordMismatch,
  path: ['passwordConfirm'],
  // Said at once, with the other fields' messages, not only once everything else is valid.
  when: (payload) => typeof payload.value === 'object' && payload.value !== null,
});

/** `POST auth/signupEmailCode`: mails a sign-up code to the address. */
export const SignupEmailCodeRequestSchema = z.object({ email: EmailSchema });
export type SignupEmailCodeRequest = z.infer<typeof SignupEmailCodeRequestSchema>;
export const SignupEmailCodeResponseSchema = dataEnvelope(z.object({ message: z.string(), expiresInSeconds: z.number().int() }));

/** `POST auth/signupEmailVerify`: a correct code gives the token that register takes. */
export const SignupEmailVerifyRequestSchema = z.object({
  email: EmailSchema,
  code: MailCodeSchema,
});
export type SignupEmailVerifyRequest = z.infer<typeof SignupEmailVerifyRequestSchema>;
export const SignupEmailVerifyResponseSchema = dataEnvelope(z.object({ emailVerificationToken: z.string(), expiresInSeconds: z.number().int() }));

/** The "user object on the page" (spec 1 §6): null for a visitor. */
export const PageUserSchema = z.object({
  id: z.number().int(),
  loginId: z.string(),
  nickName: z.string(),
  profileImage: z.string().nullable(),
  role: UserRoleSchema,
  /** Total unread inquiry chat messages (badge and red dot). */
  unreadInquiryCount: z.number().int(),
  /**
   * Only for a partner's staff login (issue 57, "partner users"): `id` is then the partner business it acts for,
   * `loginId`/`nickName` the login's own; this names the login's own account and the business.
   */
  partnerStaff: z.object({ accountId: z.number().int(), businessName: z.string() }).optional(),
});
export type PageUser = z.infer<typeof PageUserSchema>;

export const SessionTokensSchema = z.object({
  accessToken: z.string(),
  /** Epoch milliseconds, same value as the accessTokenExpire cookie. */
  accessTokenExpire: z.number().int(),
});

export const LoginResponseSchema = dataEnvelope(SessionTokensSchema.extend({ user: PageUserSchema }));
export const PageUserResponseSchema = dataEnvelope(PageUserSchema.nullable());

/** The legacy endpoint answers without the envelope (spec 2 §6.1). */
export const AccessTokenRefreshResponseSchema = z.object({ success: z.boolean(), accessToken: z.string().optional() });
export type AccessTokenRefreshResponse = z.infer<typeof AccessTokenRefreshResponseSchema>;

/*
 * Account recovery (spec 2 §7.1; rules/account-recovery.ts). Without `loginId` the code finds the ids of an
 * e-mail address; with it, it lets that account set a new password. Every answer before the code is checked
 * is the same whether or not such an account exists.
 */
const RecoveryTargetSchema = z.object({
  email: EmailSchema,
  loginId: z.string().trim().toLowerCase().min(1, '아이디를 입력해 주세요.').max(50, '아이디가 너무 깁니다.').optional(),
});

/** `POST auth/authCodeSend`: mails a code to the address when an account matches. */
export const AuthCodeSendRequestSchema = RecoveryTargetSchema;
export type AuthCodeSendRequest = z.infer<typeof AuthCodeSendRequestSchema>;
export const AuthCodeSendResponseSchema = dataEnvelope(z.object({ message: z.string(), expiresInSeconds: z.number().int() }));

/** `POST auth/authToken`: trades a correct code for a short-lived recovery token. */
export const AuthTokenRequestSchema = RecoveryTargetSchema.extend({
  code: MailCodeSchema,
});
export type AuthTokenRequest = z.infer<typeof AuthTokenRequestSchema>;
export const AuthTokenResponseSchema = dataEnvelope(z.object({ recoveryToken: z.string(), expiresInSeconds: z.number().int() }));

/** `POST auth/findIdPw`: with a find-id token, the address's login ids; with a reset token and `newPassword`, the change. */
export const FindIdPwRequestSchema = z.object({
  recoveryToken: z.string().min(20).max(200),
  newPassword: NewPasswordSchema.optional(),
});
export type FindIdPwRequest = z.infer<typeof FindIdPwRequestSchema>;
/** Account recovery's last step, the form: the reset's `newPassword`, which that step must give, typed twice. */
export const PasswordResetFormSchema = z.object({ newPassword: NewPasswordSchema, newPasswordConfirm: z.string() }).refine(...newPasswordConfirmed);
/** Its code step: the mailed code (the address and id are those the code was sent for). */
export const RecoveryCodeFormSchema = AuthTokenRequestSchema.pick({ code: true });
export const FindIdPwResponseSchema = dataEnvelope(
  z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('loginIds'), loginIds: z.array(z.object({ loginId: z.string(), joinedAt: z.string() })) }),
    z.object({ kind: z.literal('passwordChanged'), loginId: z.string() }),
  ]),
);
export type FindIdPwResponse = z.infer<typeof FindIdPwResponseSchema>['data'];

/** `GET auth/remote_addr`: the caller's address as the server sees it. */
export const RemoteAddrResponseSchema = dataEnvelope(z.object({ remoteAddr: z.string() }));
