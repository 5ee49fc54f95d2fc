/**
 * Values read from the database, remembered by key for a while (decision 031): the live sessions, the page
 * user. A value is dropped by the writes that change it (`drop`), and a read that started before a drop is
 * answered but not kept, so a read racing a write cannot put the old row back.
 */
export class Remembered<K, V> {
  private readonly kept = new Map<K, { value: V; until: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxSize: number,
    /** Whether a kept value may still be used at `now` (a session past its own expiry may not). */
    private readonly usableAt: (value: V, now: number) => boolean = () => true,
  ) {}

  /** The value from memory, or from `load` (then kept unless a drop came meanwhile); null when there is none. */
  async find(key: K, load: (key: K) => Promise<V | null>, now = Date.now()): Promise<V | null> {
    const hit = this.kept.get(key);
    if (hit && hit.until > now && this.usableAt(hit.value, now)) return hit.value;
    if (hit) this.kept.delete(key);
    const generation = this.generation;
    const value = await load(key);
    if (value !== null && generation === this.generation) {
      if (this.kept.size >= this.maxSize) this.kept.delete(this.kept.keys().next().value!);
      this.kept.set(key, { value, until: now + this.ttlMs });
    }
    return value;
  }

  drop(key: K): void {
    this.generation++;
    this.kept.delete(key);
  }

  dropWhere(matches: (value: V) => boolean): void {
    this.generation++;
    for (const [key, { value }] of this.kept) if (matches(value)) this.kept.delete(key);
  }

  dropAll(): void {
    this.generation++;
    this.kept.clear();
  }
}
