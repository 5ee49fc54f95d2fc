/** Root of every cached chat query (channel lists, the unread total, report types). */
export const chatQueryRoot = ['chat'] as const;
