/**
 * Account recovery by a code sent to the account's e-mail (spec 2 §7.1 auth/authCodeSend, authToken,
 * findIdPw; issue 11). Our numbers, in the range Korean sites use: a 6-digit code valid 10 minutes, 5 tries a
 * code, and a 15-minute window to choose the new password once the code is accepted.
 */
export const RECOVERY_CODE_DIGITS = 6;
export const RECOVERY_CODE_TTL_MINUTES = 10;
export const RECOVERY_CODE_MAX_ATTEMPTS = 5;
export const RECOVERY_TOKEN_TTL_MINUTES = 15;
/**
 * Codes requested by one address, and by one address for one e-mail address, per hour: counted per requesting
 * address, so nobody elsewhere can spend a member's codes. A signed-in member asking for their own account has
 * a budget of RECOVERY_CODES_PER_EMAIL_PER_HOUR of their own.
 */
export const RECOVERY_CODES_PER_ADDRESS_PER_HOUR = 10;
export const RECOVERY_CODES_PER_EMAIL_PER_HOUR = 5;
/** Codes for one e-mail address from every address together, per hour; past it only addresses its accounts signed in from get one. */
export const RECOVERY_CODES_PER_EMAIL_ALL_ADDRESSES_PER_HOUR = 20;

export const RECOVERY_TEXTS = {
  pageTitle: '아이디 · 비밀번호 찾기',
  findIdTab: '아이디 찾기',
  resetPasswordTab: '비밀번호 찾기',
  /** The same answer whether or not an account has this address: the page reveals nothing. */
  codeSent: (minutes: number) => `입력하신 이메일로 가입된 계정이 있다면 인증번호 6자리를 보냈습니다. ${minutes}분 안에 입력해 주세요.`,
  codeInvalid: '인증번호가 올바르지 않거나 만료되었습니다. 인증번호를 다시 받아 주세요.',
  codeFormat: '인증번호 6자리 숫자를 입력해 주세요.',
  tokenInvalid: '인증 시간이 지났습니다. 처음부터 다시 진행해 주세요.',
  tooManyCodes: (minutes: number) => `인증번호 요청이 너무 많습니다. ${minutes}분 후 다시 시도해 주세요.`,
  noAccount: '이 이메일로 가입된 아이디가 없습니다.',
  passwordChanged: '비밀번호를 바꿨습니다. 새 비밀번호로 로그인해 주세요.',
  newPasswordRequired: '새 비밀번호를 입력해 주세요.',
  mailSubject: '[민다] 인증번호 안내',
  mailText: (code: string, minutes: number) =>
    `민다 계정 찾기 인증번호는 ${code} 입니다.\n${minutes}분 안에 입력해 주세요.\n\n요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 누군가 회원님의 이메일 주소를 잘못 입력했을 수 있습니다.`,
} as const;
