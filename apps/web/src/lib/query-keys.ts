/**
 * Root query keys of every cached list that holds products with a wish flag. Features build their keys
 * under these roots (["stays", "recommendItems", {...}]), so the wish toggle can update every list that
 * contains a product at once without knowing which features cached it.
 */
export const productQueryRoots = {
  stay: ['stays'],
  tour: ['tours'],
  hotel: ['hotels'],
} as const;

export type ProductKind = keyof typeof productQueryRoots;
