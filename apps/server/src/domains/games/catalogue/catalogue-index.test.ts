import { describe, expect, it } from 'vitest';
import { CatalogueIndex } from './catalogue-index.js';
import { searchTextOf, toGameRecord, type GameRow } from './game-record.js';

function row(id: number, gameCode: string, names: Record<string, string>): GameRow {
  const now = new Date();
  return {
    id,
    vendor: 'PG',
    gameCode,
    gameType: 'RNG',
    gameClassify: '',
    names,
    vendorIconUrl: '',
    vendorLargeIconUrl: '',
    minBet: 0,
    minLineNum: 0,
    supportPlay: 1,
    vendorHot: false,
    vendorNew: false,
    listed: true,
    hotOverride: null,
    newOverride: null,
    sortOrder: null,
    hidden: false,
    customIconUrl: null,
    customNames: null,
    searchText: searchTextOf(names, null, gameCode),
    firstSeenAt: now,
    syncedAt: now,
    updatedAt: now,
  };
}

const rows = [
  row(1, 'mix', { th: 'สล็อต PG Max', en: 'Slot Max' }),
  row(2, 'split', { th: 'abcวัวdef' }),
  row(3, 'zh', { zh: '金牛运财 Deluxe' }),
];
const index = new CatalogueIndex(
  rows.map(toGameRecord),
  [
    {
      code: 'PG',
      name: 'PG',
      enabled: true,
      sortOrder: 0,
      logoUrl: '',
      inMaintenance: () => false,
    },
  ],
  (record) => rows.find((r) => r.id === record.id)!.searchText,
);
const codes = (needle: string) => index.searchVisible(needle).map((g) => g.record.gameCode);

describe('CatalogueIndex name search', () => {
  it('finds Latin runs inside Thai or Chinese names', () => {
    expect(codes('pg m')).toEqual(['mix']);
    expect(codes('deluxe')).toEqual(['zh']);
    expect(codes('max')).toEqual(['mix']);
  });

  it('never matches a Latin needle across another script', () => {
    expect(codes('cd')).toEqual([]);
    expect(codes('abc')).toEqual(['split']);
    expect(codes('def')).toEqual(['split']);
  });

  it('finds Thai and Chinese needles, mixed ones too, one hit per game, in list order', () => {
    expect(codes('วัว')).toEqual(['split']);
    expect(codes('ต pg')).toEqual(['mix']);
    expect(codes('运财 d')).toEqual(['zh']);
    expect(codes('l')).toEqual(['zh', 'split', 'mix']);
    expect(codes('nothing')).toEqual([]);
  });
});
