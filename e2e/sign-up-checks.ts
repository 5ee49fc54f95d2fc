import type { APIRequestContext } from '@playwright/test';
import { apiPaths, apiUrl } from '@minda/contracts/paths';
import { SIGNUP_TEXTS } from '@minda/contracts/rules/sign-up';
import { expect } from './fixtures.ts';

/**
 * Sign-up through the API as the form does it (rules/sign-up.ts): the e-mail verified with the code the
 * embedded default mails to the outbox (the developers' outbox API answers this computer), then register
 * with the required consents.
 */

/** The newest code mailed to `email` under `subject`, read from the outbox. */
export async function codeMailedTo(request: APIRequestContext, email: string, subject: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails = ((await (await request.get(apiUrl(apiPaths.devOutbox.list.href()))).json()) as { data: { to: string | null; subject: string | null; text: string }[] }).data;
      code = /인증번호는 (\d{6}) 입니다/.exec(mails.find((m) => m.to === email && m.subject === subject)?.text ?? '')?.[1];
      return code;
    }, { message: `the mail "${subject}" to ${email} in the outbox`, timeout: 15_000 })
    .toBeTruthy();
  return code!;
}

type SignUp = { loginId: string; password: string; nickname: string; email: string };

/** Registers through the API with `xsrf` (the caller's XSRF-TOKEN cookie); the register call logs in. */
export async function signUpThroughApi(request: APIRequestContext, xsrf: string, input: SignUp): Promise<void> {
  const headers = { 'X-XSRF-TOKEN': xsrf };
  const sent = await request.post(apiUrl(apiPaths.auth.signupEmailCode.href()), { headers, data: { email: input.email } });
  expect(sent.status(), `signupEmailCode ${input.email}: ${await sent.text()}`).toBe(200);
  const code = await codeMailedTo(request, input.email, SIGNUP_TEXTS.mailSubject);
  const verified = await request.post(apiUrl(apiPaths.auth.signupEmailVerify.href()), { headers, data: { email: input.email, code } });
  expect(verified.status(), `signupEmailVerify ${input.email}: ${await verified.text()}`).toBe(200);
  const { emailVerificationToken } = ((await verified.json()) as { data: { emailVerificationToken: string } }).data;
  const res = await request.put(apiUrl(apiPaths.auth.register.href()), {
    headers,
    data: { ...input, emailVerificationToken, consents: { terms: true, privacy: true, age14: true } },
  });
  expect(res.status(), `register ${input.loginId}: ${await res.text()}`).toBe(200);
}
