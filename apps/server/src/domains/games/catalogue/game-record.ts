import { GAMES_API } from '@lw/contracts';
import type { games, LocalizedNames } from '../../../db/schema/index.js';

/** One game of the catalogue as other modules read it (the wallet API, launches, rounds). */
export interface GameRecord {
  /** Our id, the spec's nodeId. */
  id: number;
  vendor: string;
  gameCode: string;
  gameType: string;
  gameClassify: string;
  /** The vendor's names per language. */
  names: LocalizedNames;
  /** The operator's names per language (they win over the vendor's). */
  customNames: LocalizedNames | null;
  /** Still in the vendor's list. */
  listed: boolean;
  /** Hidden by the operator. */
  hidden: boolean;
  minBet: number;
  minLineNum: number;
  /** 0: a free trial is offered; 1: real money only. */
  supportPlay: 0 | 1;
  /** Effective icon (the operator's upload or the generated art), relative to an image host. */
  iconUrl: string;
  largeIconUrl: string;
  /** The operator's upload, if any. */
  customIconUrl: string | null;
  isHot: boolean;
  isNew: boolean;
  /** The operator's place in lists (lower first), or null. */
  sortOrder: number | null;
}

export type GameRow = typeof games.$inferSelect;

export function toGameRecord(row: GameRow): GameRecord {
  return {
    id: row.id,
    vendor: row.vendor,
    gameCode: row.gameCode,
    gameType: row.gameType,
    gameClassify: row.gameClassify,
    names: row.names,
    customNames: row.customNames,
    listed: row.listed,
    hidden: row.hidden,
    minBet: row.minBet,
    minLineNum: row.minLineNum,
    supportPlay: row.supportPlay === 0 ? 0 : 1,
    iconUrl: row.customIconUrl ?? GAMES_API.gameArt(row.vendor, row.gameCode),
    largeIconUrl: row.customIconUrl ?? GAMES_API.gameArt(row.vendor, row.gameCode, 'large'),
    customIconUrl: row.customIconUrl,
    isHot: row.hotOverride ?? row.vendorHot,
    isNew: row.newOverride ?? row.vendorNew,
    sortOrder: row.sortOrder,
  };
}

const FALLBACK_CHAIN = ['en', 'th'];

function pick(names: LocalizedNames | null, language: string): string | undefined {
  if (!names) return undefined;
  return names[language] || names[language.slice(0, 2)] || undefined;
}

/**
 * The game's name in `language`: the operator's name, then the vendor's, in that language, then
 * English, then Thai, then any name there is.
 */
export function gameNameIn(
  game: Pick<GameRecord, 'names' | 'customNames'>,
  language: string,
): string {
  for (const lang of [language.toLowerCase(), ...FALLBACK_CHAIN]) {
    const name = pick(game.customNames, lang) ?? pick(game.names, lang);
    if (name) return name;
  }
  return (
    Object.values(game.customNames ?? {}).find(Boolean) ??
    Object.values(game.names).find(Boolean) ??
    ''
  );
}

/** The vendor's own name of the game (spec's nodeName): its English name, or any. */
export function vendorNodeName(game: Pick<GameRecord, 'names'>): string {
  return game.names.en || game.names.th || Object.values(game.names).find(Boolean) || '';
}

/** What name search looks in: every name, vendor's and operator's, lower-cased, plus the code. */
export function searchTextOf(
  vendorNames: LocalizedNames,
  customNames: LocalizedNames | null,
  gameCode: string,
): string {
  const parts = [...Object.values(vendorNames), ...Object.values(customNames ?? {}), gameCode];
  return normalizeSearch(parts.join('\n'));
}

/** Lower-case and Unicode-normalized (NFKC: full-width letters match half-width). */
export function normalizeSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}
