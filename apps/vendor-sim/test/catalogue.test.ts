import { ZVendorGame } from '@lw/contracts';
import { describe, expect, it } from 'vitest';
import { GAME_TYPES, buildCatalogue, vendorSecret } from '../src/catalogue/index.js';
import { FISH_TABLE, SLOT_TABLE, expectedReturn } from '../src/play/maths.js';

const catalogue = buildCatalogue();
const allGames = catalogue.flatMap((v) => v.games);

describe('vendor catalogue', () => {
  it('is the same list on every build', () => {
    const again = buildCatalogue();
    expect(JSON.stringify(again.map((v) => [v.code, v.mode, v.games]))).toBe(
      JSON.stringify(catalogue.map((v) => [v.code, v.mode, v.games])),
    );
    expect(catalogue.find((v) => v.code === 'PG')!.games[0]).toMatchObject({
      gameCode: 'PG_S0001',
    });
  });

  it('holds over 10,000 games from at least 30 vendors, in every category', () => {
    expect(allGames.length).toBeGreaterThan(10_000);
    expect(catalogue.length).toBeGreaterThanOrEqual(30);
    for (const type of GAME_TYPES) {
      expect(allGames.filter((g) => g.gameType === type).length, type).toBeGreaterThan(0);
    }
    const codes = catalogue.map((v) => v.code);
    const required = [
      'PG',
      'EG2',
      'PT',
      'JDB',
      'CQ9',
      'FC',
      'JL',
      'BGS',
      'AV',
      'IMES',
      'IA',
      'AI',
      'TF',
    ];
    required.push(
      'SV3',
      'DS88',
      'DIG',
      'WGB',
      'WS168',
      'EVO',
      'SA',
      'DG',
      'WM',
      'SEXY',
      'SBO',
      'UG',
      'CMD',
      'KY',
      'LEG',
      'TCG',
    );
    expect(codes).toEqual(expect.arrayContaining(required));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['AV', 'IMES', 'IA', 'AI', 'TF']) {
      expect(catalogue.find((v) => v.code === code)!.gameTypes).toEqual(['ESPORTS']);
    }
    for (const code of ['SV3', 'DS88', 'DIG', 'WGB', 'WS168']) {
      expect(catalogue.find((v) => v.code === code)!.gameTypes).toEqual(['COCKFIGHT']);
    }
    expect(catalogue.find((v) => v.code === 'TCG')!.gameByCode.get('TCG_LOTTO_VN')).toMatchObject({
      gameType: 'LOTT',
    });
    expect(catalogue.some((v) => v.gameTypes.includes('ELOTT'))).toBe(true);
  });

  it('has seamless and at least four transfer vendors', () => {
    expect(catalogue.filter((v) => v.mode === 'transfer').length).toBeGreaterThanOrEqual(4);
    expect(catalogue.filter((v) => v.mode === 'seamless').length).toBeGreaterThan(20);
  });

  it('gives every game a unique code, a valid protocol shape and names in en, zh and th', () => {
    const codes = new Set(allGames.map((g) => g.gameCode));
    expect(codes.size).toBe(allGames.length);
    for (const game of allGames) {
      expect(ZVendorGame.safeParse(game).success, game.gameCode).toBe(true);
      expect(game.gameName.en).toMatch(/^[\x20-\x7e]+$/);
      expect(game.gameName.zh, game.gameCode).toMatch(/[\u4e00-\u9fff]/);
      expect(game.gameName.th, game.gameCode).toMatch(/[\u0e00-\u0e7f]/);
      expect(game.iconUrl).toBe('');
    }
    const pg = catalogue.find((v) => v.code === 'PG')!;
    expect(new Set(pg.games.map((g) => g.gameName.en)).size).toBe(pg.games.length);
  });

  it('offers slots the spec slot filter finds (minimum bet 1.00+ and 25+ lines) and demo play', () => {
    const slots = allGames.filter((g) => g.gameType === 'RNG');
    expect(slots.filter((g) => g.minBet >= 100 && g.minLineNum >= 25).length).toBeGreaterThan(100);
    expect(slots.filter((g) => g.supportPlay === 0).length / slots.length).toBeGreaterThan(0.8);
    expect(new Set(slots.map((g) => g.gameClassify))).toEqual(
      new Set(['VIDEO_SLOT', 'CLASSIC_SLOT', 'MEGAWAYS', 'JACKPOT', 'MINI_GAME']),
    );
    expect(allGames.some((g) => g.isHot === 1) && allGames.some((g) => g.isNew === 1)).toBe(true);
  });

  it('derives secrets from the seed and applies overrides and subsets', () => {
    expect(vendorSecret('seed', 'PG')).toMatch(/^[0-9a-f]{64}$/);
    expect(vendorSecret('seed', 'PG')).not.toBe(vendorSecret('seed', 'PT'));
    expect(vendorSecret('other', 'PG')).not.toBe(vendorSecret('seed', 'PG'));
    const subset = buildCatalogue({
      only: ['PG', 'SBO'],
      overrides: { PG: { mode: 'transfer', currency: 'USD' } },
      secretSeed: 'seed',
    });
    expect(subset.map((v) => [v.code, v.mode, v.currency, v.secret])).toEqual([
      ['PG', 'transfer', 'USD', vendorSecret('seed', 'PG')],
      ['SBO', 'transfer', 'THB', vendorSecret('seed', 'SBO')],
    ]);
    expect(() => buildCatalogue({ only: ['NOPE'] })).toThrow(/NOPE/);
  });

  it('pays about 96 % on slots and fish', () => {
    expect(expectedReturn(SLOT_TABLE)).toBeCloseTo(0.96, 10);
    expect(expectedReturn(FISH_TABLE)).toBeCloseTo(0.96, 10);
  });
});
