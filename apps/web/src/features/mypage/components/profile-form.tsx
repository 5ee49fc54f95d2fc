import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  MemberProfilePatchSchema,
  PasswordChangeFormSchema,
  WithdrawalRequestSchema,
  type MemberProfile,
  type MemberProfilePatch,
  type WithdrawalRequest,
} from '@minda/contracts/mypage';
import { platformPaths } from '@minda/contracts/paths';
import { discardAccessToken } from '../../../lib/access-token.ts';
import type { z } from 'zod';
import { errorMessage, placeServerError, setServerFieldErrors, type ServerErrorPlaces } from '../../../lib/field-errors.ts';
import { isLoginRequiredError } from '../../../lib/login-gate.tsx';
import { MemberOnly, ToLogin } from '../../../lib/member-only.tsx';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { usePlatform } from '../../../lib/platform.tsx';
import { ErrorState } from '../../../ui/error-state/error-state.tsx';
import { useChangePassword, useDeleteProfileImage, useProfile, useUpdateProfile, useUploadProfileImage, withdraw } from '../api/profile.ts';
import { Avatar } from './avatar.tsx';
import { dateText } from './dates.ts';
import { FormField } from './form-field.tsx';
import styles from './mypage.module.css';

const TRY_AGAIN = '잠시 후 다시 시도해 주세요.';
const messageOf = (error: unknown) => (error ? errorMessage(error, TRY_AGAIN) : undefined);

type PatchInput = z.input<typeof MemberProfilePatchSchema>;
/** The profile forms' own fields take the server's refusal of them (400 details); the rest is said in the form's alert. */
const NICKNAME_ERRORS = { fields: ['nickname'], fallback: TRY_AGAIN } satisfies ServerErrorPlaces<keyof PatchInput>;
const PHONE_ERRORS = { fields: ['phone'], fallback: TRY_AGAIN } satisfies ServerErrorPlaces<keyof PatchInput>;

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

/** 닉네임, checked with the contract's patch (NicknameSchema and its messages) before it is sent. */
function BasicInfo({ profile }: { profile: MemberProfile }) {
  const update = useUpdateProfile();
  const { register, handleSubmit, setError, control, formState } = useForm<PatchInput, unknown, MemberProfilePatch>({
    resolver: zodResolver(MemberProfilePatchSchema),
    defaultValues: { nickname: profile.nickname },
  });
  const nickname = useWatch({ control, name: 'nickname' }) ?? '';
  const submit = ({ nickname }: MemberProfilePatch) => update.mutate({ nickname }, { onError: (error) => setServerFieldErrors(error, setError, NICKNAME_ERRORS) });
  const alert = placeServerError(update.error, NICKNAME_ERRORS).alert;
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit, () => update.reset())(event)} aria-label="기본 정보" noValidate>
      <h2>기본 정보</h2>
      <p className={styles.note}>
        아이디 {profile.loginId} · 이메일 {profile.email} · 가입일 {dateText(profile.createdAt)}
      </p>
      <FormField label="닉네임" error={formState.errors.nickname?.message}>
        {(aria) => <input {...aria} maxLength={12} required autoComplete="nickname" {...register('nickname')} />}
      </FormField>
      {alert ? (
        <p className={styles.error} role="alert">{alert}</p>
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
  const update = useUpdateProfile();
  const { register, handleSubmit, setError, reset, control, formState } = useForm<PatchInput, unknown, MemberProfilePatch>({
    resolver: zodResolver(MemberProfilePatchSchema),
    defaultValues: { phone: profile.phone ?? '' },
  });
  const phone = useWatch({ control, name: 'phone' }) ?? '';
  // The contract gives the stored form, or null for an empty field: the request clears the number with ''.
  const submit = ({ phone }: MemberProfilePatch) =>
    update.mutate({ phone: phone ?? '' }, { onSuccess: (saved) => reset({ phone: saved.phone ?? '' }), onError: (error) => setServerFieldErrors(error, setError, PHONE_ERRORS) });
  const alert = placeServerError(update.error, PHONE_ERRORS).alert;
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit, () => update.reset())(event)} aria-label="휴대폰 번호" noValidate>
      <h2>휴대폰 번호</h2>
      <p className={styles.note}>예약할 때 연락처로 먼저 채워 드려요. 해외 번호는 +와 국가번호를 붙여 입력해 주세요.</p>
      <FormField label="휴대폰 번호" error={formState.errors.phone?.message}>
        {(aria) => <input {...aria} type="tel" maxLength={30} autoComplete="tel" placeholder="010-1234-5678" {...register('phone')} />}
      </FormField>
      {alert ? (
        <p className={styles.error} role="alert">{alert}</p>
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

type PasswordInput = z.input<typeof PasswordChangeFormSchema>;
type PasswordValues = z.output<typeof PasswordChangeFormSchema>;
const PASSWORD_ERRORS = { fields: ['currentPassword', 'newPassword'], byCode: { PASSWORD_MISMATCH: 'currentPassword' }, fallback: TRY_AGAIN } satisfies ServerErrorPlaces<keyof PasswordInput>;

/** 비밀번호 변경: the contract's PasswordChangeSchema and 새 비밀번호 확인; a wrong current password is said on its field. */
function PasswordSection() {
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<PasswordInput, unknown, PasswordValues>({
    resolver: zodResolver(PasswordChangeFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', newPasswordConfirm: '' },
  });
  const errors = formState.errors;
  const submit = ({ currentPassword, newPassword }: PasswordValues) =>
    change.mutate({ currentPassword, newPassword }, { onSuccess: () => reset(), onError: (error) => setServerFieldErrors(error, setError, PASSWORD_ERRORS) });
  const alert = placeServerError(change.error, PASSWORD_ERRORS).alert;
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit, () => change.reset())(event)} aria-label="비밀번호 변경" noValidate>
      <h2>비밀번호 변경</h2>
      <FormField label="현재 비밀번호" error={errors.currentPassword?.message}>
        {(aria) => <input {...aria} type="password" autoComplete="current-password" required {...register('currentPassword')} />}
      </FormField>
      <FormField label="새 비밀번호 (영문·숫자 포함 8~64자)" error={errors.newPassword?.message}>
        {(aria) => <input {...aria} type="password" autoComplete="new-password" maxLength={64} required {...register('newPassword')} />}
      </FormField>
      <FormField label="새 비밀번호 확인" error={errors.newPasswordConfirm?.message}>
        {(aria) => <input {...aria} type="password" autoComplete="new-password" required {...register('newPasswordConfirm')} />}
      </FormField>
      {alert ? (
        <p className={styles.error} role="alert">{alert}</p>
      ) : change.isSuccess ? (
        <p className={styles.success} role="status">비밀번호를 바꿨어요. 다른 기기에서는 다시 로그인해 주세요.</p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={change.isPending}>
        비밀번호 변경
      </button>
    </form>
  );
}

type WithdrawalInput = z.input<typeof WithdrawalRequestSchema>;
const WITHDRAWAL_ERRORS = { fields: ['password', 'reason'], byCode: { PASSWORD_MISMATCH: 'password' }, fallback: TRY_AGAIN } satisfies ServerErrorPlaces<keyof WithdrawalInput>;

/** 회원 탈퇴: the password (the contract's WithdrawalRequestSchema), once the notice is confirmed; a wrong password is said on its field. */
function WithdrawalSection() {
  const home = platformPaths[usePlatform()].home;
  const { register, handleSubmit, setError, formState } = useForm<WithdrawalInput, unknown, WithdrawalRequest>({
    resolver: zodResolver(WithdrawalRequestSchema),
    defaultValues: { password: '', reason: '' },
  });
  // The notice read: it unlocks 탈퇴하기 and is not part of the request.
  const [agreed, setAgreed] = useState(false);
  const errors = formState.errors;
  const submit = async ({ password, reason }: WithdrawalRequest) => {
    if (!window.confirm('정말 탈퇴하시겠어요? 탈퇴하면 찜 목록과 회원 정보는 되돌릴 수 없습니다.')) return;
    try {
      await withdraw({ password, ...(reason ? { reason } : {}) });
    } catch (cause) {
      setServerFieldErrors(cause, setError, WITHDRAWAL_ERRORS);
      const { alert } = placeServerError(cause, WITHDRAWAL_ERRORS);
      if (alert) setError('root.server', { message: alert });
      return;
    }
    discardAccessToken();
    window.alert('회원 탈퇴가 완료되었습니다. 그동안 민다를 이용해 주셔서 감사합니다.');
    // A full load, so nothing of the account stays in memory.
    window.location.replace(home());
  };
  return (
    <form className={styles.form} onSubmit={(event) => void handleSubmit(submit)(event)} aria-label="회원 탈퇴" noValidate>
      <h2>회원 탈퇴</h2>
      <p className={styles.note}>
        이용 예정인 예약이 있으면 탈퇴할 수 없어요. 탈퇴하면 찜 목록, 프로필 사진, 마케팅 동의는 바로 지워지고 닉네임은 &lsquo;탈퇴회원&rsquo;으로 바뀝니다.
        전자상거래법에 따라 계약·결제 기록은 5년간 보관합니다. 같은 아이디로 다시 로그인할 수 없어요.
      </p>
      <FormField label="비밀번호 확인" error={errors.password?.message}>
        {(aria) => <input {...aria} type="password" autoComplete="current-password" required {...register('password')} />}
      </FormField>
      <FormField label="탈퇴 사유 (선택)" error={errors.reason?.message}>
        {(aria) => <input {...aria} maxLength={500} {...register('reason')} />}
      </FormField>
      <label className={styles.check}>
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        위 내용을 확인했습니다.
      </label>
      {errors.root?.server && <p className={styles.error} role="alert">{errors.root.server.message}</p>}
      <button type="submit" className={styles.danger} disabled={formState.isSubmitting || !agreed}>
        탈퇴하기
      </button>
    </form>
  );
}
