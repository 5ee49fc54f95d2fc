import type { PublicCache } from '../platform/public-cache.ts';

/**
 * What `work` answered and how many answers the public cache stored meanwhile. Each computed answer is stored
 * once, so 0 means every call was answered from the cache.
 */
export async function storesDuring<T>(cache: PublicCache, work: () => Promise<T>): Promise<{ result: T; stored: number }> {
  const store = cache.set.bind(cache);
  let stored = 0;
  cache.set = (...args) => {
    stored++;
    return store(...args);
  };
  try {
    return { result: await work(), stored };
  } finally {
    cache.set = store;
  }
}
