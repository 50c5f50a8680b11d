import { errorMessages, HOUSE_VENDOR } from '@lw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import {
  walletRequestHash,
  type GameRoundRef,
  type GameWalletAnswer,
  type GameWalletResult,
  type LedgerService,
} from '../../cashier/ledger/index.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { Catalogue } from '../catalogue/index.js';
import { gameWalletParty, type DemoWallet } from '../game-wallet/index.js';

/** The player side of a settlement (a `HouseSession` fits). */
export interface HousePlayer {
  playerId: string;
  accountId: number | null;
  accountType: number | null;
  currency: string;
}

/** One money movement of a house round: `roundId` is its vendorRoundId (H…). */
export interface HouseMoney {
  roundId: string;
  gameCode: string;
}

export interface HouseSettlementDeps {
  ledger: LedgerService;
  demo: DemoWallet;
  catalogue: Pick<Catalogue, 'findGame'>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The rounds module's round-settled hook (turnover, winner board, …). */
  onRoundsSettled: (roundIds: number[]) => void;
}

/**
 * Moves the money of house rounds exactly as a seamless vendor's wallet calls do: the ledger's
 * game wallet (vendor HOUSE) for accounts, with the party the wallet API resolves (trial accounts
 * play FUN from their play wallet); a visitor's demo session's FUN on the session row. The
 * transaction ids are the round's (`H12:bet`, `H12:win`): a retry replays the stored answer and
 * moves nothing again. Answers the balance after; refusals are AppErrors.
 *
 * Exported for the crash module, whose bets and cash-outs settle the same way.
 */
export class HouseSettlement {
  constructor(private readonly deps: HouseSettlementDeps) {}

  /** The stake of a round that stays open (mines, crash): its win comes later. */
  bet(player: HousePlayer, money: HouseMoney & { amount: number }): Promise<number> {
    return this.move(player, money, money.amount, null);
  }

  /** The win that ends a round whose bet was taken (0 for a loss). */
  win(player: HousePlayer, money: HouseMoney & { amount: number }): Promise<number> {
    return this.move(player, money, null, money.amount);
  }

  /** A round settled at once (a spin, a roll): bet and win in one call. */
  betWin(player: HousePlayer, money: HouseMoney & { bet: number; win: number }): Promise<number> {
    return this.move(player, money, money.bet, money.win);
  }

  /** The player's balance now (ledger wallet, or the demo session's FUN). */
  async balance(player: HousePlayer): Promise<number> {
    if (player.accountId === null) {
      const answer = await this.deps.demo.balance(HOUSE_VENDOR, player.playerId);
      return answer.status === 'OK' ? answer.balance : 0;
    }
    const party = await this.party(player);
    return this.deps.ledger.gameWallet.balanceOf(party.walletId);
  }

  private async move(
    player: HousePlayer,
    money: HouseMoney,
    bet: number | null,
    win: number | null,
  ): Promise<number> {
    const content = [player.playerId, money.roundId, bet, win, player.currency, money.gameCode];
    const betTx = bet === null ? null : tx(`${money.roundId}:bet`, ['house:bet', ...content]);
    const winTx = win === null ? null : tx(`${money.roundId}:win`, ['house:win', ...content]);
    if (player.accountId === null) {
      const calls = [
        ...(betTx ? [{ ...betTx, kind: 'bet' as const, amount: bet! }] : []),
        ...(winTx ? [{ ...winTx, kind: 'win' as const, amount: win! }] : []),
      ];
      return answerOf(
        await this.deps.demo.play(
          HOUSE_VENDOR,
          player.playerId,
          money.roundId,
          player.currency,
          calls,
        ),
      );
    }
    const party = await this.party(player);
    const game = await this.deps.catalogue.findGame(HOUSE_VENDOR, money.gameCode);
    const round: GameRoundRef = {
      vendor: HOUSE_VENDOR,
      vendorRoundId: money.roundId,
      gameCode: money.gameCode,
      gameId: game?.id ?? null,
      category: game?.gameType ?? 'RNG',
      at: this.deps.clock.now(),
    };
    const gw = this.deps.ledger.gameWallet;
    const result = await retrying(() =>
      betTx && winTx
        ? gw.betWin({ party, round, betTx, winTx, betAmount: bet!, winAmount: win! })
        : betTx
          ? gw.bet({ party, round, tx: betTx, amount: bet!, roundEnded: false })
          : gw.win({ party, round, tx: winTx!, amount: win!, roundEnded: true, bonus: false }),
    );
    this.settled(result);
    return answerOf(result.answer);
  }

  private party(player: HousePlayer) {
    // The session's currency is the vendor's (FUN for trial accounts, whose party plays PLAY).
    return gameWalletParty(
      this.deps.ledger,
      { code: HOUSE_VENDOR, currency: player.currency },
      {
        accountId: player.accountId!,
        playerId: player.playerId,
        type: player.accountType ?? 0,
      },
    );
  }

  private settled(result: GameWalletResult): void {
    if (result.settledRoundId === null) return;
    try {
      this.deps.onRoundsSettled([result.settledRoundId]);
    } catch (err) {
      this.deps.log.error({ err }, 'round-settled listener failed');
    }
  }
}

function tx(transactionId: string, parts: (string | number | null)[]) {
  return { transactionId, requestHash: walletRequestHash(parts) };
}

/** The balance of an OK answer; a refusal as the API error a player understands. */
function answerOf(answer: GameWalletAnswer): number {
  if (answer.status === 'OK') return answer.balance!;
  if (answer.status === 'INSUFFICIENT_FUNDS') {
    throw new AppError('INSUFFICIENT_FUNDS', errorMessages.INSUFFICIENT_FUNDS.en);
  }
  if (answer.status === 'PLAYER_BLOCKED') {
    throw new AppError('ACCOUNT_LOCKED', errorMessages.ACCOUNT_LOCKED.en);
  }
  if (answer.status === 'ROUND_CLOSED') {
    throw new AppError('HOUSE_ROUND_OVER', errorMessages.HOUSE_ROUND_OVER.en);
  }
  if (answer.status === 'DUPLICATE_TRANSACTION_MISMATCH') {
    throw new AppError('IDEMPOTENCY_CONFLICT', errorMessages.IDEMPOTENCY_CONFLICT.en);
  }
  throw new AppError('CONFLICT', `The wallet refused the round (${answer.status})`);
}

/** A deadlock or serialization failure is retried: the transaction changed nothing. */
async function retrying<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (attempt >= 3 || (code !== '40P01' && code !== '40001')) throw err;
    }
  }
}
