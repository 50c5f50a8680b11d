import type { TVendorGame } from '@lw/contracts';
import { uniqueNames, slotName, type GameNames } from './names.js';
import { createRng, type Rng } from './prng.js';
import { GAME_TYPES, type TGameType, type VendorDefinition } from './vendors.js';
import {
  COCKFIGHT_ARENAS,
  ESPORTS_BOOKS,
  FISH_SUFFIX,
  LIVE_STYLES,
  LIVE_TABLES,
  LOTTERIES,
  PVP_GAMES,
  QUICK_LOTTERIES,
  ROOMS,
  SUBJECTS,
  SPORTS_BOOKS,
  QUALITIES,
  type Word,
} from './words.js';

/** A generated game: the protocol's game with its category narrowed to the nine. */
export type SimGame = TVendorGame & { gameType: TGameType };

/** Short code letters per category, so a game code tells its category. */
const CODE_PREFIX: Record<TGameType, string> = {
  RNG: 'S',
  LIVE: 'L',
  FISH: 'F',
  PVP: 'P',
  SPORTS: 'SB',
  ESPORTS: 'ES',
  LOTT: 'LT',
  ELOTT: 'EL',
  COCKFIGHT: 'CF',
};

/** Sub-types per category, with relative weights. */
export const CLASSIFY: Record<TGameType, readonly (readonly [string, number])[]> = {
  RNG: [
    ['VIDEO_SLOT', 60],
    ['CLASSIC_SLOT', 12],
    ['MEGAWAYS', 10],
    ['JACKPOT', 10],
    ['MINI_GAME', 8],
  ],
  LIVE: [
    ['BACCARAT', 45],
    ['ROULETTE', 15],
    ['DRAGON_TIGER', 15],
    ['SICBO', 10],
    ['BLACKJACK', 15],
  ],
  FISH: [
    ['FISH_HUNTER', 70],
    ['FISH_BOSS', 30],
  ],
  PVP: Object.keys(PVP_GAMES).map((k) => [k, 1] as const),
  SPORTS: Object.keys(SPORTS_BOOKS).map((k) => [k, 1] as const),
  ESPORTS: Object.keys(ESPORTS_BOOKS).map((k) => [k, 1] as const),
  LOTT: Object.keys(LOTTERIES).map((k) => [k, 1] as const),
  ELOTT: Object.keys(QUICK_LOTTERIES).map((k) => [k, 1] as const),
  COCKFIGHT: Object.keys(COCKFIGHT_ARENAS).map((k) => [k, 1] as const),
};

function weighted(rng: Rng, table: readonly (readonly [string, number])[]): string {
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [value, weight] of table) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return table[table.length - 1]![0];
}

const join = (a: Word, b: Word, thFirst = false): GameNames => ({
  en: `${a.en} ${b.en}`,
  zh: `${a.zh}${b.zh}`,
  th: thFirst ? `${b.th}${a.th}` : `${a.th}${b.th}`,
});

/** The name of a non-slot game from its sub-type. */
function tableName(rng: Rng, type: TGameType, classify: string): GameNames {
  switch (type) {
    case 'LIVE':
      return join(rng.pick(LIVE_STYLES), LIVE_TABLES[classify]!, true);
    case 'FISH': {
      const s = rng.chance(0.5) ? rng.pick(SUBJECTS) : rng.pick(QUALITIES);
      return {
        en: `${s.en} ${FISH_SUFFIX.en}`,
        zh: `${s.zh}${FISH_SUFFIX.zh}`,
        th: `${FISH_SUFFIX.th}${s.th}`,
      };
    }
    case 'PVP':
      return {
        ...join(PVP_GAMES[classify]!, rng.pick(ROOMS)),
        zh: `${PVP_GAMES[classify]!.zh}·${rng.pick(ROOMS).zh}`,
      };
    case 'SPORTS':
      return SPORTS_BOOKS[classify]!;
    case 'ESPORTS':
      return ESPORTS_BOOKS[classify]!;
    case 'LOTT':
      return LOTTERIES[classify]!;
    case 'ELOTT':
      return QUICK_LOTTERIES[classify]!;
    case 'COCKFIGHT':
      return COCKFIGHT_ARENAS[classify]!;
    default:
      return slotName(rng, classify);
  }
}

/** Bet limits and flags per category (minor units). */
function limits(rng: Rng, type: TGameType): Pick<SimGame, 'minBet' | 'minLineNum' | 'supportPlay'> {
  switch (type) {
    case 'RNG':
      return {
        minBet: rng.pick([10, 20, 50, 100, 100, 200, 500]),
        minLineNum: rng.pick([1, 5, 9, 10, 20, 25, 25, 30, 40, 50, 243, 1024]),
        supportPlay: rng.chance(0.9) ? 0 : 1,
      };
    case 'FISH':
      return { minBet: rng.pick([10, 50, 100]), minLineNum: 1, supportPlay: 0 };
    case 'LIVE':
      return { minBet: rng.pick([1000, 2000, 5000, 10000]), minLineNum: 1, supportPlay: 1 };
    case 'PVP':
      return {
        minBet: rng.pick([100, 500, 1000]),
        minLineNum: 1,
        supportPlay: rng.chance(0.3) ? 0 : 1,
      };
    case 'ELOTT':
      return { minBet: 100, minLineNum: 1, supportPlay: rng.chance(0.5) ? 0 : 1 };
    case 'LOTT':
      return { minBet: 100, minLineNum: 1, supportPlay: 1 };
    case 'COCKFIGHT':
      return { minBet: 2000, minLineNum: 1, supportPlay: 1 };
    default:
      return { minBet: 1000, minLineNum: 1, supportPlay: 1 };
  }
}

/**
 * The vendor's game list, the same on every start: a PRNG seeded with the vendor code draws each
 * game's sub-type, names, limits and flags. Categories come in the fixed GAME_TYPES order.
 */
export function generateGames(definition: VendorDefinition): SimGame[] {
  const rng = createRng(`catalogue:${definition.code}`);
  const games: SimGame[] = [];
  const unique = uniqueNames();
  for (const type of GAME_TYPES) {
    const count = definition.games[type] ?? 0;
    for (let i = 0; i < count; i++) {
      const special = definition.code === 'TCG' && type === 'LOTT' && i === 0;
      const classify = special ? 'VIETNAM' : weighted(rng, CLASSIFY[type]);
      const names = unique(tableName(rng, type, classify), rng);
      games.push({
        gameCode: special
          ? 'TCG_LOTTO_VN'
          : `${definition.code}_${CODE_PREFIX[type]}${String(i + 1).padStart(4, '0')}`,
        gameName: names,
        gameType: type,
        gameClassify: classify,
        iconUrl: '',
        largeIconUrl: '',
        ...limits(rng, type),
        isHot: rng.chance(0.06) ? 1 : 0,
        isNew: rng.chance(0.06) ? 1 : 0,
      });
    }
  }
  return games;
}
