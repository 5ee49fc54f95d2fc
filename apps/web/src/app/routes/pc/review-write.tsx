import { MemberOnly, ToLogin } from '../../../lib/member-only.tsx';
import { ReviewFormPage } from '../../../features/reviews/components/review-form-page.tsx';

/** /mypage/review_write.php?bookno=: the review form of one past booking. */
export function Component() {
  return (
    <MemberOnly>
      <ReviewFormPage loginRedirect={<ToLogin />} />
    </MemberOnly>
  );
}
