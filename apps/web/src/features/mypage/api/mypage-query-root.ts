/** Root of the my-page's own cached queries (summaries, profile, inquiries). */
export const mypageQueryRoot = ['mypage'] as const;
