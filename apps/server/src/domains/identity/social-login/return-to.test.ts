import { describe, expect, it } from 'vitest';
import { safeReturnTo, withQueryParam } from './return-to.js';

describe('return paths of a social sign-in', () => {
  it('keeps same-site paths and replaces anything a browser reads as another origin', () => {
    expect(safeReturnTo('/games?tab=hot', 'member')).toBe('/games?tab=hot');
    for (const bad of [
      undefined,
      '',
      'games',
      '//evil.example',
      '/\\evil.example',
      'https://x/',
      '/a b',
    ])
      expect(safeReturnTo(bad, 'member')).toBe('/');
    expect(safeReturnTo('//evil.example', 'agent')).toBe('/agent');
  });

  it('adds a parameter with ? or &, before a fragment, encoded', () => {
    expect(withQueryParam('/', 'loginTicket', 'abc')).toBe('/?loginTicket=abc');
    expect(withQueryParam('/g?x=1', 'loginTicket', 'a b')).toBe('/g?x=1&loginTicket=a%20b');
    expect(withQueryParam('/g#top', 'loginError', 'E')).toBe('/g?loginError=E#top');
  });
});
