import { describe, expect, it } from 'vitest';
import { hasWord, themeOf, tintOf } from './themes.js';

const theme = (names: string[], gameType = 'RNG', gameClassify?: string) =>
  themeOf({ names, gameType, gameClassify, seed: 'PG/X1' }).id;

describe('themeOf', () => {
  it('reads the same theme from the English, Thai or Chinese name', () => {
    for (const name of ['Dragon Fortune', 'มังกรแห่งโชค', '龙之财富'])
      expect(theme([name])).toBe('dragon');
    for (const name of ['Fortune Ox', 'วัวนำโชค', '金牛运财']) expect(theme([name])).toBe('ox');
    for (const name of ['Lucky Tiger', 'เสือนำโชค', '虎虎生财']) expect(theme([name])).toBe('tiger');
    for (const name of ['Sacred Temple', 'วิหารศักดิ์สิทธิ์', '神圣神殿'])
      expect(theme([name])).toBe('temple');
    for (const name of ['Fruit Party', 'ผลไม้หรรษา', '水果派对'])
      expect(theme([name])).toBe('fruit');
    for (const name of ['Koi Fishing', 'ยิงปลาคาร์ป', '锦鲤捕鱼'])
      expect(theme([name], 'FISH')).toBe('fish');
  });

  it('lets the strongest word win: the game, then its subject, then its blessing', () => {
    expect(theme(['Lightning Baccarat'], 'LIVE')).toBe('cards');
    expect(theme(['Thai Government Lottery', 'หวยรัฐบาลไทย'], 'LOTT')).toBe('lottery');
    expect(theme(['Muay Thai', 'มวยไทย'], 'SPORTS')).toBe('boxing');
    expect(theme(['Mahjong Classic Room', 'ไพ่นกกระจอกห้องคลาสสิก'], 'PVP')).toBe('mahjong');
    expect(theme(['Treasure Ship Fortune'])).toBe('ship');
    expect(theme(['Golden Dragon'])).toBe('dragon');
    expect(theme(['Golden Riches'])).toBe('coins');
    expect(theme(['Lucky Dreams Deluxe'])).toBe('celestial');
    // Colour words and words inside longer words do not decide: a jade queen is a queen, a
    // "Squeeze" (บีบไพ่, 咪牌) roulette is a roulette, รุ่งเรือง (prosperous) holds no ship (เรือ).
    expect(theme(['Jade Queen', 'ราชินีหยก', '碧玉女王'])).toBe('crown');
    expect(theme(['Squeeze Roulette', 'รูเล็ตบีบไพ่', '咪牌轮盘'], 'LIVE')).toBe('roulette');
    expect(theme(['ยูนิคอร์นแห่งความเจริญรุ่งเรือง'])).toBe('magic');
  });

  it('matches Latin words whole ("Boxer" is no ox), Thai and Chinese anywhere', () => {
    expect(hasWord('boxer', 'ox')).toBe(false);
    expect(hasWord('fortune ox 2', 'ox')).toBe(true);
    expect(hasWord("texas hold'em", "hold'em")).toBe(true);
    expect(hasWord('ยิงปลาทอง', 'ปลา')).toBe(true);
    expect(theme(['ＤＲＡＧＯＮ'])).toBe('dragon');
  });

  it('falls back to the sub-type, then to the category, then to a hash among slot themes', () => {
    expect(theme(['Speed'], 'LIVE', 'ROULETTE')).toBe('roulette');
    expect(theme(['VIP'], 'LIVE', 'SICBO')).toBe('dice');
    expect(theme(['Ocean King'], 'FISH')).toBe('fish');
    expect(theme(['Arena'], 'COCKFIGHT')).toBe('rooster');
    expect(theme(['Arena'], 'ESPORTS')).toBe('esports');
    const slots = new Set(
      Array.from(
        { length: 40 },
        (_, i) => themeOf({ names: ['Xyz'], gameType: 'RNG', seed: `PG/S${i}` }).id,
      ),
    );
    expect(slots.size).toBeGreaterThan(4);
  });
});

describe('tintOf', () => {
  it('finds a colour word in any language', () => {
    expect(tintOf(['Golden Tiger'])?.metal).toBe(true);
    expect(tintOf(['มังกรหยก'])?.hue).toBe(tintOf(['Jade Dragon'])?.hue);
    expect(tintOf(['红龙'])?.hue).toBe(tintOf(['Red Dragon'])?.hue);
    expect(tintOf(['Dragon'])).toBeUndefined();
  });
});
