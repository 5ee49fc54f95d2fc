import type { ViewportClass } from '@minda/contracts/web-pages';
import type { EncodedBodies } from './compress.ts';
import type { PageReads } from './page-render.ts';
import { PUBLIC_CACHE_TTL_MS, type PublicCache } from './public-cache.ts';
import { TaggedStore } from './tagged-store.ts';

/** A visitor's page as it is sent. */
export type CachedPage = { status: number; body: string; etag: string; viewportDependent: boolean; encoded: EncodedBodies };
type Entry = CachedPage & { tags: ReadonlySet<string>; expiresAt: number };

const MAX_PAGES = 2000;
/**
 * A page that showed an answer the public cache does not hold (results for dates, a stay's rooms for the
 * nearest nights: inventory, which no write invalidates) is kept this long only. Shared caches may keep any
 * page 60 s already (PUBLIC_PAGE_CACHE); this bounds what the process itself adds.
 */
export const UNTAGGED_PAGE_TTL_MS = 5_000;

/**
 * Visitor pages rendered on the server, kept in the process by address and screen class (decision 030).
 * Each entry carries the public-cache tags of the API answers its render read, and goes when the public cache
 * drops any of them (here, or on another instance through Redis): the page follows its data. Members' pages
 * are never stored here.
 */
export class PageCache {
  private readonly entries = new TaggedStore<Entry>(MAX_PAGES);

  constructor(private readonly answers: PublicCache) {
    answers.onInvalidate((tags) => this.drop(tags));
  }

  static key(url: string, viewport: ViewportClass): string {
    return `${viewport} ${url}`;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Taken before a render: a page rendered across an invalidation is not stored (it may show the old rows). */
  get generation(): number {
    return this.answers.generation;
  }

  get(key: string, now = Date.now()): CachedPage | undefined {
    return this.entries.get(key, now);
  }

  set(key: string, page: CachedPage, reads: PageReads, generation: number, now = Date.now()): void {
    if (generation !== this.answers.generation) return;
    const ttl = reads.untagged ? UNTAGGED_PAGE_TTL_MS : PUBLIC_CACHE_TTL_MS;
    this.entries.set(key, { ...page, tags: new Set(reads.tags), expiresAt: now + ttl });
  }

  private drop(tags: readonly string[] | 'all'): void {
    if (tags === 'all') this.entries.clear();
    else this.entries.dropTagged(tags);
  }
}
