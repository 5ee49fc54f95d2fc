import { useId, useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { AuthCodeSendRequestSchema, AuthTokenRequestSchema, FindIdPwRequestSchema, type AuthCodeSendRequest, type FindIdPwResponse } from '@minda/contracts/auth';
import { platformPaths } from '@minda/contracts/paths';
import { RECOVERY_TEXTS } from '@minda/contracts/rules/account-recovery';
import { usePlatform } from '../../lib/platform.tsx';
import { useRedeemRecoveryToken, useSendRecoveryCode, useVerifyRecoveryCode } from './account-recovery.ts';
import styles from './auth-form.module.css';
import { errorMessage, fieldErrorsFromZod, type FieldErrors } from './field-errors.ts';

export type RecoveryTab = 'id' | 'password';

type Step =
  | { name: 'request' }
  | { name: 'code'; target: AuthCodeSendRequest; sentMessage: string }
  | { name: 'password'; target: AuthCodeSendRequest; recoveryToken: string }
  | { name: 'found'; loginIds: Extract<FindIdPwResponse, { kind: 'loginIds' }>['loginIds'] }
  | { name: 'changed'; loginId: string };

type Field = 'email' | 'loginId' | 'code' | 'newPassword' | 'confirm';

const PASSWORD_MISMATCH = '새 비밀번호가 서로 다릅니다. 다시 입력해 주세요.';
/** "2024년 3월 5일": the day an account was made, in Korean time. */
const joinedOn = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' });

/**
 * 아이디 찾기 / 비밀번호 찾기: the address (and the id, for a password), then the 6-digit code from the mail, then
 * the ids or a new password. The server answers the first step alike whether or not an account exists, and
 * the page says only what it said. Its links stay on the platform it is shown on.
 */
export function AccountRecoveryForm({ tab }: { tab: RecoveryTab }) {
  const id = useId();
  const paths = platformPaths[usePlatform()];
  const [step, setStep] = useState<Step>({ name: 'request' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const send = useSendRecoveryCode();
  const verify = useVerifyRecoveryCode();
  const redeem = useRedeemRecoveryToken();
  const failed = [send, verify, redeem].find((m) => m.isError);
  const busy = send.isPending || verify.isPending || redeem.isPending;

  const sendCode = (target: AuthCodeSendRequest) =>
    send.mutate(target, { onSuccess: (answer) => setStep({ name: 'code', target, sentMessage: answer.message }) });

  const onRequest = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = AuthCodeSendRequestSchema.safeParse({ email: form.get('email') ?? '', ...(tab === 'password' ? { loginId: form.get('loginId') ?? '' } : {}) });
    setFieldErrors(parsed.success ? {} : fieldErrorsFromZod<Field>(parsed.error));
    if (parsed.success) sendCode(parsed.data);
  };

  const onCode = (event: FormEvent<HTMLFormElement>, target: AuthCodeSendRequest) => {
    event.preventDefault();
    const parsed = AuthTokenRequestSchema.safeParse({ ...target, code: new FormData(event.currentTarget).get('code') ?? '' });
    setFieldErrors(parsed.success ? {} : fieldErrorsFromZod<Field>(parsed.error));
    if (!parsed.success) return;
    verify.mutate(parsed.data, {
      onSuccess: ({ recoveryToken }) => {
        if (tab === 'password') return setStep({ name: 'password', target, recoveryToken });
        redeem.mutate({ recoveryToken }, { onSuccess: (answer) => answer.kind === 'loginIds' && setStep({ name: 'found', loginIds: answer.loginIds }) });
      },
    });
  };

  const onPassword = (event: FormEvent<HTMLFormElement>, recoveryToken: string) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = FindIdPwRequestSchema.safeParse({ recoveryToken, newPassword: form.get('newPassword') ?? '' });
    if (!parsed.success) return setFieldErrors(fieldErrorsFromZod<Field>(parsed.error));
    if (form.get('confirm') !== parsed.data.newPassword) return setFieldErrors({ confirm: PASSWORD_MISMATCH });
    setFieldErrors({});
    redeem.mutate(parsed.data, { onSuccess: (answer) => answer.kind === 'passwordChanged' && setStep({ name: 'changed', loginId: answer.loginId }) });
  };

  const field = (name: Field, label: string, props: InputHTMLAttributes<HTMLInputElement>) => (
    <div key={name} className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        className={styles.input}
        name={name}
        required
        aria-invalid={fieldErrors[name] ? true : undefined}
        aria-describedby={fieldErrors[name] ? `${id}-${name}-error` : undefined}
        {...props}
      />
      {fieldErrors[name] && (
        <p id={`${id}-${name}-error`} className={styles.fieldError}>
          {fieldErrors[name]}
        </p>
      )}
    </div>
  );
  const alert = (
    <p className={styles.alert} role="alert" aria-live="assertive">
      {failed ? errorMessage(failed.error) : ''}
    </p>
  );

  switch (step.name) {
    case 'request':
      return (
        // Each step is its own form (key): uncontrolled inputs must not carry a value from the step before.
        <form key="request" className={styles.form} onSubmit={onRequest} noValidate>
          {tab === 'password' && field('loginId', '아이디', { type: 'text', autoComplete: 'username', autoCapitalize: 'none', spellCheck: false })}
          {field('email', '가입할 때 입력한 이메일', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {alert}
          <button className={styles.submit} type="submit" disabled={busy}>
            {send.isPending ? '보내는 중…' : '인증번호 받기'}
          </button>
        </form>
      );
    case 'code':
      return (
        <form key="code" className={styles.form} onSubmit={(event) => onCode(event, step.target)} noValidate>
          <p className={styles.hint} role="status">
            {step.sentMessage}
          </p>
          {field('code', '인증번호 6자리', { type: 'text', inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6, pattern: '\\d{6}' })}
          {alert}
          <button className={styles.submit} type="submit" disabled={busy}>
            {verify.isPending || redeem.isPending ? '확인 중…' : '확인'}
          </button>
          <button className={styles.secondary} type="button" disabled={busy} onClick={() => sendCode(step.target)}>
            인증번호 다시 받기
          </button>
        </form>
      );
    case 'password':
      return (
        <form key="password" className={styles.form} onSubmit={(event) => onPassword(event, step.recoveryToken)} noValidate>
          {field('newPassword', '새 비밀번호 (영문, 숫자 포함 8~64자)', { type: 'password', autoComplete: 'new-password' })}
          {field('confirm', '새 비밀번호 확인', { type: 'password', autoComplete: 'new-password' })}
          {alert}
          <button className={styles.submit} type="submit" disabled={busy}>
            {redeem.isPending ? '바꾸는 중…' : '비밀번호 바꾸기'}
          </button>
        </form>
      );
    case 'found':
      return (
        <div className={styles.form}>
          {step.loginIds.length === 0 ? (
            <p className={styles.hint}>{RECOVERY_TEXTS.noAccount}</p>
          ) : (
            <ul className={styles.results} aria-label="찾은 아이디">
              {step.loginIds.map((account) => (
                <li key={account.loginId}>
                  <strong>{account.loginId}</strong> <span className={styles.hint}>{joinedOn.format(new Date(account.joinedAt))} 가입</span>
                </li>
              ))}
            </ul>
          )}
          <Link className={styles.submitLink} to={paths.login()}>
            로그인
          </Link>
          <p className={styles.links}>
            비밀번호가 기억나지 않으세요? <Link to={paths.findAccount('password')}>비밀번호 찾기</Link>
          </p>
        </div>
      );
    case 'changed':
      return (
        <div className={styles.form}>
          <p role="status">{RECOVERY_TEXTS.passwordChanged}</p>
          <Link className={styles.submitLink} to={paths.login()}>
            {step.loginId} (으)로 로그인
          </Link>
        </div>
      );
  }
}
