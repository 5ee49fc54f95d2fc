import { useState, type FormEvent } from 'react';
import type { SecondFactorSetup } from '@minda/contracts/admin-operators';
import kit from '../../ui/list-kit/list-kit.module.css';
import { useConfirmSecondFactor, useDisableSecondFactor, useStartSecondFactor } from './api/second-factor.ts';
import { useSignedInOperator } from './api/get-signed-in-operator.ts';
import styles from './operators.module.css';

/**
 * /admin/account: the operator's own account. 2단계 인증 (an authenticator app): on with a QR code and the app's
 * first code, which also gives ten recovery codes shown this once; off with a code.
 */
export function AccountSecurity() {
  const operator = useSignedInOperator(true);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  if (!operator.data) return <p aria-busy="true" className={styles.count} />;
  const me = operator.data;
  return (
    <section className={styles.create} aria-labelledby="second-factor">
      <h2 id="second-factor">2단계 인증</h2>
      <p className={styles.count}>
        {me.nickname} ({me.loginId}) · {me.roleLabel} · 2단계 인증 {me.secondFactor ? '켜짐' : '꺼짐'}
      </p>
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} /> : me.secondFactor ? <TurnOff /> : <TurnOn onConfirmed={setRecoveryCodes} />}
    </section>
  );
}

function TurnOn({ onConfirmed }: { onConfirmed: (codes: string[]) => void }) {
  const start = useStartSecondFactor();
  const confirm = useConfirmSecondFactor();
  const [code, setCode] = useState('');
  if (!start.data) {
    return (
      <>
        <p>로그인할 때 비밀번호와 함께 인증 앱(Google Authenticator 등)의 6자리 코드를 입력합니다.</p>
        <button type="button" className={kit.primary} onClick={() => start.mutate()} disabled={start.isPending}>
          2단계 인증 켜기
        </button>
        {start.isError ? <p role="alert" className={styles.error}>{start.error.message}</p> : null}
      </>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), { onSuccess: (data) => onConfirmed(data.recoveryCodes) });
  };
  return <Setup setup={start.data} code={code} onCode={setCode} onSubmit={submit} pending={confirm.isPending} error={confirm.isError ? confirm.error.message : null} />;
}

function Setup({ setup, code, onCode, onSubmit, pending, error }: { setup: SecondFactorSetup; code: string; onCode: (code: string) => void; onSubmit: (event: FormEvent) => void; pending: boolean; error: string | null }) {
  return (
    <form onSubmit={onSubmit} className={styles.createForm} aria-label="2단계 인증 설정">
      <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`} width={192} height={192} alt="인증 앱으로 찍을 QR 코드" />
      <div className={kit.field}>
        <p>인증 앱으로 QR 코드를 찍거나, 이 키를 직접 입력하세요.</p>
        <code aria-label="설정 키">{setup.secret}</code>
        <label>
          <span>인증 앱의 6자리 코드</span>
          <input inputMode="numeric" autoComplete="one-time-code" pattern="\d{6}" maxLength={6} value={code} onChange={(event) => onCode(event.target.value)} required />
        </label>
        {error ? <p role="alert" className={styles.error}>{error}</p> : null}
        <button type="submit" className={kit.primary} disabled={pending || !/^\d{6}$/.test(code.trim())}>
          확인하고 켜기
        </button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div role="status">
      <p>2단계 인증을 켰습니다. 휴대폰을 잃어버렸을 때 쓸 복구 코드입니다. 지금 한 번만 보여 드리니 안전한 곳에 적어 두세요. 코드마다 한 번씩 쓸 수 있습니다.</p>
      <ul aria-label="복구 코드" className={styles.codes}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className={kit.secondary} onClick={onDone}>
        적어 두었습니다
      </button>
    </div>
  );
}

function TurnOff() {
  const disable = useDisableSecondFactor();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(code.trim(), { onSuccess: () => setCode('') });
  };
  return (
    <form onSubmit={submit} aria-label="2단계 인증 끄기" className={styles.inline}>
      <label>
        <span>인증 앱의 코드 또는 복구 코드</span> <input autoComplete="one-time-code" maxLength={20} value={code} onChange={(event) => setCode(event.target.value)} required />
      </label>
      <button type="submit" className={kit.danger} disabled={disable.isPending || !code.trim()}>
        2단계 인증 끄기
      </button>
      {disable.isError ? <p role="alert" className={styles.error}>{disable.error.message}</p> : null}
    </form>
  );
}
