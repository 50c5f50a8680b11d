import {
  assertClientSeed,
  assertServerSeed,
  crashPoint,
  FloatStream,
  verifyCrashGame,
  floats,
  hashServerSeed,
  placeMines,
  rollDice,
  SLOT_TITLES,
  verifySlotRound,
  type SlotRoundResult,
} from '@lw/games';

/** The games /fairness recomputes. */
export const FAIR_GAMES = [
  'siam-treasures',
  'golden-dragon',
  'lucky-fruits',
  'dice',
  'mines',
  'crash',
] as const;
export type TFairGame = (typeof FAIR_GAMES)[number];

/** What the player pasted (or the verify link brought). */
export interface TFairInput {
  game: TFairGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  /** Mines: how many mines the round had. */
  mines: number;
  /** Crash: the game's hash, its game number (optional) and the chain it belongs to. */
  hash: string;
  chainId: number | null;
  gameNumber: number | null;
}

/** A seeded chain's published values (from the chains list): what a crash game verifies with. */
export interface TFairChain {
  terminator: string;
  salt: string;
  length: number;
}

/** A recomputed outcome, or why it cannot be computed (a field the game needs is malformed). */
export type TRecomputed =
  | { kind: 'slot'; round: SlotRoundResult; floats: number[] }
  | { kind: 'dice'; roll: number; floats: number[] }
  | { kind: 'mines'; minePositions: number[]; floats: number[] }
  /** linked: the hash hashed gameNumber times gives the terminator (null: no game number). */
  | { kind: 'crash'; crashPoint: number; linked: boolean | null }
  | {
      kind: 'invalid';
      field: 'serverSeed' | 'clientSeed' | 'nonce' | 'mines' | 'hash' | 'chain' | 'gameNumber';
    };

/** The hash check: the SHA-256 of the pasted server seed and whether it equals the commitment. */
export function checkCommitment(
  serverSeed: string,
  serverSeedHash: string,
): { computed: string; matches: boolean | null } | null {
  try {
    assertServerSeed(serverSeed);
  } catch {
    return null;
  }
  const computed = hashServerSeed(serverSeed);
  const expected = serverSeedHash.trim().toLowerCase();
  return { computed, matches: expected === '' ? null : computed === expected };
}

/**
 * Recomputes a round in the browser with the very functions the server ran (@lw/games): the
 * slot round at the title's unit bet (wins are shown as multiples of the bet), the dice roll,
 * the mine positions, or a crash game checked against its seeded chain (`verifyCrashGame`, the
 * function the server's tests verify games with).
 */
export function recompute(input: TFairInput, chain: TFairChain | null = null): TRecomputed {
  if (input.game === 'crash') {
    if (!/^[0-9a-f]{64}$/.test(input.hash)) return { kind: 'invalid', field: 'hash' };
    if (!chain) return { kind: 'invalid', field: 'chain' };
    const { gameNumber } = input;
    if (gameNumber === null) {
      return { kind: 'crash', crashPoint: crashPoint(input.hash, chain.salt), linked: null };
    }
    if (!Number.isInteger(gameNumber) || gameNumber < 1 || gameNumber > chain.length) {
      return { kind: 'invalid', field: 'gameNumber' };
    }
    return { kind: 'crash', ...verifyCrashGame({ hash: input.hash, gameNumber }, chain) };
  }
  try {
    assertServerSeed(input.serverSeed);
  } catch {
    return { kind: 'invalid', field: 'serverSeed' };
  }
  try {
    assertClientSeed(input.clientSeed);
  } catch {
    return { kind: 'invalid', field: 'clientSeed' };
  }
  if (!Number.isSafeInteger(input.nonce) || input.nonce < 0) {
    return { kind: 'invalid', field: 'nonce' };
  }
  const { serverSeed, clientSeed, nonce } = input;
  const first = floats(serverSeed, clientSeed, nonce, 5);
  const title = SLOT_TITLES[input.game];
  if (title) {
    const round = verifySlotRound(title, title.betCredits, serverSeed, clientSeed, nonce);
    return { kind: 'slot', round, floats: first };
  }
  if (input.game === 'dice') {
    return {
      kind: 'dice',
      roll: rollDice(new FloatStream(serverSeed, clientSeed, nonce)),
      floats: first,
    };
  }
  if (!Number.isInteger(input.mines) || input.mines < 1 || input.mines > 24) {
    return { kind: 'invalid', field: 'mines' };
  }
  return {
    kind: 'mines',
    minePositions: placeMines(new FloatStream(serverSeed, clientSeed, nonce), input.mines),
    floats: first,
  };
}
