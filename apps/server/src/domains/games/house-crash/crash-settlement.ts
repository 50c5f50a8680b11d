import { CRASH_GAME_CODE, CRASH_VENDOR, FUN_CURRENCY } from '@lw/contracts';
import {
  PLAY_CURRENCY,
  walletRequestHash,
  type GameWalletParty,
  type GameWalletResult,
  type LedgerService,
} from '../../cashier/ledger/index.js';
import type { Catalogue } from '../catalogue/index.js';

/** accounts.type of trial players: they play with FUN (the ledger's PLAY wallets). */
const TRIAL_TYPE = 4;

/** A crash bet as the ledger sees it: one game round per bet. */
export interface CrashLedgerBet {
  betId: number;
  roundId: number;
  accountId: number;
  accountType: number;
  amount: number;
}

/** The ids the ledger knows a crash bet by (idempotency of every call). */
const ids = (bet: CrashLedgerBet) => ({
  vendorRoundId: `crash-${bet.roundId}-${bet.accountId}`,
  betTx: `crash-bet-${bet.betId}`,
  winTx: `crash-win-${bet.betId}`,
  refundTx: `crash-refund-${bet.betId}`,
});

/**
 * Crash's money through the same ledger path as every vendor (ledger.gameWallet with vendor
 * HOUSE, game crash): game_rounds, house shards, balance pushes and turnover work unchanged.
 * Every call is keyed by the bet id, so calling again after an interruption never pays twice.
 */
export class CrashSettlement {
  constructor(
    private readonly ledger: LedgerService,
    private readonly catalogue: Pick<Catalogue, 'findGame'>,
    /** The site's money (the cashier's currency). */
    private readonly siteCurrency: () => Promise<string>,
  ) {}

  /** The protocol currency of an account's crash bets. */
  async currencyOf(accountType: number): Promise<string> {
    return accountType === TRIAL_TYPE ? FUN_CURRENCY : this.siteCurrency();
  }

  /** Takes the stake; INSUFFICIENT_FUNDS and other refusals come back in the answer. */
  async bet(bet: CrashLedgerBet, at: Date): Promise<GameWalletResult> {
    const party = await this.party(bet);
    return this.ledger.gameWallet.bet({
      party,
      round: await this.round(bet, at),
      tx: { transactionId: ids(bet).betTx, requestHash: this.hash('bet', bet, bet.amount) },
      amount: bet.amount,
      roundEnded: false,
    });
  }

  /** Ends the bet's round with its win (0 for a loss). */
  async settle(bet: CrashLedgerBet, win: number, at: Date): Promise<GameWalletResult> {
    const party = await this.party(bet);
    return this.ledger.gameWallet.win({
      party,
      round: await this.round(bet, at),
      tx: { transactionId: ids(bet).winTx, requestHash: this.hash('win', bet, win) },
      amount: win,
      roundEnded: true,
      bonus: false,
    });
  }

  /** Gives the stake back (a round that could not be played); harmless when no stake was taken. */
  async refund(bet: CrashLedgerBet): Promise<GameWalletResult> {
    const party = await this.party(bet);
    const { vendorRoundId, betTx, refundTx } = ids(bet);
    return this.ledger.gameWallet.rollback({
      party,
      vendor: CRASH_VENDOR,
      vendorRoundId,
      tx: { transactionId: refundTx, requestHash: this.hash('refund', bet, 0) },
      originalTransactionId: betTx,
    });
  }

  private hash(kind: string, bet: CrashLedgerBet, amount: number): string {
    return walletRequestHash([kind, bet.accountId, ids(bet).vendorRoundId, amount]);
  }

  private async party(bet: CrashLedgerBet): Promise<GameWalletParty> {
    const trial = bet.accountType === TRIAL_TYPE;
    const ledgerCurrency = trial ? PLAY_CURRENCY : await this.siteCurrency();
    const [wallet, house] = await Promise.all([
      this.ledger.walletOf(bet.accountId, trial ? 'play' : 'main', ledgerCurrency),
      this.ledger.gameWallet.houseAccountFor(CRASH_VENDOR, ledgerCurrency, bet.accountId),
    ]);
    return {
      accountId: bet.accountId,
      playerId: String(bet.accountId),
      walletId: wallet.id,
      houseId: house.id,
      currency: await this.currencyOf(bet.accountType),
    };
  }

  private async round(bet: CrashLedgerBet, at: Date) {
    const game = await this.catalogue.findGame(CRASH_VENDOR, CRASH_GAME_CODE);
    return {
      vendor: CRASH_VENDOR,
      vendorRoundId: ids(bet).vendorRoundId,
      gameCode: CRASH_GAME_CODE,
      gameId: game?.id ?? null,
      category: game?.gameType ?? 'ORIGINALS',
      at,
    };
  }
}
