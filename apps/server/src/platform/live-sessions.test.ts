import { describe, expect, it } from 'vitest';
import { LIVE_SESSION_MS, LiveSessionCache, type LiveSession } from './live-sessions.ts';

const NOW = Date.parse('2026-11-25T00:00:00Z');
const session = (sessionId: string, userId: number, expiresAt = NOW + 86_400_000): LiveSession => ({ sessionId, userId, role: 'member', operatorRole: null, partnerAccountId: null, createdAt: new Date(NOW), expiresAt: new Date(expiresAt) });

/** A database stand-in that counts its reads and answers what `rows` holds at the time. */
function sessionsTable(rows: Map<string, LiveSession>) {
  const reads: string[] = [];
  return { reads, load: async (id: string) => (reads.push(id), rows.get(id) ?? null) };
}

describe('live sessions remembered for a few seconds', () => {
  it('reads a session once within LIVE_SESSION_MS and again after it', async () => {
    const rows = new Map([['s1', session('s1', 7)]]);
    const table = sessionsTable(rows);
    const cache = new LiveSessionCache();
    expect(await cache.find('s1', table.load, NOW)).toMatchObject({ userId: 7 });
    rows.delete('s1'); // revoked behind the services' back (SQL by hand)
    expect(await cache.find('s1', table.load, NOW + LIVE_SESSION_MS - 1)).toMatchObject({ userId: 7 });
    expect(await cache.find('s1', table.load, NOW + LIVE_SESSION_MS)).toBeNull();
    expect(table.reads).toEqual(['s1', 's1']);
  });

  it('forgets a session ended here, by its id or by its user, at once', async () => {
    const rows = new Map([
      ['a', session('a', 1)],
      ['b', session('b', 1)],
      ['c', session('c', 2)],
    ]);
    const table = sessionsTable(rows);
    const cache = new LiveSessionCache();
    for (const id of ['a', 'b', 'c']) await cache.find(id, table.load, NOW);
    rows.delete('a');
    cache.forget({ sessionId: 'a' });
    expect(await cache.find('a', table.load, NOW + 1)).toBeNull();
    rows.delete('b');
    cache.forget({ userId: 1 });
    expect(await cache.find('b', table.load, NOW + 1)).toBeNull();
    expect(await cache.find('c', table.load, NOW + 1)).toMatchObject({ userId: 2 });
    expect(table.reads).toEqual(['a', 'b', 'c', 'a', 'b']);
  });

  it('does not keep a read that raced a revocation, nor a session past its own expiry', async () => {
    const rows = new Map([['s1', session('s1', 7, NOW + 1000)]]);
    const table = sessionsTable(rows);
    const cache = new LiveSessionCache();
    // The read started before the session ended and returns the old row: answered, not remembered.
    const racing = cache.find('s1', async (id) => {
      const row = await table.load(id);
      cache.forget({ sessionId: 's1' });
      rows.delete('s1');
      return row;
    }, NOW);
    expect(await racing).toMatchObject({ userId: 7 });
    expect(await cache.find('s1', table.load, NOW + 1)).toBeNull();

    rows.set('s2', session('s2', 8, NOW + 1000));
    await cache.find('s2', table.load, NOW);
    rows.delete('s2');
    expect(await cache.find('s2', table.load, NOW + 1000)).toBeNull();
  });
});
