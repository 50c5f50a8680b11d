import { CRASH_GAME_CODE, CRASH_VENDOR, FUN_CURRENCY } from '@lw/contracts';
import { AppError } from '../../../platform/errors.js';
import { TRIAL_ACCOUNT_TYPE } from '../game-wallet/index.js';
import type { HousePlayer, HouseSettlement } from '../house/index.js';
import type { VendorConfig, VendorDirectory } from '../vendors/index.js';

/** A crash bet as the ledger sees it: one game round per bet. */
export interface CrashLedgerBet {
  betId: number;
  accountId: number;
  accountType: number;
}

/** The round id of a bet on the ledger (game_rounds.vendor_round_id): one round per bet. */
const roundIdOf = (bet: CrashLedgerBet) => `C${bet.betId}`;

/**
 * Crash's money through the house studio's settlement (the wager core, product HOUSE, game
 * crash, the wallet API's party): game_rounds, house shards, balance pushes, the round-settled
 * hook and turnover work unchanged. Every call is keyed by the bet's round (`C12`: place,
 * settle), so calling again after an interruption never moves money twice. A refund (a round
 * that could not be played) is the core's void of the bet, harmless when no stake was taken.
 */
export class CrashSettlement {
  constructor(
    private readonly house: HouseSettlement,
    private readonly vendors: Pick<VendorDirectory, 'get'>,
  ) {}

  /** The protocol currency of an account's bets (FUN for trial accounts). */
  async currencyOf(accountType: number): Promise<string> {
    const vendor = await this.vendor();
    return accountType === TRIAL_ACCOUNT_TYPE ? FUN_CURRENCY : vendor.currency;
  }

  /** Takes the stake; refusals (INSUFFICIENT_FUNDS, …) are AppErrors. */
  async bet(bet: CrashLedgerBet, amount: number): Promise<void> {
    await this.house.bet(await this.player(bet), {
      roundId: roundIdOf(bet),
      gameCode: CRASH_GAME_CODE,
      amount,
    });
  }

  /** Ends the bet's round with its win (0 for a loss). */
  async settle(bet: CrashLedgerBet, win: number): Promise<void> {
    await this.house.win(await this.player(bet), {
      roundId: roundIdOf(bet),
      gameCode: CRASH_GAME_CODE,
      amount: win,
    });
  }

  /** Gives the stake back. */
  async refund(bet: CrashLedgerBet): Promise<void> {
    await this.house.refund(await this.player(bet), {
      roundId: roundIdOf(bet),
      gameCode: CRASH_GAME_CODE,
    });
  }

  private async player(bet: CrashLedgerBet): Promise<HousePlayer> {
    return {
      playerId: String(bet.accountId),
      accountId: bet.accountId,
      accountType: bet.accountType,
      currency: await this.currencyOf(bet.accountType),
    };
  }

  private async vendor(): Promise<VendorConfig> {
    const vendor = await this.vendors.get(CRASH_VENDOR);
    if (!vendor) throw new AppError('GAME_NOT_FOUND', 'The house studio is not available');
    return vendor;
  }
}
