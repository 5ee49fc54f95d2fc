import { MemberOnly, ToLogin } from '../../../lib/member-only.tsx';
import { ReviewFormPage } from '../../../features/reviews/components/review-form-page.tsx';
import { reviewFormLoader } from '../member-data.ts';

export const loader = reviewFormLoader;

/** /mypage/review_write.php?bookno=: the review form of one past booking. */
export function Component() {
  return (
    <MemberOnly>
      <ReviewFormPage loginRedirect={<ToLogin />} />
    </MemberOnly>
  );
}
