import { mulDiv } from '@lw/contracts/money-arithmetic';
import { FloatStream } from '../fair/floats';
import type { RandomSource } from '../fair/random-source';
import { SlotMachine, type RoundDetail } from './engine';
import type { SlotTitle } from './types';

const machines = new WeakMap<SlotTitle, SlotMachine>();

/** The compiled machine of a title (cached; machines keep scratch buffers, one round at a time). */
export function machineFor(title: SlotTitle): SlotMachine {
  let m = machines.get(title);
  if (!m) {
    m = new SlotMachine(title);
    machines.set(title, m);
  }
  return m;
}

/** A slot round with its money: the detail for the screen, and the win in minor units. */
export interface SlotRoundResult extends RoundDetail {
  stake: number;
  /** stake × credits / betCredits, exact (stakes are multiples of betCredits). */
  payout: number;
  /** 32-bit values the round consumed (the verifier replays exactly this many). */
  drawsUsed: number;
}

/**
 * Plays one round of a title: a deterministic function of (title, stake, random source). Real
 * play passes the provably fair stream of (serverSeed, clientSeed, nonce); a verifier calls
 * {@link verifySlotRound} with the same inputs and gets the same result in the browser.
 */
export function playSlotRound(title: SlotTitle, stake: number, src: RandomSource): SlotRoundResult {
  assertStake(title, stake);
  const detail: RoundDetail = { titleId: title.id, spins: [], credits: 0, capped: false };
  let drawsUsed = 0;
  const counting: RandomSource = {
    nextUint32: () => {
      drawsUsed++;
      return src.nextUint32();
    },
  };
  machineFor(title).playRound(counting, detail);
  // Whole by construction (stakes are multiples of betCredits): `exact` refuses anything else.
  const payout = mulDiv(stake, detail.credits, title.betCredits, 'exact');
  return { ...detail, stake, payout, drawsUsed };
}

/** Recomputes a round from the revealed seeds: what the /fairness page runs in the browser. */
export function verifySlotRound(
  title: SlotTitle,
  stake: number,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): SlotRoundResult {
  return playSlotRound(title, stake, new FloatStream(serverSeed, clientSeed, nonce));
}

/** Throws unless the stake is a positive multiple of the title's bet in credits. */
export function assertStake(title: SlotTitle, stake: number): void {
  if (!Number.isSafeInteger(stake) || stake <= 0 || stake % title.betCredits !== 0) {
    throw new RangeError(`stake must be a positive multiple of ${title.betCredits} minor units`);
  }
}

/**
 * Bet levels from the game's minimum bet (minor units, set by the operator): minBet × each of the
 * title's multiples. minBet must be a multiple of betCredits so every win is whole minor units.
 */
export function betLevels(title: SlotTitle, minBet: number): number[] {
  assertStake(title, minBet);
  return title.betMultiples.map((m) => minBet * m);
}
