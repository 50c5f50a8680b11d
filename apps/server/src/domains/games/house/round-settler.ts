import { errorMessages } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import type { HouseJackpot } from './house-jackpot.js';
import type { HouseRoundRow, HouseRounds } from './house-rounds.js';
import type { HousePlayer, HouseSettlement } from './house-settlement.js';

/** A settled step: the round as it now is and the player's balance after it. */
export interface Settled {
  row: HouseRoundRow;
  balance: number | null;
}

/**
 * Takes a stored round through its money steps. Each step is idempotent (the ledger replays by
 * transaction id, the status updates are guarded), so the same call finishes a round that a
 * retry, a second process or the resume job finds half done.
 */
export class RoundSettler {
  constructor(
    private readonly deps: {
      db: Database;
      rounds: HouseRounds;
      settlement: HouseSettlement;
      jackpot: HouseJackpot;
    },
  ) {}

  /** A spin or a roll: bet and win at once (with the jackpot's contribution and claim). */
  async settleInstant(player: HousePlayer, round: HouseRoundRow): Promise<Settled> {
    if (round.status === 'settled') return { row: round, balance: round.balanceAfter };
    if (round.status === 'void') throw insufficient();
    const { rounds, settlement, jackpot } = this.deps;
    const money = { roundId: round.roundId, gameCode: round.gameCode };
    let balance: number;
    let row = round;
    let settledWithMoney: Date | null = null;
    try {
      if (round.jackpotWon && round.accountId !== null) {
        // Rare: the bet first, so a refused bet never claims the pool; then the pool, then the win.
        await settlement.bet(player, { ...money, amount: round.stake });
        await jackpot.fund(round);
        const config = await jackpot.config();
        const amount = await jackpot.claim(round, config?.seed ?? 0);
        row = (await rounds.get(round.id))!;
        if (row.outcome.kind === 'slot' && row.outcome.jackpot) {
          row.outcome = { ...row.outcome, jackpot: { ...row.outcome.jackpot, amount } };
        }
        balance = await settlement.win(player, { ...money, amount: row.payout });
      } else {
        // The round's own settlement rides in the money's transaction (one round trip less,
        // and never money without its round settled).
        balance = await settlement.betWin(
          player,
          { ...money, bet: round.stake, win: round.payout },
          (after) => {
            const settled = rounds.settledStatement(round.id, row.outcome, after);
            settledWithMoney = settled.settledAt;
            return settled.statement;
          },
        );
        await jackpot.fund(round);
      }
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') {
        await rounds.update(this.deps.db, round.id, ['pending'], { status: 'void' });
      }
      throw err;
    }
    if (settledWithMoney) {
      return {
        row: { ...row, status: 'settled', balanceAfter: balance, settledAt: settledWithMoney },
        balance,
      };
    }
    await rounds.update(this.deps.db, round.id, ['pending'], {
      status: 'settled',
      outcome: row.outcome,
      balanceAfter: balance,
      settled: true,
    });
    return { row: (await rounds.get(round.id))!, balance };
  }

  /** A round that stays open (mines): the stake is taken, the round opens. */
  async openBet(player: HousePlayer, round: HouseRoundRow): Promise<Settled> {
    if (round.status !== 'pending') {
      if (round.status === 'void') throw insufficient();
      return { row: round, balance: round.balanceAfter };
    }
    let balance: number;
    try {
      balance = await this.deps.settlement.bet(player, {
        roundId: round.roundId,
        gameCode: round.gameCode,
        amount: round.stake,
      });
    } catch (err) {
      if (err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') {
        await this.deps.rounds.update(this.deps.db, round.id, ['pending'], { status: 'void' });
      }
      throw err;
    }
    await this.deps.rounds.update(this.deps.db, round.id, ['pending'], {
      status: 'open',
      balanceAfter: balance,
    });
    return { row: (await this.deps.rounds.get(round.id))!, balance };
  }

  /** A round whose result is final (closing): its win (0 for a loss) is paid and it settles. */
  async close(player: HousePlayer, round: HouseRoundRow): Promise<Settled> {
    if (round.status === 'settled') return { row: round, balance: round.balanceAfter };
    const balance = await this.deps.settlement.win(player, {
      roundId: round.roundId,
      gameCode: round.gameCode,
      amount: round.payout,
    });
    await this.deps.rounds.update(this.deps.db, round.id, ['closing'], {
      status: 'settled',
      balanceAfter: balance,
      settled: true,
    });
    return { row: (await this.deps.rounds.get(round.id))!, balance };
  }

  /** The player of a stored round (the resume job has no session). */
  async playerOf(round: HouseRoundRow): Promise<HousePlayer> {
    let accountType: number | null = null;
    if (round.accountId !== null) {
      const [row] = await queryRows<{ type: number }>(
        this.deps.db,
        sql`SELECT type FROM accounts WHERE id = ${round.accountId}`,
      );
      accountType = row?.type ?? null;
    }
    return {
      playerId: round.playerId,
      accountId: round.accountId,
      accountType,
      currency: round.currency,
    };
  }
}

function insufficient(): AppError {
  return new AppError('INSUFFICIENT_FUNDS', errorMessages.INSUFFICIENT_FUNDS.en);
}
