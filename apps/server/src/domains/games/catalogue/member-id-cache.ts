/**
 * Per-member id lists (favourites, recent plays) kept in memory for `ttlMs`, for at most
 * `maxMembers` members (least recently used go first): a lobby page that needs them skips the
 * database round trip. A change in this process drops the member's entry at once (`forget`); one
 * in another process is seen here within the lifetime. A failed read is not kept.
 */
export class MemberIdCache {
  /** Insertion order is the LRU order. */
  private readonly entries = new Map<number, { at: number; ids: Promise<readonly number[]> }>();

  constructor(
    private readonly read: (accountId: number) => Promise<number[]>,
    private readonly options: { ttlMs: number; maxMembers: number },
  ) {}

  get(accountId: number): Promise<readonly number[]> {
    const now = Date.now();
    const hit = this.entries.get(accountId);
    this.entries.delete(accountId);
    if (hit && now - hit.at < this.options.ttlMs) {
      this.entries.set(accountId, hit); // most recently used: last in the map
      return hit.ids;
    }
    const entry = { at: now, ids: this.read(accountId).then((ids) => Object.freeze(ids)) };
    entry.ids.catch(() => {
      if (this.entries.get(accountId) === entry) this.entries.delete(accountId);
    });
    this.entries.set(accountId, entry);
    while (this.entries.size > this.options.maxMembers) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return entry.ids;
  }

  forget(accountId: number): void {
    this.entries.delete(accountId);
  }
}
