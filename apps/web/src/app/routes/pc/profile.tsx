import { ProfileForm } from '../../../features/mypage/components/profile-form.tsx';

/** /mypage/my_modify.php: nickname, photo, marketing consent, password and withdrawal. */
export function Component() {
  return <ProfileForm heading="회원정보 수정" />;
}
