/**
 * Entries kept by key until they expire or a tag they carry is dropped; when full, the oldest goes. The public
 * cache's answers, the page cache's pages and the kept rows (kept-rows.ts) are all kept this way. Full is a number
 * of entries and, when the store is given a size of its entries, a total size too (answers of very different sizes
 * share one store).
 */
export class TaggedStore<E extends { tags: Iterable<string>; expiresAt: number }> {
  private readonly entries = new Map<string, E>();
  /** The keys of the entries carrying each tag: a drop visits what it drops, not every entry. */
  private readonly byTag = new Map<string, Set<string>>();
  private totalSize = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly budget?: { maxSize: number; sizeOf: (entry: E) => number },
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): E | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: E): void {
    this.delete(key);
    this.entries.set(key, entry);
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag);
      if (keys === undefined) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    if (this.budget) this.totalSize += this.budget.sizeOf(entry);
    // Map order is insertion order: the first key is the oldest entry. The newest is kept whatever its size.
    while (this.entries.size > this.maxEntries || (this.budget && this.totalSize > this.budget.maxSize && this.entries.size > 1)) {
      this.delete(this.entries.keys().next().value!);
    }
  }

  /** Drops every entry carrying one of the tags. */
  dropTagged(tags: readonly string[]): void {
    for (const tag of tags) for (const key of this.byTag.get(tag) ?? []) this.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.byTag.clear();
    this.totalSize = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (entry === undefined) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
    if (this.budget) this.totalSize -= this.budget.sizeOf(entry);
  }
}
