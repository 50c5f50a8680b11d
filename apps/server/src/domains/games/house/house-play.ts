import {
  errorMessages,
  type THouseDiceRequest,
  type THouseGameState,
  type THouseRound,
  type THouseSlotGameCode,
  type THouseSpinRequest,
} from '@lw/contracts';
import {
  assertDiceBet,
  betLevels,
  diceMultiplier,
  diceWinPayout,
  FloatStream,
  playDice,
  playSlotRound,
} from '@lw/games';
import { AppError } from '../../../platform/errors.js';
import type { HouseInstant } from './house-instant.js';
import type { HouseJackpot } from './house-jackpot.js';
import { HOUSE_GAME_INFO, houseGame } from './house-games.js';
import type { HouseMines } from './house-mines.js';
import { toApiRound, type DrawnRound, type HouseRounds } from './house-rounds.js';
import type { DrawSeed, HouseSeeds } from './house-seeds.js';
import type { HouseSession, HouseSessions } from './house-session.js';
import type { HouseSettlement } from './house-settlement.js';
import {
  assertEnabled,
  assertLimits,
  maxWinExceeded,
  type HouseGameSettings,
  type HouseSettings,
} from './house-settings.js';
import type { RoundSettler } from './round-settler.js';

export interface HousePlayDeps {
  settings: HouseSettings;
  /** Re-reads a cached session before the step-by-step path (which does not check it). */
  sessions: Pick<HouseSessions, 'fresh'>;
  seeds: HouseSeeds;
  rounds: HouseRounds;
  settler: RoundSettler;
  settlement: HouseSettlement;
  jackpot: HouseJackpot;
  mines: HouseMines;
  /** A member's spin or roll in one transaction (null: take the step-by-step path). */
  instant?: HouseInstant;
}

/**
 * Slot spins and dice rolls: the outcome is computed by @lw/games from the player's seed pair and
 * the next nonce (the same functions the browser runs to verify), stored, then settled through
 * the game wallet. A retried request id answers the same round and moves no money again.
 */
export class HousePlay {
  constructor(private readonly deps: HousePlayDeps) {}

  /** What the game's page needs: limits, bet levels, balance, seeds, the open mines round. */
  async state(session: HouseSession): Promise<THouseGameState> {
    const info = houseGame(session.gameCode);
    if (!info) throw new AppError('GAME_NOT_FOUND', errorMessages.GAME_NOT_FOUND.en);
    const settings = await this.deps.settings.game(info.gameCode);
    const [balance, seeds, openRound, maxWin, jackpot] = await Promise.all([
      this.deps.settlement.balance(session),
      this.deps.seeds.current(session),
      info.kind === 'mines' ? this.deps.mines.current(session) : Promise.resolve(null),
      this.deps.settings.maxWin(info.gameCode, session.currency),
      // The jackpot is real money's and the slots': FUN spins neither fund nor win it.
      info.title && session.kind === 'real' ? this.deps.jackpot.config() : Promise.resolve(null),
    ]);
    return {
      gameCode: info.gameCode,
      kind: info.kind,
      currency: session.currency,
      mode: session.mode,
      balance,
      enabled: settings.enabled,
      minBet: settings.minBet,
      maxBet: settings.maxBet,
      betLevels: info.title ? levelsOf(info.gameCode, settings) : [],
      rtp: info.rtp,
      maxWin,
      jackpot: jackpot
        ? {
            contributionBps: jackpot.contributionBps,
            seed: jackpot.seed,
            maxStake: jackpot.maxStake,
            oneIn: jackpot.oneIn,
          }
        : null,
      seeds,
      openRound,
    };
  }

  async spin(
    session: HouseSession,
    gameCode: THouseSlotGameCode,
    input: THouseSpinRequest,
  ): Promise<THouseRound> {
    const title = HOUSE_GAME_INFO[gameCode].title!;
    const settings = await this.deps.settings.game(gameCode);
    assertEnabled(settings);
    if (!levelsOf(gameCode, settings).includes(input.stake)) {
      throw new AppError('HOUSE_BET_INVALID', errorMessages.HOUSE_BET_INVALID.en, {
        betLevels: levelsOf(gameCode, settings),
      });
    }
    // The jackpot is real money's: FUN spins neither fund nor win it.
    const jackpot = session.kind === 'real' ? await this.deps.jackpot.config() : null;
    const request = {
      gameCode,
      requestId: input.requestId,
      content: ['spin', input.stake],
      stake: input.stake,
    };
    const drawSpin = (seed: DrawSeed): DrawnRound => {
      const result = playSlotRound(
        title,
        input.stake,
        new FloatStream(seed.serverSeed, seed.clientSeed, seed.nonce),
      );
      const draw = jackpot ? this.deps.jackpot.draw(jackpot, input.stake, seed) : null;
      return {
        outcome: {
          kind: 'slot',
          titleId: result.titleId,
          spins: result.spins,
          credits: result.credits,
          capped: result.capped,
          drawsUsed: result.drawsUsed,
          jackpot: draw ? { contribution: draw.contribution, won: draw.won, amount: 0 } : null,
        },
        payout: result.payout,
        jackpotContribution: draw?.contribution ?? 0,
        jackpotWon: draw?.won ?? false,
      };
    };
    return this.play(session, request, drawSpin);
  }

  async roll(session: HouseSession, input: THouseDiceRequest): Promise<THouseRound> {
    const settings = await this.deps.settings.game('dice');
    assertEnabled(settings);
    assertLimits(settings, input.stake);
    const bet = { direction: input.direction, target: input.target };
    try {
      assertDiceBet(bet);
    } catch {
      throw new AppError('VALIDATION_ERROR', 'The chance must be between 0.01 % and 98 %', {
        fields: { target: 'the chance must be between 0.01 % and 98 %' },
      });
    }
    // A bet that could win more than the maximum is refused, not paid less: every accepted bet
    // keeps its full 99 %.
    const maxWin = await this.deps.settings.maxWin('dice', session.currency);
    if (maxWin !== null && diceWinPayout(bet, input.stake) > maxWin) {
      throw maxWinExceeded(maxWin, { payout: diceWinPayout(bet, input.stake) });
    }
    const m = diceMultiplier(bet);
    const request = {
      gameCode: 'dice' as const,
      requestId: input.requestId,
      content: ['roll', input.stake, input.direction, input.target],
      stake: input.stake,
    };
    const drawRoll = (seed: DrawSeed): DrawnRound => {
      const r = playDice(
        new FloatStream(seed.serverSeed, seed.clientSeed, seed.nonce),
        bet,
        input.stake,
      );
      return {
        outcome: {
          kind: 'dice',
          direction: input.direction,
          target: input.target,
          roll: r.roll,
          win: r.win,
          multiplier: Number(m.n) / Number(m.d),
        },
        payout: r.payout,
      };
    };
    return this.play(session, request, drawRoll);
  }

  /** The fast path, else the step-by-step one on the session read again (not a cached copy). */
  private async play(
    cached: HouseSession,
    request: Parameters<HouseInstant['play']>[1],
    draw: (seed: DrawSeed) => DrawnRound,
  ): Promise<THouseRound> {
    const instant = await this.deps.instant?.play(cached, request, draw);
    if (instant) return toApiRound(instant.row, instant.balance);
    const session = await this.deps.sessions.fresh(cached);
    const round = await this.deps.rounds.create(session, request, draw);
    const { row, balance } = await this.deps.settler.settleInstant(session, round);
    return toApiRound(row, balance);
  }
}

/** The slot's bet levels: minBet × the title's multiples, up to maxBet. */
function levelsOf(gameCode: string, settings: HouseGameSettings): number[] {
  const title = houseGame(gameCode)?.title;
  if (!title) return [];
  try {
    return betLevels(title, settings.minBet).filter((l) => l <= settings.maxBet);
  } catch {
    return [];
  }
}
