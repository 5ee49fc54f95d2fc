import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LoginRequestSchema, type PageUser } from '@minda/contracts/auth';
import { platformPaths } from '@minda/contracts/paths';
import { usePlatform } from '../../lib/platform.tsx';
import styles from './auth-form.module.css';
import { errorMessage, fieldErrorsFromZod, type FieldErrors } from './field-errors.ts';
import { useLogin, type LoginKind } from './login.ts';

type Field = 'loginId' | 'password';

export type LoginFormProps = {
  onLoggedIn: (user: PageUser) => void;
  /** Link to the sign-up page (keeps the return address); none on the back office's login. */
  registerHref?: string;
  kind?: LoginKind;
};

/**
 * 아이디 / 비밀번호 form; the server's messages (one for an unknown id or a wrong password, and the throttle's
 * wait) appear in an alert region. Demo credentials live in the README only, never on a page.
 */
export function LoginForm({ onLoggedIn, registerHref, kind = 'member' }: LoginFormProps) {
  const id = useId();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const mutation = useLogin(kind);
  // 아이디 찾기 / 비밀번호 찾기 of the platform the form is shown on.
  const { findAccount } = platformPaths[usePlatform()];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = LoginRequestSchema.safeParse({ loginId: form.get('loginId') ?? '', password: form.get('password') ?? '' });
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod<Field>(parsed.error));
      return;
    }
    setFieldErrors({});
    mutation.mutate(parsed.data, { onSuccess: (data) => onLoggedIn(data.user) });
  };

  const serverError = mutation.isError ? errorMessage(mutation.error) : '';

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={`${id}-alert`}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-loginId`}>
            아이디
          </label>
          <input
            id={`${id}-loginId`}
            className={styles.input}
            name="loginId"
            type="text"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            aria-invalid={fieldErrors.loginId ? true : undefined}
            aria-describedby={fieldErrors.loginId ? `${id}-loginId-error` : undefined}
          />
          {fieldErrors.loginId && (
            <p id={`${id}-loginId-error`} className={styles.fieldError}>
              {fieldErrors.loginId}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-password`}>
            비밀번호
          </label>
          <input
            id={`${id}-password`}
            className={styles.input}
            name="password"
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
          />
          {fieldErrors.password && (
            <p id={`${id}-password-error`} className={styles.fieldError}>
              {fieldErrors.password}
            </p>
          )}
        </div>
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
