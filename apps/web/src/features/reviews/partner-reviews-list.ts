/** The list an address names: `replied=Y` the answered reviews, else the waiting ones; `page` one-based. */
export function partnerReviewsListOf(params: URLSearchParams): { replied: boolean; page: number } {
  return { replied: params.get('replied') === 'Y', page: Math.max(1, Number(params.get('page')) || 1) };
}
