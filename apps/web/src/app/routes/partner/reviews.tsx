import { PartnerReviewsScreen } from '../../../features/reviews/components/partner-reviews-screen.tsx';
import { partnerReviewsQueryOptions } from '../../../features/reviews/api/partner-reviews.ts';
import { partnerReviewsListOf } from '../../../features/reviews/components/partner-reviews-screen.tsx';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) => {
  const { replied, page } = partnerReviewsListOf(url.searchParams);
  return ensureQueries(client, partnerReviewsQueryOptions(replied, page));
});

/** /manager/review/list.php: the partner's reviews, waiting for an answer or answered, with reply and delete. */
export function Component() {
  return <PartnerReviewsScreen />;
}
