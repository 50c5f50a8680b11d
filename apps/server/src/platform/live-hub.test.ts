import { describe, expect, it } from 'vitest';
import { LiveHub, type LiveSocket } from './live-hub.js';

/** A socket that records what it was sent and how it was closed. */
function socket() {
  const s = {
    readyState: 1,
    sent: [] as string[],
    closedWith: null as number | null,
    send(data: string) {
      s.sent.push(data);
    },
    close(code?: number) {
      s.closedWith = code ?? 1000;
      s.readyState = 3;
    },
  };
  return s satisfies LiveSocket;
}
const types = (s: { sent: string[] }) =>
  s.sent.map((d) => (JSON.parse(d) as { type: string }).type);

describe('LiveHub (in-process)', () => {
  const hub = new LiveHub(null, async () => new Set());
  const member = socket();
  const other = socket();
  const trial = socket();
  const visitor = socket();
  hub.attach({ id: 1, type: 0 }, 'h1', member);
  hub.attach({ id: 2, type: 0 }, 'h2', other);
  hub.attach({ id: 3, type: 4 }, 'h3', trial);
  hub.attachAnonymous(visitor);

  it('reaches members, trial players and visitors as each event allows', async () => {
    await hub.publishMany([1, 3], { type: 'session.ended' });
    await hub.broadcast({ type: 'site.status' });
    await hub.broadcast({ type: 'site.status' }, 'members');
    expect(types(member)).toEqual(['session.ended', 'site.status', 'site.status']);
    expect(types(other)).toEqual(['site.status', 'site.status']);
    // Trial players are not members-only recipients; visitors hear only broadcasts to all.
    expect(types(trial)).toEqual(['session.ended', 'site.status']);
    expect(types(visitor)).toEqual(['site.status']);
  });

  it('ends one sign-in session or every session of the account', async () => {
    const second = socket();
    hub.attach({ id: 2, type: 0 }, 'h2b', second);
    await hub.endSessions(2, 'h2b');
    expect(second.closedWith).toBe(4401);
    expect(other.closedWith).toBeNull();
    await hub.endSessions(2);
    expect(other.closedWith).toBe(4401);
    expect(types(other).at(-1)).toBe('session.ended');
  });

  it('refuses anonymous sockets beyond the per-process cap', () => {
    const small = new LiveHub(null, async () => new Set(), { maxAnonymous: 1 });
    expect(small.attachAnonymous(socket())).not.toBeNull();
    expect(small.attachAnonymous(socket())).toBeNull();
  });
});
