/**
 * Entries kept by key until they expire or a tag they carry is dropped; when full, the oldest goes. The public
 * cache's answers and the page cache's pages are both kept this way.
 */
export class TaggedStore<E extends { tags: ReadonlySet<string>; expiresAt: number }> {
  private readonly entries = new Map<string, E>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, now = Date.now()): E | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  set(key: string, entry: E): void {
    this.entries.delete(key);
    this.entries.set(key, entry);
    // Map order is insertion order: the first key is the oldest entry.
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drops every entry carrying one of the tags. */
  dropTagged(tags: readonly string[]): void {
    const wanted = new Set(tags);
    for (const [key, entry] of this.entries) {
      for (const tag of entry.tags) {
        if (wanted.has(tag)) {
          this.entries.delete(key);
          break;
        }
      }
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
