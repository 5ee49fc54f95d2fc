import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { LoginRequestSchema, type PageUser } from '@minda/contracts/auth';
import { platformPaths } from '@minda/contracts/paths';
import type { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';
import { placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../lib/field-errors.ts';
import { usePlatform } from '../../lib/platform.tsx';
import { Field } from './auth-field.tsx';
import styles from './auth-form.module.css';
import { useLogin, type LoginKind } from './login.ts';

type FormInput = z.input<typeof LoginRequestSchema>;
type FormValues = z.output<typeof LoginRequestSchema>;

/** A refusal of the typed values (400 details) shows on its field; a wrong password or the throttle's wait in the alert. */
const SERVER_ERRORS = { fields: ['loginId', 'password'] } satisfies ServerErrorPlaces<keyof FormInput>;

export type LoginFormProps = {
  onLoggedIn: (user: PageUser) => void;
  /** Link to the sign-up page (keeps the return address); none on the back office's login. */
  registerHref?: string;
  kind?: LoginKind;
};

/**
 * 아이디 / 비밀번호 form (react-hook-form with the contract's LoginRequestSchema and its messages, on the fields);
 * the server's messages (one for an unknown id or a wrong password, and the throttle's
 * wait) appear in an alert region. Demo credentials live in the README only, never on a page.
 */
export function LoginForm({ onLoggedIn, registerHref, kind = 'member' }: LoginFormProps) {
  const id = useId();
  const mutation = useLogin(kind);
  const { register, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { loginId: '', password: '' },
  });
  const errors = formState.errors;
  // 아이디 찾기 / 비밀번호 찾기 of the platform the form is shown on.
  const { findAccount } = platformPaths[usePlatform()];

  // An operator with a second factor is asked for the authenticator app's code after a right password.
  const [code, setCode] = useState('');
  const [codeShown, setCodeShown] = useState(false);

  const submit = (values: FormValues) =>
    mutation.mutate(codeShown && code.trim() ? { ...values, code: code.trim() } : values, {
      onSuccess: (data) => onLoggedIn(data.user),
      onError: (error) => {
        if (error instanceof ApiError && (error.code === 'SECOND_FACTOR_REQUIRED' || error.code === 'SECOND_FACTOR_INVALID')) setCodeShown(true);
        setServerFieldErrors(error, setError, SERVER_ERRORS);
      },
    });

  const serverError = placeServerError(mutation.error, SERVER_ERRORS).alert;

  return (
    <>
      <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate aria-describedby={`${id}-alert`}>
        <Field id={`${id}-loginId`} label="아이디" error={errors.loginId}>
          {(props) => <input {...props} className={styles.input} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...register('loginId')} />}
        </Field>
        <Field id={`${id}-password`} label="비밀번호" error={errors.password}>
          {(props) => <input {...props} className={styles.input} type="password" autoComplete="current-password" required {...register('password')} />}
        </Field>
        {codeShown ? (
          <Field id={`${id}-code`} label="인증 코드" hint="인증 앱의 6자리 숫자, 또는 복구 코드" error={undefined}>
            {(props) => (
              <input
                {...props}
                className={styles.input}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(event.target.value)}
                maxLength={20}
                // Asked for right after the password: the next thing to type.
                autoFocus
              />
            )}
          </Field>
        ) : null}
        <p id={`${id}-alert`} className={styles.alert} role="alert" aria-live="assertive">
          {serverError}
        </p>
        <button className={styles.submit} type="submit" disabled={mutation.isPending}>
          {mutation.isPending ? '로그인 중…' : '로그인'}
        </button>
      </form>
      {registerHref ? (
        <p className={styles.links}>
          아직 회원이 아니신가요? <Link to={registerHref}>회원가입</Link>
        </p>
      ) : null}
      <p className={styles.links}>
        <Link to={findAccount('id')}>아이디 찾기</Link>
        <span aria-hidden="true">·</span>
        <Link to={findAccount('password')}>비밀번호 찾기</Link>
      </p>
    </>
  );
}
