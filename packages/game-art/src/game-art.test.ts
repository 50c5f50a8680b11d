import { describe, expect, it } from 'vitest';
import { gameArtSvg } from './game-art.js';
import { paletteOf } from './palette.js';
import { createRng } from './random.js';
import { THEMES, tintOf } from './themes.js';

const game = { vendor: 'PG', gameCode: 'fortune-ox', name: 'Fortune Ox', gameType: 'RNG' };
/** The picture without its id prefix: what a player sees. */
const drawing = (svg: string) => svg.replaceAll(/<clipPath id="(\w+)c"/.exec(svg)![1]!, 'ID');

describe('gameArtSvg', () => {
  it('is deterministic: the same game gives the same bytes', () => {
    expect(gameArtSvg(game)).toBe(gameArtSvg({ ...game }));
    expect(gameArtSvg({ ...game, size: 'large' })).toBe(gameArtSvg({ ...game, size: 'large' }));
  });

  it('draws the theme its names ask for, whatever the language', () => {
    const ox = gameArtSvg({ ...game, names: ['วัวนำโชค'] });
    // The ox's nose ring or its nostrils: the beast face, not the coins a "Fortune" slot draws.
    expect(ox).toContain('rx="19" ry="13"');
    const coins = gameArtSvg({
      ...game,
      name: 'Golden Riches',
      names: ['Golden Riches', '黄金富贵'],
    });
    expect(coins).toContain('width="12" height="12"');
  });

  it('gives every game of one vendor its own picture, even games of one theme', () => {
    const pictures = new Set<string>();
    for (let i = 0; i < 60; i++) {
      const names = [`Dragon ${['Fortune', 'Gold', 'Legend'][i % 3]} ${i}`];
      pictures.add(drawing(gameArtSvg({ ...game, gameCode: `S${i}`, name: names[0]!, names })));
    }
    expect(pictures.size).toBe(60);
  });

  it('varies layout and pattern between neighbours, not only colours', () => {
    const poses = new Set<string>();
    const patterns = new Set<string>();
    for (let i = 0; i < 24; i++) {
      const svg = gameArtSvg({ ...game, gameCode: `S${i}` });
      poses.add(/<g transform="(translate[^"]*)" stroke=/.exec(svg)![1]!);
      // A tiled pattern's tile, or the rays or rings drawn round the motif.
      patterns.add(
        /<pattern[^>]*>(<[a-z]+)/.exec(svg)?.[1] ??
          (svg.includes('fill="#fff" opacity=".09"') ? 'rays' : 'rings'),
      );
    }
    expect(poses.size).toBe(24);
    expect(patterns.size).toBeGreaterThan(1);
  });

  it('differs between sizes and vendors', () => {
    const a = gameArtSvg(game);
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

  it("prints no name (the tile's caption shows it in the player's language), only labels with it", () => {
    for (const size of ['small', 'large'] as const) {
      const svg = gameArtSvg({ ...game, size, names: ['Fortune Ox', 'วัวนำโชค', '金牛运财'] });
      const printed = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      expect(printed).toEqual(['PG']);
      expect(svg).toContain('aria-label="Fortune Ox"');
      expect(svg).not.toContain('วัว');
    }
    expect(gameArtSvg({ ...game, name: 'วัวนำโชค' })).toContain('aria-label="วัวนำโชค"');
  });

  it("keeps the top corners free for the tile's HOT badge and heart: the vendor badge sits at the bottom", () => {
    for (const [size, height] of [
      ['small', 200],
      ['large', 300],
    ] as const) {
      const svg = gameArtSvg({ ...game, vendor: 'JILI', size });
      const badge =
        /<rect x="([\d.]+)" y="([\d.]+)" width="[\d.]+" height="([\d.]+)"[^>]*fill-opacity="0.35"/.exec(
          svg,
        );
      expect(badge).not.toBeNull();
      const [, , y, h] = badge!.map(Number);
      expect(y).toBeGreaterThan(height / 2);
      expect(y! + h!).toBeLessThanOrEqual(height);
    }
  });
});

describe('paletteOf', () => {
  const gradient = (svgDefs: string) => svgDefs.slice(0, svgDefs.indexOf('</linearGradient>'));
  it('recolours a creature only with a metal: a golden tiger, never a purple one', () => {
    const motif = (name: string | undefined) =>
      gradient(
        paletteOf(THEMES.tiger, name ? tintOf([name]) : undefined, createRng('s'), 'x').defs,
      );
    expect(motif('Royal Tiger')).toBe(motif(undefined));
    expect(motif('Golden Tiger')).not.toBe(motif(undefined));
    const gem = (name: string | undefined) =>
      gradient(paletteOf(THEMES.gem, name ? tintOf([name]) : undefined, createRng('s'), 'x').defs);
    expect(gem('Royal Gems')).not.toBe(gem(undefined));
  });
});
