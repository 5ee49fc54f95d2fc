/** Root of every cached editorial query (events, boards, site pages). */
export const editorialQueryRoot = ['editorial'] as const;
