import { ProfileForm } from '../../../features/mypage/components/profile-form.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';
import { MobileTabLayout } from '../../layouts/mobile-tab-layout.tsx';

/** /m/1.0/mypage/my_modify.html: the profile from the mobile my-page. */
export function Component() {
  return (
    <MobileTabLayout active="mypage">
      <SubHeader title="회원정보 수정" />
      <ProfileForm />
    </MobileTabLayout>
  );
}
