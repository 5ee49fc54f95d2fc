import { PartnerReviewsScreen } from '../../../features/reviews/components/partner-reviews-screen.tsx';

/** /manager/review/list.php: the partner's reviews, waiting for an answer or answered, with reply and delete. */
export function Component() {
  return <PartnerReviewsScreen />;
}
