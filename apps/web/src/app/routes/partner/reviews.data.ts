import { partnerReviewsQueryOptions } from '../../../features/reviews/api/partner-reviews.ts';
import { partnerReviewsListOf } from '../../../features/reviews/partner-reviews-list.ts';
import { ensureQueries } from '../../route-data.ts';
import { signedInLoader } from '../member-data.ts';

export const loader = signedInLoader(({ client, url }) => {
  const { replied, page } = partnerReviewsListOf(url.searchParams);
  return ensureQueries(client, partnerReviewsQueryOptions(replied, page));
});
