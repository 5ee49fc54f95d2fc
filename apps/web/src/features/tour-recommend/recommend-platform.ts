/** The list renders for PC (4 per row, PC routes) or mobile (2 per row, /m/1.0/ routes). */
export type RecommendPlatform = 'pc' | 'mobile';
