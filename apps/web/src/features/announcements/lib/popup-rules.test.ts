import { dayOfInstant } from '@lw/contracts';
import { describe, expect, it } from 'vitest';
import {
  audienceKey,
  executionApplies,
  markClosed,
  markShown,
  popupsToShow,
  type PopupCandidate,
  type PopupStorage,
  type PopupViewer,
} from './popup-rules';

/** Two Web Storage areas in memory; `newSession` keeps local and drops session storage. */
function memoryStorage() {
  const areas = { local: new Map<string, string>(), session: new Map<string, string>() };
  const storage: PopupStorage = {
    read: (area, key) => areas[area].get(key) ?? null,
    write: (area, key, value) => void areas[area].set(key, value),
  };
  return { storage, newSession: () => areas.session.clear() };
}

const popups: PopupCandidate[] = [
  { id: 1, execution: 'B' },
  { id: 2, execution: 'F' },
  { id: 3, execution: 'A' },
];
const anon: PopupViewer = { audience: 'anon', firstLogin: false, today: '2026-03-05' };
const ids = (list: PopupCandidate[]) => list.map((p) => p.id);

describe('popup rules', () => {
  it('keys the audience by visitor or account', () => {
    expect(audienceKey({ isLoggedIn: false, isAgent: false, username: null })).toBe('anon');
    expect(audienceKey({ isLoggedIn: true, isAgent: false, username: 'amy' })).toBe('member:amy');
    expect(audienceKey({ isLoggedIn: true, isAgent: true, username: 'bob' })).toBe('agent:bob');
  });

  it('applies B and A on opening, F only on a first login', () => {
    expect(executionApplies('B', false)).toBe(true);
    expect(executionApplies('A', false)).toBe(true);
    expect(executionApplies('F', false)).toBe(false);
    expect(executionApplies('F', true)).toBe(true);
    expect(executionApplies(null, true)).toBe(false);
    const { storage } = memoryStorage();
    expect(ids(popupsToShow(popups, anon, storage))).toEqual([1, 3]);
    const first = { audience: 'member:amy', firstLogin: true, today: anon.today };
    expect(ids(popupsToShow(popups, first, storage))).toEqual([1, 2, 3]);
    // A visitor never has a first login, whatever the flag says.
    expect(ids(popupsToShow(popups, { ...anon, firstLogin: true }, storage))).toEqual([1, 3]);
  });

  it('shows popups once per session per audience', () => {
    const { storage, newSession } = memoryStorage();
    markShown(storage, anon, [1, 3]);
    expect(popupsToShow(popups, anon, storage)).toEqual([]);
    const amy = { audience: 'member:amy', firstLogin: false, today: anon.today };
    expect(ids(popupsToShow(popups, amy, storage))).toEqual([1, 3]);
    markShown(storage, amy, [1]);
    expect(ids(popupsToShow(popups, amy, storage))).toEqual([3]);
    const bob = { ...amy, audience: 'member:bob' };
    expect(ids(popupsToShow(popups, bob, storage))).toEqual([1, 3]);
    newSession();
    expect(ids(popupsToShow(popups, anon, storage))).toEqual([1, 3]);
  });

  it('never shows a closed popup again in the session, even to another audience', () => {
    const { storage, newSession } = memoryStorage();
    markClosed(storage, anon, [3], false);
    expect(ids(popupsToShow(popups, anon, storage))).toEqual([1]);
    const first = { audience: 'member:amy', firstLogin: true, today: anon.today };
    expect(ids(popupsToShow(popups, first, storage))).toEqual([1, 2]);
    newSession();
    expect(ids(popupsToShow(popups, anon, storage))).toEqual([1, 3]);
  });

  it('hides every popup of the audience for the rest of the day with "hide today"', () => {
    const { storage, newSession } = memoryStorage();
    markClosed(storage, anon, [1], true);
    newSession();
    expect(popupsToShow(popups, anon, storage)).toEqual([]);
    const amy = { audience: 'member:amy', firstLogin: false, today: anon.today };
    expect(ids(popupsToShow(popups, amy, storage))).toEqual([1, 3]);
    expect(ids(popupsToShow(popups, { ...anon, today: '2026-03-06' }, storage))).toEqual([1, 3]);
  });

  it("takes today as the site's day: Bangkok's midnight, not the browser's", () => {
    // 16:59:59 UTC is 23:59:59 in Bangkok; a second later the site's next day begins.
    expect(dayOfInstant(new Date('2026-01-09T16:59:59Z'), 'Asia/Bangkok')).toBe('2026-01-09');
    expect(dayOfInstant(new Date('2026-01-09T17:00:00Z'), 'Asia/Bangkok')).toBe('2026-01-10');
  });

  it('survives unreadable storage', () => {
    const storage: PopupStorage = { read: () => '{not json', write: () => undefined };
    expect(ids(popupsToShow(popups, anon, storage))).toEqual([1, 3]);
  });
});
