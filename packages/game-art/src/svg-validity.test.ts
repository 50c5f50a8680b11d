/// <reference lib="dom" />
// @vitest-environment jsdom
// A strict XML parse of every theme's picture (jsdom's DOMParser reports malformed markup).
import { describe, expect, it } from 'vitest';
import { gameArtSvg } from './game-art.js';
import { THEMES, themeOf, type ThemeId } from './themes.js';

/** A name per theme, in one of the three languages, that must pick it. */
const SAMPLES: Record<ThemeId, [string, string]> = {
  dragon: ['มังกรทอง', 'RNG'],
  tiger: ['Golden Tiger', 'RNG'],
  lion: ['狮子之王国', 'RNG'],
  panda: ['Panda Fortune', 'RNG'],
  ox: ['วัวนำโชค', 'RNG'],
  fox: ['Kitsune Secrets', 'RNG'],
  bird: ['凤凰之荣耀', 'RNG'],
  fish: ['ยิงปลาทอง', 'FISH'],
  rooster: ['Sabong Arena', 'COCKFIGHT'],
  cards: ['Speed Baccarat', 'LIVE'],
  mahjong: ['麻将·新手场', 'PVP'],
  roulette: ['รูเล็ตวีไอพี', 'LIVE'],
  dice: ['Sic Bo', 'LIVE'],
  lottery: ['หวยลาว', 'LOTT'],
  plinko: ['Lucky Plinko', 'RNG'],
  seven: ['Classic 777', 'RNG'],
  coins: ['Golden Toad', 'RNG'],
  gem: ['ทับทิมแห่งโชค', 'RNG'],
  crown: ['Queen of Riches', 'RNG'],
  fruit: ['Cherry Legend', 'RNG'],
  candy: ['糖果王国', 'RNG'],
  clover: ['Lucky Luck', 'RNG'],
  temple: ['Thai Temple', 'RNG'],
  lotus: ['ดอกบัวศักดิ์สิทธิ์', 'RNG'],
  egypt: ['Pharaoh Gold', 'RNG'],
  ship: ['Pirate Treasure', 'RNG'],
  bamboo: ['Bamboo Rush', 'RNG'],
  lantern: ['灯笼之祝福', 'RNG'],
  celestial: ['Moon Princess', 'RNG'],
  sun: ['Rising Sun', 'RNG'],
  flame: ['Fire Blaze', 'RNG'],
  snow: ['Frozen Ice', 'RNG'],
  lightning: ['Zeus Thunder', 'RNG'],
  magic: ['พ่อมดลึกลับ', 'RNG'],
  rocket: ['Aviator', 'RNG'],
  swords: ['Samurai Glory', 'RNG'],
  football: ['Football', 'SPORTS'],
  basketball: ['篮球', 'SPORTS'],
  tennis: ['Tennis', 'SPORTS'],
  boxing: ['มวยไทย', 'SPORTS'],
  esports: ['Dota 2', 'ESPORTS'],
};

describe('every theme', () => {
  const ids = Object.keys(THEMES) as ThemeId[];

  it('has a sample name that picks it', () => {
    for (const id of ids) {
      const [name, gameType] = SAMPLES[id];
      expect(themeOf({ names: [name], gameType, seed: 'x' }).id, name).toBe(id);
    }
  });

  it('renders well-formed SVG of paths only (no images, fonts or outside references), under 5.5 KB', () => {
    const parser = new DOMParser();
    let largest = 0;
    for (const id of ids) {
      const [name, gameType] = SAMPLES[id];
      for (let i = 0; i < 6; i++) {
        for (const size of ['small', 'large'] as const) {
          const svg = gameArtSvg({
            vendor: `VENDOR${i}`,
            gameCode: `${id}-${i}`,
            name,
            gameType,
            size,
          });
          const doc = parser.parseFromString(svg, 'image/svg+xml');
          expect(doc.getElementsByTagName('parsererror'), `${id} ${i} ${size}`).toHaveLength(0);
          expect(doc.documentElement.tagName).toBe('svg');
          expect(doc.getElementsByTagName('image')).toHaveLength(0);
          expect(doc.getElementsByTagName('text')).toHaveLength(1);
          for (const use of Array.from(doc.getElementsByTagName('use')))
            expect(use.getAttribute('href')).toMatch(/^#/);
          expect(svg).not.toMatch(/url\((?!#)/);
          // Every reference points at an element of this picture.
          for (const [, ref] of svg.matchAll(/(?:url\(|href=")#([\w-]+)/g))
            expect(doc.getElementById(ref!), `${id}: #${ref}`).not.toBeNull();
          largest = Math.max(largest, Buffer.byteLength(svg));
        }
      }
    }
    expect(largest).toBeLessThan(5500);
  });
});
