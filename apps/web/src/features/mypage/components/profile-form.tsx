import { useState, type FormEvent } from 'react';
import { PhoneInputSchema, type MemberProfile } from '@minda/contracts/mypage';
import { platformPaths } from '@minda/contracts/paths';
import { discardAccessToken } from '../../../lib/access-token.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { isLoginRequiredError } from '../../../lib/login-gate.tsx';
import { MemberOnly, ToLogin } from '../../../lib/member-only.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePlatform } from '../../../lib/platform.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { useChangePassword, useDeleteProfileImage, useProfile, useUpdateProfile, useUploadProfileImage, withdraw } from '../api/profile.ts';
import { Avatar } from './avatar.tsx';
import { dateText } from './dates.ts';
import styles from './mypage.module.css';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : error ? '잠시 후 다시 시도해 주세요.' : undefined);

/** /mypage/my_modify.php and its mobile twin: nickname, phone, photo, marketing consent, password, withdrawal. */
export function ProfileForm({ heading }: { heading?: string }) {
  const platform = usePlatform();
  usePageMeta({ title: '회원정보 수정 - 민다', description: '닉네임, 프로필 사진, 마케팅 수신 동의, 비밀번호를 바꾸고 회원 탈퇴를 할 수 있습니다.' });
  return (
    <div className={styles.page} data-platform={platform} data-view="narrow">
      {heading && <h1 className={styles.title}>{heading}</h1>}
      <MemberOnly>
        <ProfileBody />
      </MemberOnly>
    </div>
  );
}

function ProfileBody() {
  const { data: profile, error, refetch, isFetching } = useProfile();
  if (isLoginRequiredError(error)) return <ToLogin />;
  if (error) return <ErrorState message="회원 정보를 불러오지 못했어요." onRetry={() => void refetch()} retrying={isFetching} />;
  if (!profile) return <div role="status" aria-label="불러오는 중" aria-busy="true" className={styles.loading} />;
  return (
    <>
      <BasicInfo profile={profile} />
      <PhoneSection profile={profile} />
      <PhotoSection profile={profile} />
      <MarketingSection profile={profile} />
      <PasswordSection />
      <WithdrawalSection />
    </>
  );
}

function BasicInfo({ profile }: { profile: MemberProfile }) {
  const [nickname, setNickname] = useState(profile.nickname);
  const update = useUpdateProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({ nickname });
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="기본 정보">
      <h2>기본 정보</h2>
      <p className={styles.note}>
        아이디 {profile.loginId} · 이메일 {profile.email} · 가입일 {dateText(profile.createdAt)}
      </p>
      <label className={styles.field}>
        닉네임
        <input value={nickname} onChange={(e) => setNickname(e.target.value)} maxLength={12} required autoComplete="nickname" />
      </label>
      {update.error ? (
        <p className={styles.error} role="alert">{messageOf(update.error)}</p>
      ) : update.isSuccess ? (
        <p className={styles.success} role="status">닉네임을 바꿨어요.</p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={update.isPending || nickname.trim() === profile.nickname}>
        닉네임 저장
      </button>
    </form>
  );
}

/** 휴대폰 번호 (rules/phone.ts): checked here with the contract, saved in its stored form; the booking form starts with it. */
function PhoneSection({ profile }: { profile: MemberProfile }) {
  const [phone, setPhone] = useState(profile.phone ?? '');
  const [invalid, setInvalid] = useState<string | undefined>();
  const update = useUpdateProfile();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PhoneInputSchema.safeParse(phone);
    setInvalid(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) update.mutate({ phone }, { onSuccess: (saved) => setPhone(saved.phone ?? '') });
  };
  const error = invalid ?? messageOf(update.error);
  return (
    <form className={styles.form} onSubmit={submit} aria-label="휴대폰 번호" noValidate>
      <h2>휴대폰 번호</h2>
      <p className={styles.note}>예약할 때 연락처로 먼저 채워 드려요. 해외 번호는 +와 국가번호를 붙여 입력해 주세요.</p>
      <label className={styles.field}>
        휴대폰 번호
        <input
          type="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          maxLength={30}
          autoComplete="tel"
          placeholder="010-1234-5678"
          aria-invalid={error ? true : undefined}
        />
      </label>
      {error ? (
        <p className={styles.error} role="alert">{error}</p>
      ) : update.isSuccess ? (
        <p className={styles.success} role="status">{profile.phone ? '휴대폰 번호를 저장했어요.' : '휴대폰 번호를 지웠어요.'}</p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={update.isPending || phone.trim() === (profile.phone ?? '')}>
        휴대폰 번호 저장
      </button>
    </form>
  );
}

function PhotoSection({ profile }: { profile: MemberProfile }) {
  const upload = useUploadProfileImage();
  const remove = useDeleteProfileImage();
  const error = upload.error ?? remove.error;
  return (
    <section className={styles.form} aria-label="프로필 사진">
      <h2>프로필 사진</h2>
      <Avatar src={profile.profileImage} size={96} />
      <label className={styles.field}>
        사진 바꾸기 (JPEG, PNG, WebP, GIF · 10MB 이하)
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          disabled={upload.isPending}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload.mutate(file);
            e.target.value = '';
          }}
        />
      </label>
      {error && <p className={styles.error} role="alert">{messageOf(error)}</p>}
      {profile.profileImage && (
        <button type="button" className={styles.more} onClick={() => remove.mutate()} disabled={remove.isPending}>
          사진 지우기
        </button>
      )}
    </section>
  );
}

function MarketingSection({ profile }: { profile: MemberProfile }) {
  const update = useUpdateProfile();
  const { marketing } = profile;
  return (
    <section className={styles.form} aria-label="마케팅 정보 수신 동의">
      <h2>마케팅 정보 수신 동의</h2>
      <p className={styles.note}>특가, 쿠폰, 이벤트 소식을 보내 드려요. 예약·결제 안내는 동의와 관계없이 보내 드립니다.</p>
      <label className={styles.check}>
        <input type="checkbox" checked={marketing.email} disabled={update.isPending} onChange={(e) => update.mutate({ marketingEmail: e.target.checked })} />
        이메일 수신 {marketing.emailAgreedAt && `(${dateText(marketing.emailAgreedAt)} 동의)`}
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={marketing.sms} disabled={update.isPending} onChange={(e) => update.mutate({ marketingSms: e.target.checked })} />
        SMS 수신 {marketing.smsAgreedAt && `(${dateText(marketing.smsAgreedAt)} 동의)`}
      </label>
      {update.error && <p className={styles.error} role="alert">{messageOf(update.error)}</p>}
    </section>
  );
}

function PasswordSection() {
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const mismatch = confirm !== '' && next !== confirm;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mismatch) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          setCurrent('');
          setNext('');
          setConfirm('');
        },
      },
    );
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label="비밀번호 변경">
      <h2>비밀번호 변경</h2>
      <label className={styles.field}>
        현재 비밀번호
        <input type="password" value={current} onChange={(e) => setCurrent(e.target.value)} autoComplete="current-password" required />
      </label>
      <label className={styles.field}>
        새 비밀번호 (영문·숫자 포함 8~64자)
        <input type="password" value={next} onChange={(e) => setNext(e.target.value)} autoComplete="new-password" minLength={8} maxLength={64} required />
      </label>
      <label className={styles.field}>
        새 비밀번호 확인
        <input type="password" value={confirm} onChange={(e) => setConfirm(e.target.value)} autoComplete="new-password" required />
      </label>
      {mismatch ? (
        <p className={styles.error} role="alert">새 비밀번호가 서로 다릅니다.</p>
      ) : change.error ? (
        <p className={styles.error} role="alert">{messageOf(change.error)}</p>
      ) : change.isSuccess ? (
        <p className={styles.success} role="status">비밀번호를 바꿨어요. 다른 기기에서는 다시 로그인해 주세요.</p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={change.isPending || mismatch}>
        비밀번호 변경
      </button>
    </form>
  );
}

function WithdrawalSection() {
  const home = platformPaths[usePlatform()].home;
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!window.confirm('정말 탈퇴하시겠어요? 탈퇴하면 찜 목록과 회원 정보는 되돌릴 수 없습니다.')) return;
    setPending(true);
    setError(undefined);
    try {
      await withdraw({ password, ...(reason.trim() ? { reason: reason.trim() } : {}) });
      discardAccessToken();
      window.alert('회원 탈퇴가 완료되었습니다. 그동안 민다를 이용해 주셔서 감사합니다.');
      // A full load, so nothing of the account stays in memory.
      window.location.replace(home());
    } catch (cause) {
      setError(messageOf(cause));
      setPending(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label="회원 탈퇴">
      <h2>회원 탈퇴</h2>
      <p className={styles.note}>
        이용 예정인 예약이 있으면 탈퇴할 수 없어요. 탈퇴하면 찜 목록, 프로필 사진, 마케팅 동의는 바로 지워지고 닉네임은 &lsquo;탈퇴회원&rsquo;으로 바뀝니다.
        전자상거래법에 따라 계약·결제 기록은 5년간 보관합니다. 같은 아이디로 다시 로그인할 수 없어요.
      </p>
      <label className={styles.field}>
        비밀번호 확인
        <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required />
      </label>
      <label className={styles.field}>
        탈퇴 사유 (선택)
        <input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
      </label>
      <label className={styles.check}>
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        위 내용을 확인했습니다.
      </label>
      {error && <p className={styles.error} role="alert">{error}</p>}
      <button type="submit" className={styles.danger} disabled={pending || !agreed}>
        탈퇴하기
      </button>
    </form>
  );
}
