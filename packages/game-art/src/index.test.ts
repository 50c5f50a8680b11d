import { describe, expect, it } from 'vitest';
import { escapeXml, gameArtSvg, vendorLogoSvg, wrapName } from './index.js';

const game = { vendor: 'PG', gameCode: 'fortune-ox', name: 'Fortune Ox', gameType: 'RNG' };

describe('gameArtSvg', () => {
  it('is deterministic: the same game gives the same bytes', () => {
    expect(gameArtSvg(game)).toBe(gameArtSvg({ ...game }));
    expect(gameArtSvg({ ...game, size: 'large' })).toBe(gameArtSvg({ ...game, size: 'large' }));
  });

  it('differs between games, sizes and vendors', () => {
    const a = gameArtSvg(game);
    expect(gameArtSvg({ ...game, gameCode: 'fortune-tiger' })).not.toBe(a);
    expect(gameArtSvg({ ...game, vendor: 'JDB' })).not.toBe(a);
    expect(gameArtSvg({ ...game, size: 'large' })).toContain('width="400"');
    expect(a).toContain('width="200"');
  });

  it('escapes names so markup cannot be injected', () => {
    const svg = gameArtSvg({ ...game, name: '<script>alert(1)</script> & "x" \'y\'' });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).not.toMatch(/aria-label="[^"]*"[^ >]/);
    const vendor = gameArtSvg({ ...game, vendor: '"><img src=x onerror=alert(1)>' });
    expect(vendor).not.toContain('<img');
  });

  it('drops characters XML forbids', () => {
    expect(escapeXml('a\u0000b\u001fc')).toBe('abc');
  });

  it('draws a glyph per category, a default for others', () => {
    const slots = gameArtSvg(game);
    const fish = gameArtSvg({ ...game, gameType: 'FISH' });
    const other = gameArtSvg({ ...game, gameType: 'UNKNOWN' });
    expect(new Set([slots, fish, other]).size).toBe(3);
    expect(other).toContain('<circle cx="50" cy="50" r="36"/>');
  });

  it('prints Thai and Chinese names', () => {
    expect(gameArtSvg({ ...game, name: 'วัวนำโชค' })).toContain('วัวนำโชค');
    expect(gameArtSvg({ ...game, name: '金牛运财' })).toContain('金牛运财');
  });
});

describe('wrapName', () => {
  it('wraps on spaces and cuts long words, with an ellipsis past the last line', () => {
    expect(wrapName('Fortune Ox Deluxe', 10, 3)).toEqual(['Fortune Ox', 'Deluxe']);
    expect(wrapName('abcdefghijklmnop', 5, 2)).toEqual(['abcde', 'fghi…']);
  });

  it('counts wide characters double', () => {
    expect(wrapName('金牛运财金牛运财', 8, 3)).toEqual(['金牛运财', '金牛运财']);
  });
});

describe('vendorLogoSvg', () => {
  it('is deterministic and escaped', () => {
    const logo = vendorLogoSvg({ code: 'PG', name: 'Pocket <Games>' });
    expect(logo).toBe(vendorLogoSvg({ code: 'PG', name: 'Pocket <Games>' }));
    expect(logo).toContain('Pocket &lt;Games&gt;');
    expect(logo).not.toContain('<Games>');
  });
});
