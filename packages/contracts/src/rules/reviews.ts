/** Review lists: the sorts a visitor can pick, in the order the picker shows them, and the page size cap. */
export const REVIEW_SORTS = ['recent', 'high', 'low'] as const;
export const REVIEW_SORT_LABELS: Record<(typeof REVIEW_SORTS)[number], string> = {
  recent: '최신순',
  high: '평점 높은순',
  low: '평점 낮은순',
};
export const REVIEW_PAGE_SIZE = 5;
export const REVIEW_PAGE_SIZE_MAX = 50;
/** Grades are whole stars 1-5; summaries round averages to one decimal. */
export const REVIEW_MAX_RATING = 5;

export function roundGrade(value: number): number {
  return Math.round(value * 10) / 10;
}
