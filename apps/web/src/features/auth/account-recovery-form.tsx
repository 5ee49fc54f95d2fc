import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  AuthCodeSendRequestSchema,
  PasswordResetFormSchema,
  RecoveryCodeFormSchema,
  type AuthCodeSendRequest,
  type FindIdPwResponse,
} from '@minda/contracts/auth';
import { platformPaths } from '@minda/contracts/paths';
import { RECOVERY_TEXTS } from '@minda/contracts/rules/account-recovery';
import type { z } from 'zod';
import { placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../lib/field-errors.ts';
import { usePlatform } from '../../lib/platform.tsx';
import { useRedeemRecoveryToken, useSendRecoveryCode, useVerifyRecoveryCode } from './account-recovery.ts';
import { Field } from './auth-field.tsx';
import styles from './auth-form.module.css';

export type RecoveryTab = 'id' | 'password';

type Step =
  | { name: 'request' }
  | { name: 'code'; target: AuthCodeSendRequest; sentMessage: string }
  | { name: 'password'; target: AuthCodeSendRequest; recoveryToken: string }
  | { name: 'found'; loginIds: Extract<FindIdPwResponse, { kind: 'loginIds' }>['loginIds'] }
  | { name: 'changed'; loginId: string };

/** The failed call of the steps, if one failed: each step shows it on its fields or in its alert region. */
type Failure = { error: unknown } | undefined;
type OnError = (error: unknown) => void;

/** "2024년 3월 5일": the day an account was made, in Korean time. */
const joinedOn = new Intl.DateTimeFormat('ko-KR', { timeZone: 'Asia/Seoul', dateStyle: 'long' });

/**
 * 아이디 찾기 / 비밀번호 찾기: the address (and the id, for a password), then the 6-digit code from the mail, then
 * the ids or a new password. Each step is its own react-hook-form with the contract's schema and messages. The
 * server answers the first step alike whether or not an account exists, and the page says only what it said.
 * Its links stay on the platform it is shown on.
 */
export function AccountRecoveryForm({ tab }: { tab: RecoveryTab }) {
  const paths = platformPaths[usePlatform()];
  const [step, setStep] = useState<Step>({ name: 'request' });
  const send = useSendRecoveryCode();
  const verify = useVerifyRecoveryCode();
  const redeem = useRedeemRecoveryToken();
  const failed: Failure = [send, verify, redeem].find((m) => m.isError);
  const busy = send.isPending || verify.isPending || redeem.isPending;

  const sendCode = (target: AuthCodeSendRequest, onError?: OnError) =>
    send.mutate(target, { onSuccess: (answer) => setStep({ name: 'code', target, sentMessage: answer.message }), onError });

  const verifyCode = (target: AuthCodeSendRequest, code: string, onError: OnError) =>
    verify.mutate(
      { ...target, code },
      {
        onSuccess: ({ recoveryToken }) => {
          if (tab === 'password') return setStep({ name: 'password', target, recoveryToken });
          redeem.mutate({ recoveryToken }, { onSuccess: (answer) => answer.kind === 'loginIds' && setStep({ name: 'found', loginIds: answer.loginIds }) });
        },
        onError,
      },
    );

  const resetPassword = (recoveryToken: string, newPassword: string, onError: OnError) =>
    redeem.mutate({ recoveryToken, newPassword }, { onSuccess: (answer) => answer.kind === 'passwordChanged' && setStep({ name: 'changed', loginId: answer.loginId }), onError });

  switch (step.name) {
    case 'request':
      return <RequestStep tab={tab} failed={failed} busy={busy} sending={send.isPending} onSend={sendCode} />;
    case 'code':
      return (
        <CodeStep
          sentMessage={step.sentMessage}
          failed={failed}
          busy={busy}
          checking={verify.isPending || redeem.isPending}
          onVerify={(code, onError) => verifyCode(step.target, code, onError)}
          onResend={() => sendCode(step.target)}
        />
      );
    case 'password':
      return <PasswordStep failed={failed} busy={busy} changing={redeem.isPending} onChange={(newPassword, onError) => resetPassword(step.recoveryToken, newPassword, onError)} />;
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

/** The failed call's message in the step's alert region, unless it is shown on one of the step's fields. */
function StepAlert<K extends string>({ failed, places }: { failed: Failure; places: ServerErrorPlaces<K> }) {
  return (
    <p className={styles.alert} role="alert" aria-live="assertive">
      {placeServerError(failed?.error, places).alert}
    </p>
  );
}

type RequestInput = z.input<typeof AuthCodeSendRequestSchema>;
const REQUEST_ERRORS = { fields: ['loginId', 'email'] } satisfies ServerErrorPlaces<keyof RequestInput>;

/** The address, and for a password the id too (the contract wants it then: an empty id is refused). */
function RequestStep({ tab, failed, busy, sending, onSend }: { tab: RecoveryTab; failed: Failure; busy: boolean; sending: boolean; onSend: (target: AuthCodeSendRequest, onError: OnError) => void }) {
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<RequestInput, unknown, AuthCodeSendRequest>({
    resolver: zodResolver(AuthCodeSendRequestSchema),
    defaultValues: tab === 'password' ? { loginId: '', email: '' } : { email: '' },
  });
  const errors = formState.errors;
  const submit = (target: AuthCodeSendRequest) => onSend(target, (error) => setServerFieldErrors(error, setError, REQUEST_ERRORS));
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      {tab === 'password' && (
        <Field id={`${id}-loginId`} label="아이디" error={errors.loginId}>
          {(props) => <input {...props} className={styles.input} type="text" autoComplete="username" autoCapitalize="none" spellCheck={false} required {...register('loginId')} />}
        </Field>
      )}
      <Field id={`${id}-email`} label="가입할 때 입력한 이메일" error={errors.email}>
        {(props) => <input {...props} className={styles.input} type="email" autoComplete="email" inputMode="email" required {...register('email')} />}
      </Field>
      <StepAlert failed={failed} places={REQUEST_ERRORS} />
      <button className={styles.submit} type="submit" disabled={busy}>
        {sending ? '보내는 중…' : '인증번호 받기'}
      </button>
    </form>
  );
}

type CodeValues = z.output<typeof RecoveryCodeFormSchema>;
const CODE_ERRORS = { fields: ['code'], byCode: { AUTH_CODE_INVALID: 'code' } } satisfies ServerErrorPlaces<keyof CodeValues>;

type CodeStepProps = { sentMessage: string; failed: Failure; busy: boolean; checking: boolean; onVerify: (code: string, onError: OnError) => void; onResend: () => void };

/** The mailed code; a wrong or expired one is said on the field, and 인증번호 다시 받기 mails another. */
function CodeStep({ sentMessage, failed, busy, checking, onVerify, onResend }: CodeStepProps) {
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<z.input<typeof RecoveryCodeFormSchema>, unknown, CodeValues>({
    resolver: zodResolver(RecoveryCodeFormSchema),
    defaultValues: { code: '' },
  });
  const submit = ({ code }: CodeValues) => onVerify(code, (error) => setServerFieldErrors(error, setError, CODE_ERRORS));
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <p className={styles.hint} role="status">
        {sentMessage}
      </p>
      <Field id={`${id}-code`} label="인증번호 6자리" error={formState.errors.code}>
        {(props) => <input {...props} className={styles.input} type="text" inputMode="numeric" autoComplete="one-time-code" maxLength={6} pattern="\d{6}" required {...register('code')} />}
      </Field>
      <StepAlert failed={failed} places={CODE_ERRORS} />
      <button className={styles.submit} type="submit" disabled={busy}>
        {checking ? '확인 중…' : '확인'}
      </button>
      <button className={styles.secondary} type="button" disabled={busy} onClick={onResend}>
        인증번호 다시 받기
      </button>
    </form>
  );
}

type PasswordInput = z.input<typeof PasswordResetFormSchema>;
type PasswordValues = z.output<typeof PasswordResetFormSchema>;
const PASSWORD_ERRORS = { fields: ['newPassword'] } satisfies ServerErrorPlaces<keyof PasswordInput>;

/** The new password, twice: the contract's password rules, and 새 비밀번호 확인 must repeat it. */
function PasswordStep({ failed, busy, changing, onChange }: { failed: Failure; busy: boolean; changing: boolean; onChange: (newPassword: string, onError: OnError) => void }) {
  const id = useId();
  const { register, handleSubmit, setError, formState } = useForm<PasswordInput, unknown, PasswordValues>({
    resolver: zodResolver(PasswordResetFormSchema),
    defaultValues: { newPassword: '', newPasswordConfirm: '' },
  });
  const errors = formState.errors;
  const submit = ({ newPassword }: PasswordValues) => onChange(newPassword, (error) => setServerFieldErrors(error, setError, PASSWORD_ERRORS));
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} noValidate>
      <Field id={`${id}-newPassword`} label="새 비밀번호 (영문, 숫자 포함 8~64자)" error={errors.newPassword}>
        {(props) => <input {...props} className={styles.input} type="password" autoComplete="new-password" required {...register('newPassword')} />}
      </Field>
      <Field id={`${id}-confirm`} label="새 비밀번호 확인" error={errors.newPasswordConfirm}>
        {(props) => <input {...props} className={styles.input} type="password" autoComplete="new-password" required {...register('newPasswordConfirm')} />}
      </Field>
      <StepAlert failed={failed} places={PASSWORD_ERRORS} />
      <button className={styles.submit} type="submit" disabled={busy}>
        {changing ? '바꾸는 중…' : '비밀번호 바꾸기'}
      </button>
    </form>
  );
}
