/** Root of the cached promotion queries without products (events, the coupon page). */
export const promotionsQueryRoot = ['promotions'] as const;
