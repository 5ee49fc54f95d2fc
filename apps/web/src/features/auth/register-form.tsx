import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { RegisterFormSchema, type PageUser } from '@minda/contracts/auth';
import { platformPaths, webPaths } from '@minda/contracts/paths';
import { SIGNUP_CONSENT_LABELS, SIGNUP_OPTIONAL_CONSENTS, SIGNUP_REQUIRED_CONSENTS, SIGNUP_TEXTS, type SignupConsent } from '@minda/contracts/rules/sign-up';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';
import { usePlatform } from '../../lib/platform.tsx';
import styles from './auth-form.module.css';
import { errorMessage, fieldErrorsFromApi, placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../lib/field-errors.ts';
import { Field } from './auth-field.tsx';
import { useRegister, useSendSignupCode, useVerifySignupCode } from './register.ts';
import { ConsentList } from '../../ui/consent-list/consent-list.tsx';

type FormInput = z.input<typeof RegisterFormSchema>;
type FormValues = z.output<typeof RegisterFormSchema>;
type TextField = 'loginId' | 'password' | 'passwordConfirm' | 'nickname' | 'inviteCode';

const CONSENTS: { name: SignupConsent; required: boolean }[] = [
  ...SIGNUP_REQUIRED_CONSENTS.map((name) => ({ name, required: true })),
  ...SIGNUP_OPTIONAL_CONSENTS.map((name) => ({ name, required: false })),
];
/** The document each consent agrees to; the age line is a statement, with nothing to read. */
const CONSENT_PAGES: Partial<Record<SignupConsent, string>> = {
  terms: webPaths.pc.clause.href(),
  privacy: webPaths.pc.privacy.href(),
  marketing: webPaths.pc.privacy.href(),
};
/** The server's refusals that are about one field show on it; the rest in the alert region. */
const SERVER_ERRORS = {
  fields: ['loginId', 'password', 'nickname', 'email', 'emailVerificationToken', 'inviteCode'],
  byCode: { LOGIN_ID_TAKEN: 'loginId', EMAIL_NOT_VERIFIED: 'emailVerificationToken' },
} satisfies ServerErrorPlaces<keyof FormInput>;
const consentLabel = (c: { name: SignupConsent; required: boolean }) => `${SIGNUP_CONSENT_LABELS[c.name]} (${c.required ? '필수' : '선택'})`;

/**
 * Sign-up form (react-hook-form with the contract's RegisterFormSchema, checked again by the server): the
 * e-mail is verified by a mailed code before 가입하기 goes through, then the consents, 전체 동의 first. Its
 * 로그인 link opens the login of the platform it is shown on, carrying `returnPath`.
 */
export function RegisterForm({ onRegistered, returnPath, inviteCode }: { onRegistered: (user: PageUser) => void; returnPath?: string; inviteCode?: string | null }) {
  const id = useId();
  const loginHref = platformPaths[usePlatform()].login(returnPath);
  const mutation = useRegister();
  const { register, handleSubmit, setValue, setError, getValues, control, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(RegisterFormSchema),
    defaultValues: {
      loginId: '',
      password: '',
      passwordConfirm: '',
      nickname: '',
      email: '',
      emailVerificationToken: '',
      inviteCode: inviteCode ?? '',
      consents: { terms: false, privacy: false, age14: false, marketing: false },
    },
  });
  const errors = formState.errors;
  const consents = useWatch({ control, name: 'consents' });
  const allConsented = CONSENTS.every((c) => consents[c.name]);

  const submit = (values: FormValues) => {
    const { passwordConfirm: _confirm, ...request } = values;
    mutation.mutate(
      { ...request, inviteCode: request.inviteCode || undefined },
      {
        onSuccess: (data) => onRegistered(data.user),
        onError: (error) => {
          // A used or expired verification: verify again.
          if (error instanceof ApiError && error.code === 'EMAIL_NOT_VERIFIED') setValue('emailVerificationToken', '');
          setServerFieldErrors(error, setError, SERVER_ERRORS);
        },
      },
    );
  };

  const serverError = placeServerError(mutation.error, SERVER_ERRORS).alert;
  const text = (name: TextField, label: string, type: string, autoComplete: string, hint?: string) => (
    <Field id={`${id}-${name}`} label={label} hint={hint} error={errors[name]}>
      {(props) => <input {...props} className={styles.input} type={type} autoComplete={autoComplete} autoCapitalize="none" spellCheck={false} {...register(name)} />}
    </Field>
  );

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
        {text('loginId', '아이디', 'text', 'username', '영문 소문자로 시작하는 4~20자 (영문 소문자, 숫자, _ . -)')}
        {text('password', '비밀번호', 'password', 'new-password', '영문자와 숫자를 포함한 8~64자')}
        {text('passwordConfirm', '비밀번호 확인', 'password', 'new-password')}
        {text('nickname', '닉네임', 'text', 'nickname', '2~12자')}
        <EmailVerification
          id={`${id}-email`}
          input={register('email')}
          emailError={errors.email?.message}
          tokenError={errors.emailVerificationToken?.message}
          onVerified={(token) => setValue('emailVerificationToken', token, { shouldValidate: formState.isSubmitted })}
          onEmailChanged={() => setValue('emailVerificationToken', '')}
          getEmail={() => getValues('email')}
        />
        {text('inviteCode', '친구 초대 코드 (선택)', 'text', 'off', '초대받은 링크로 오셨다면 이미 입력되어 있어요.')}

        <ConsentList
          legend="약관 동의"
          allChecked={allConsented}
          onAllChange={(checked) => {
            for (const c of CONSENTS) setValue(`consents.${c.name}`, checked, { shouldValidate: formState.isSubmitted });
          }}
          items={CONSENTS.map((c) => ({
            key: c.name,
            label: consentLabel(c),
            href: CONSENT_PAGES[c.name],
            input: register(`consents.${c.name}`),
            error: errors.consents?.[c.name]?.message,
          }))}
        />

        <p className={styles.alert} role="alert" aria-live="assertive">
          {serverError}
        </p>
        <button className={styles.submit} type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? '가입 중…' : '가입하기'}
        </button>
      </form>
      <p className={styles.links}>
        이미 회원이신가요? <Link to={loginHref}>로그인</Link>
      </p>
    </>
  );
}

type EmailProps = {
  id: string;
  input: UseFormRegisterReturn<'email'>;
  emailError: string | undefined;
  tokenError: string | undefined;
  getEmail: () => string;
  onVerified: (token: string) => void;
  onEmailChanged: () => void;
};

/** 이메일 with 인증번호 받기, then the code and 확인; changing the address after that asks for a new code. */
function EmailVerification({ id, input, emailError, tokenError, getEmail, onVerified, onEmailChanged }: EmailProps) {
  const send = useSendSignupCode();
  const verify = useVerifySignupCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);
  const [localError, setLocalError] = useState('');

  const requestCode = () => {
    const email = getEmail().trim();
    setLocalError('');
    send.mutate({ email }, { onSuccess: () => setSentTo(email), onError: (error) => setLocalError(fieldErrorsFromApi<'email'>(error).email ?? errorMessage(error)) });
  };
  const confirmCode = () => {
    if (!sentTo) return;
    setLocalError('');
    verify.mutate(
      { email: sentTo, code },
      {
        onSuccess: (data) => {
          setVerifiedEmail(sentTo);
          onVerified(data.emailVerificationToken);
        },
        onError: (error) => setLocalError(fieldErrorsFromApi<'code'>(error).code ?? errorMessage(error)),
      },
    );
  };

  const error = emailError ?? (localError || (verifiedEmail ? undefined : tokenError));
  return (
    <>
      <Field id={id} label="이메일" error={error}>
        {(props) => (
          <div className={styles.inline}>
            <input
              {...props}
              className={styles.input}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              {...input}
              onChange={(event) => {
                void input.onChange(event);
                // A verified address stays verified only while it is the one in the field.
                if (verifiedEmail !== null || sentTo !== null) {
                  setVerifiedEmail(null);
                  setSentTo(null);
                  setCode('');
                  onEmailChanged();
                }
              }}
            />
            <button type="button" className={styles.secondary} onClick={requestCode} disabled={send.isPending || verifiedEmail !== null}>
              {sentTo ? '인증번호 다시 받기' : '인증번호 받기'}
            </button>
          </div>
        )}
      </Field>
      {verifiedEmail !== null ? (
        <p className={styles.done} role="status">
          {SIGNUP_TEXTS.emailVerified}
        </p>
      ) : (
        sentTo !== null && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-code`}>
              인증번호
            </label>
            <p className={styles.hint} role="status">
              {send.data?.message}
            </p>
            <div className={styles.inline}>
              <input id={`${id}-code`} className={styles.input} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={code} onChange={(event) => setCode(event.target.value)} />
              <button type="button" className={styles.secondary} onClick={confirmCode} disabled={verify.isPending}>
                확인
              </button>
            </div>
          </div>
        )
      )}
    </>
  );
}
