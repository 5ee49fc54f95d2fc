import { useNavigate, useSearchParams } from 'react-router';
import { RegisterForm } from '../../../features/auth/register-form.tsx';
import { useReturnPath } from '../../../features/auth/return-path.ts';
import { MemberCard } from './member-card.tsx';

/**
 * /member/register.php (PC) and /m/1.0/member/join.html (mobile): sign up, which also logs in, then back to
 * where the visitor came from, or to the home of the platform the page is on.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { returnPath, onward } = useReturnPath();
  return (
    <MemberCard title="회원가입">
      <RegisterForm returnPath={onward} onRegistered={() => void navigate(returnPath, { replace: true })} inviteCode={searchParams.get('invite')} />
    </MemberCard>
  );
}
