import {
  HOUSE_GAMES,
  type THouseGameCode,
  type THouseGameKind,
  type TVendorGame,
} from '@lw/contracts';
import {
  CRASH_EDGE_PERCENT,
  DICE_EDGE_PERCENT,
  MINES_EDGE_PERCENT,
  ORIGINALS_MIN_STAKE,
  SLOT_TITLES,
  type SlotTitle,
} from '@lw/games';

/** One house game: what it is, its declared return, and the limits it starts with. */
export interface HouseGameInfo {
  gameCode: THouseGameCode;
  kind: THouseGameKind;
  names: { en: string; zh: string; th: string };
  rtp: number;
  defaultMinBet: number;
  defaultMaxBet: number;
  /** Originals: the maximum win per round of any currency until an operator sets one; slots null. */
  defaultMaxWin: number | null;
  /** The slot title, for slots. */
  title: SlotTitle | null;
}

/** Stakes of the originals by default: 1.00 to 10,000.00 (minor units). */
const ORIGINAL_LIMITS = { min: ORIGINALS_MIN_STAKE, max: 1_000_000 };

/**
 * The originals' maximum win per round by default: 1,000,000.00, 100 times the default maximum
 * stake (dice's 9,900× on 10,000.00 stays just inside; mines and crash cash out at it).
 */
export const DEFAULT_MAX_WIN = 100_000_000;

function slot(code: THouseGameCode): HouseGameInfo {
  const title = SLOT_TITLES[code];
  if (!title) throw new Error(`no slot title ${code}`);
  // 5 × the bet in credits: a whole number of minor units per credit, and a first level near 2.00.
  const min = title.betCredits * 5;
  return {
    gameCode: code,
    kind: 'slot',
    names: title.name,
    rtp: title.declared.rtp,
    defaultMinBet: min,
    defaultMaxBet: min * 100,
    defaultMaxWin: null,
    title,
  };
}

function original(
  code: THouseGameCode,
  kind: THouseGameKind,
  names: HouseGameInfo['names'],
  edgePercent: number,
): HouseGameInfo {
  return {
    gameCode: code,
    kind,
    names,
    rtp: (100 - edgePercent) / 100,
    defaultMinBet: ORIGINAL_LIMITS.min,
    defaultMaxBet: ORIGINAL_LIMITS.max,
    defaultMaxWin: DEFAULT_MAX_WIN,
    title: null,
  };
}

/** Every house game, in catalogue order. */
export const HOUSE_GAME_INFO: Readonly<Record<THouseGameCode, HouseGameInfo>> = {
  'siam-treasures': slot('siam-treasures'),
  'golden-dragon': slot('golden-dragon'),
  'lucky-fruits': slot('lucky-fruits'),
  dice: original('dice', 'dice', { en: 'Dice', zh: '骰子', th: 'ลูกเต๋า' }, DICE_EDGE_PERCENT),
  mines: original('mines', 'mines', { en: 'Mines', zh: '扫雷', th: 'ไมน์' }, MINES_EDGE_PERCENT),
  crash: original('crash', 'crash', { en: 'Crash', zh: '爆点', th: 'แครช' }, CRASH_EDGE_PERCENT),
};

/** The house game of a code, or null. */
export function houseGame(gameCode: string): HouseGameInfo | null {
  return (HOUSE_GAME_INFO as Record<string, HouseGameInfo>)[gameCode] ?? null;
}

/**
 * The catalogue entries the in-process vendor lists (what a vendor's /games would answer).
 * Slots are RNG video slots, where slot players look; dice, mines and crash are RNG 'MINI': the
 * spec's "jackpot and mini games" classify that the RNG menu lists first (originals are mini
 * games in the industry's sense: one quick decision per round, no reels).
 */
export function houseCatalogue(minBets: Record<string, number>): TVendorGame[] {
  return HOUSE_GAMES.map((code) => {
    const info = HOUSE_GAME_INFO[code];
    return {
      gameCode: code,
      gameName: info.names,
      gameType: 'RNG',
      gameClassify: info.kind === 'slot' ? 'VIDEO_SLOT' : 'MINI',
      // The catalogue draws the art (packages/game-art) when the vendor gives no icon.
      iconUrl: '',
      largeIconUrl: '',
      minBet: minBets[code] ?? info.defaultMinBet,
      minLineNum: info.title?.mode === 'lines' ? info.title.lines.length : 0,
      // Demo play is offered: visitors and trial accounts play FUN.
      supportPlay: 0,
      isHot: 0,
      isNew: 1,
    };
  });
}
