import { platformPaths } from '@minda/contracts/paths';
import { useNavigate } from 'react-router';
import { LoginForm } from '../../../features/auth/login-form.tsx';
import { useReturnPath } from '../../../features/auth/return-path.ts';
import { usePlatform } from '../../../lib/platform.tsx';
import { MemberCard } from './member-card.tsx';

/**
 * /member/login.php?encoded_login_return_page=true&login_return_page=… (PC) and the mobile screens' own
 * /m/1.0/member/login.html: back to the return path, or to the home of the platform the login was on.
 */
export function Component() {
  const navigate = useNavigate();
  const { returnPath, onward } = useReturnPath();
  const { register } = platformPaths[usePlatform()];
  return (
    <MemberCard title="로그인">
      <LoginForm registerHref={register(onward)} onLoggedIn={() => void navigate(returnPath, { replace: true })} />
    </MemberCard>
  );
}
