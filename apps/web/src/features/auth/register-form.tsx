import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { RegisterRequestSchema, type PageUser } from '@minda/contracts/auth';
import { ApiError } from '../../lib/api-error.ts';
import styles from './auth-form.module.css';
import { errorMessage, fieldErrorsFromApi, fieldErrorsFromZod, type FieldErrors } from './field-errors.ts';
import { useRegister } from './register.ts';

type Field = 'loginId' | 'password' | 'nickname' | 'email' | 'inviteCode';

const FIELDS: { name: Field; label: string; type: string; autoComplete: string; hint?: string; optional?: true }[] = [
  { name: 'loginId', label: '아이디', type: 'text', autoComplete: 'username', hint: '영문 소문자로 시작하는 4~20자 (영문 소문자, 숫자, _ . -)' },
  { name: 'password', label: '비밀번호', type: 'password', autoComplete: 'new-password', hint: '영문자와 숫자를 포함한 8~64자' },
  { name: 'nickname', label: '닉네임', type: 'text', autoComplete: 'nickname', hint: '2~12자' },
  { name: 'email', label: '이메일', type: 'email', autoComplete: 'email' },
  { name: 'inviteCode', label: '친구 초대 코드 (선택)', type: 'text', autoComplete: 'off', hint: '초대받은 링크로 오셨다면 이미 입력되어 있어요.', optional: true },
];

/** Sign-up form: the contract's Korean messages per field, checked here first and again by the server. */
export function RegisterForm({ onRegistered, loginHref, inviteCode }: { onRegistered: (user: PageUser) => void; loginHref: string; inviteCode?: string | null }) {
  const id = useId();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<Field>>({});
  const mutation = useRegister();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = Object.fromEntries(FIELDS.map((f) => [f.name, String(form.get(f.name) ?? '')]));
    const parsed = RegisterRequestSchema.safeParse(input);
    if (!parsed.success) {
      setFieldErrors(fieldErrorsFromZod<Field>(parsed.error));
      return;
    }
    setFieldErrors({});
    mutation.mutate(parsed.data, {
      onSuccess: (data) => onRegistered(data.user),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'LOGIN_ID_TAKEN') setFieldErrors({ loginId: error.message });
        else setFieldErrors(fieldErrorsFromApi<Field>(error));
      },
    });
  };

  const hasFieldError = Object.keys(fieldErrors).length > 0;
  const serverError = mutation.isError && !hasFieldError ? errorMessage(mutation.error) : '';

  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {FIELDS.map((field) => {
          const error = fieldErrors[field.name];
          const inputId = `${id}-${field.name}`;
          const describedBy = [field.hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
          return (
            <div className={styles.field} key={field.name}>
              <label className={styles.label} htmlFor={inputId}>
                {field.label}
              </label>
              <input
                id={inputId}
                className={styles.input}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                autoCapitalize="none"
                spellCheck={false}
                required={!field.optional}
                defaultValue={field.name === 'inviteCode' ? (inviteCode ?? undefined) : undefined}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy || undefined}
              />
              {field.hint && (
                <p id={`${inputId}-hint`} className={styles.hint}>
                  {field.hint}
                </p>
              )}
              {error && (
                <p id={`${inputId}-error`} className={styles.fieldError} role="alert">
                  {error}
                </p>
              )}
            </div>
          );
        })}
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
