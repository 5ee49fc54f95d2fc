/**
 * Sign-up as Korean sites do it (issue 55): the e-mail is verified by a mailed code before the account is
 * created (the account-recovery code's numbers: 6 digits, 10 minutes, 5 tries), the terms, the privacy policy
 * and the age-14 line (정보통신망법 §31: no sign-up under 14 without a guardian) are required and recorded with
 * their time, marketing is optional and becomes the profile's marketing consent.
 */

/** How long a verified address stays good for finishing the form. */
export const SIGNUP_EMAIL_TOKEN_TTL_MINUTES = 30;

export const SIGNUP_REQUIRED_CONSENTS = ['terms', 'privacy', 'age14'] as const;
export const SIGNUP_OPTIONAL_CONSENTS = ['marketing'] as const;
export type SignupConsent = (typeof SIGNUP_REQUIRED_CONSENTS)[number] | (typeof SIGNUP_OPTIONAL_CONSENTS)[number];

export const SIGNUP_CONSENT_LABELS: Record<SignupConsent, string> = {
  terms: '이용약관 동의',
  privacy: '개인정보 수집 및 이용 동의',
  age14: '만 14세 이상입니다',
  marketing: '마케팅 정보 수신 동의',
};

export const SIGNUP_TEXTS = {
  termsRequired: '이용약관에 동의해 주세요.',
  privacyRequired: '개인정보 수집 및 이용에 동의해 주세요.',
  age14Required: '만 14세 이상만 가입할 수 있습니다.',
  passwordMismatch: '비밀번호가 일치하지 않습니다',
  emailNotVerified: '이메일 인증을 완료해 주세요.',
  /** The token was for another address, used already, or too old. */
  emailTokenInvalid: '이메일 인증이 만료되었거나 다른 주소의 인증입니다. 이메일 인증을 다시 해 주세요.',
  codeSent: (minutes: number) => `인증번호 6자리를 이메일로 보냈습니다. ${minutes}분 안에 입력해 주세요.`,
  emailVerified: '이메일 인증이 완료되었습니다.',
  mailSubject: '[민다] 회원가입 이메일 인증번호',
  mailText: (code: string, minutes: number) =>
    `민다 회원가입 이메일 인증번호는 ${code} 입니다.\n${minutes}분 안에 입력해 주세요.\n\n요청하지 않으셨다면 이 메일을 무시하셔도 됩니다.`,
} as const;
