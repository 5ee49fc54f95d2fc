import { MemberOnly, ToLogin } from '../../../lib/member-only.tsx';
import { ReviewFormPage } from '../../../features/reviews/components/review-form-page.tsx';
import { SubHeader } from '../../../ui/sub-header/sub-header.tsx';

/** /m/1.0/grp_mypage/review_write.html?bookno=: the review form of one past booking. */
export function Component() {
  return (
    <>
      <SubHeader title="후기 쓰기" />
      <MemberOnly>
        <ReviewFormPage loginRedirect={<ToLogin />} />
      </MemberOnly>
    </>
  );
}
