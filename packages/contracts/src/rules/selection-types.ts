/**
 * What a keyword suggestion can be (spec 1 §4.2). A plain list with no zod, so browser code on the first
 * screens can check stored recent searches without loading zod (decision 011); search.ts builds its schema
 * from it.
 */
export const SELECTION_TYPES = ['city', 'product', 'trip', 'neighborhood', 'poi', 'property'] as const;
export type SelectionType = (typeof SELECTION_TYPES)[number];
