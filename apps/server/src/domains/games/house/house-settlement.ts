import { errorMessages, HOUSE_VENDOR } from '@lw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { BatchedStatement, LedgerService } from '../../cashier/ledger/index.js';
import type {
  TWagerRefusal,
  WagerCore,
  WagerKey,
  WagerMember,
  WagerOp,
  WagerOpResult,
} from '../../cashier/wagers/index.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { Catalogue } from '../catalogue/index.js';
import {
  gameWalletParty,
  walletRequestHash,
  type DemoWallet,
  type GameWalletAnswer,
  type GameWalletParty,
} from '../game-wallet/index.js';

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
  wagers: WagerCore;
  demo: DemoWallet;
  catalogue: Pick<Catalogue, 'findGame'>;
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Moves the money of house rounds through the wager core (product HOUSE, wager id the round's
 * vendorRoundId, leg 0): the bet is a place, the win a settle, a spin both in one batch (one
 * transaction of two round trips). The member's wallet and house shard are the wallet API's party
 * (trial accounts play FUN from their play wallet), resolved once per account and cached (ledger
 * account ids never change). A visitor's demo session's FUN stays on the session row. A retry
 * replays the core's first answer and moves nothing again. Answers the balance after; refusals
 * are AppErrors.
 *
 * Exported for the crash module, whose bets and cash-outs settle the same way.
 */
export class HouseSettlement {
  /** Ledger ids of members' parties (wallet, house shard): they never change once created. */
  private readonly parties = new Map<string, GameWalletParty>();

  constructor(private readonly deps: HouseSettlementDeps) {}

  /** The stake of a round that stays open (mines, crash): its win comes later. */
  bet(player: HousePlayer, money: HouseMoney & { amount: number }): Promise<number> {
    return this.move(player, money, money.amount, null);
  }

  /** The win that ends a round whose bet was taken (0 for a loss). */
  win(player: HousePlayer, money: HouseMoney & { amount: number }): Promise<number> {
    return this.move(player, money, null, money.amount);
  }

  /**
   * A round settled at once (a spin, a roll): bet and win in one call. `also` (accounts only):
   * the caller's statement for the money's transaction, given the balance after (the house
   * round's own settlement, in the same round trip); not run on a replay or a refusal.
   */
  betWin(
    player: HousePlayer,
    money: HouseMoney & { bet: number; win: number },
    also?: (balance: number) => BatchedStatement,
  ): Promise<number> {
    return this.move(player, money, money.bet, money.win, also);
  }

  /**
   * Gives a round's stake back (a round that could not be played): the core's void. Harmless
   * when no stake was taken (nothing to void) or when it was given back before (a replay).
   */
  async refund(player: HousePlayer, money: HouseMoney): Promise<void> {
    if (player.accountId === null) throw new Error('a demo round has no refund');
    const party = await this.party(player);
    const [result] = await this.deps.wagers.run([
      {
        kind: 'void',
        key: { product: HOUSE_VENDOR, wagerId: money.roundId, leg: 0 },
        member: {
          accountId: party.accountId,
          walletId: party.walletId,
          houseId: party.houseId,
          currency: party.currency,
        },
        at: this.deps.clock.now(),
      },
    ]);
    if (!result!.ok && result!.code !== 'WAGER_NOT_FOUND') throw refusalError(result!.code);
  }

  /**
   * The player's balance now (ledger wallet, or the demo session's FUN), with the active bonus's
   * money when the game is one of its products (what the game may stake: wager-funding.ts).
   */
  async balance(player: HousePlayer & { gameCode: string }): Promise<number> {
    if (player.accountId === null) {
      const answer = await this.deps.demo.balance(HOUSE_VENDOR, player.playerId);
      return answer.status === 'OK' ? answer.balance : 0;
    }
    const party = await this.party(player);
    const game = await this.deps.catalogue.findGame(HOUSE_VENDOR, player.gameCode);
    return this.deps.wagers.playableOf(party, game?.gameType ?? 'RNG');
  }

  private async move(
    player: HousePlayer,
    money: HouseMoney,
    bet: number | null,
    win: number | null,
    also?: (balance: number) => BatchedStatement,
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
    const key: WagerKey = { product: HOUSE_VENDOR, wagerId: money.roundId, leg: 0 };
    const member = {
      accountId: party.accountId,
      walletId: party.walletId,
      houseId: party.houseId,
      currency: party.currency,
    };
    const at = this.deps.clock.now();
    const ops: WagerOp[] = [];
    if (bet !== null) {
      ops.push({
        kind: 'place',
        key,
        member,
        at,
        stake: bet,
        game: {
          gameCode: money.gameCode,
          gameId: game?.id ?? null,
          category: game?.gameType ?? 'RNG',
        },
      });
    }
    if (win !== null) ops.push({ kind: 'settle', key, member, at, win });
    const results = await this.deps.wagers.run(ops, {
      also: (r) => {
        const end = r[r.length - 1]!;
        return also && r.every((x) => x.ok) && end.ok ? [also(end.playable)] : [];
      },
    });
    const last = results[results.length - 1]!;
    const refused = results.find((r) => !r.ok);
    if (refused && !refused.ok) throw refusalError(refused.code, refused.details);
    return (last as Extract<WagerOpResult, { ok: true }>).playable;
  }

  /** A member's side of the wager core's operations (cached party ids). */
  async memberOf(player: HousePlayer): Promise<WagerMember> {
    const party = await this.party(player);
    return {
      accountId: party.accountId,
      walletId: party.walletId,
      houseId: party.houseId,
      currency: party.currency,
    };
  }

  private async party(player: HousePlayer): Promise<GameWalletParty> {
    const cacheKey = `${player.accountId}:${player.currency}:${player.accountType ?? 0}`;
    const cached = this.parties.get(cacheKey);
    if (cached) return cached;
    // The session's currency is the vendor's (FUN for trial accounts, whose party plays PLAY).
    const party = await gameWalletParty(
      this.deps.ledger,
      { code: HOUSE_VENDOR, currency: player.currency },
      {
        accountId: player.accountId!,
        playerId: player.playerId,
        type: player.accountType ?? 0,
      },
    );
    if (this.parties.size >= PARTY_CACHE_SIZE) this.parties.clear();
    this.parties.set(cacheKey, party);
    return party;
  }
}

function tx(transactionId: string, parts: (string | number | null)[]) {
  return { transactionId, requestHash: walletRequestHash(parts) };
}

/** Cached parties before the cache starts again (a bound on memory, not a policy). */
const PARTY_CACHE_SIZE = 50_000;

/** A wager core refusal as the API error a player understands. */
export function refusalError(code: TWagerRefusal, details?: Record<string, unknown>): AppError {
  if (code === 'LIMIT_EXCEEDED') {
    return new AppError('LIMIT_EXCEEDED', errorMessages.LIMIT_EXCEEDED.en, details);
  }
  if (code === 'INSUFFICIENT_FUNDS') {
    return new AppError('INSUFFICIENT_FUNDS', errorMessages.INSUFFICIENT_FUNDS.en);
  }
  // Issue 26: the active bonus's maximum bet while it is wagering.
  if (code === 'BONUS_MAX_BET') {
    return new AppError('BONUS_MAX_BET', errorMessages.BONUS_MAX_BET.en);
  }
  if (code === 'ACCOUNT_LOCKED' || code === 'ACCOUNT_DISABLED') {
    return new AppError('ACCOUNT_LOCKED', errorMessages.ACCOUNT_LOCKED.en);
  }
  if (code === 'PASSWORD_CHANGE_REQUIRED') {
    return new AppError('PASSWORD_CHANGE_REQUIRED', errorMessages.PASSWORD_CHANGE_REQUIRED.en);
  }
  // Issue 24: a time-out or self-exclusion is in force (the wager core's claim saw it).
  if (code === 'PLAY_RESTRICTED') {
    return new AppError('PLAY_RESTRICTED', errorMessages.PLAY_RESTRICTED.en);
  }
  if (code === 'WAGER_SETTLED' || code === 'WAGER_VOIDED') {
    return new AppError('HOUSE_ROUND_OVER', errorMessages.HOUSE_ROUND_OVER.en);
  }
  if (code === 'WAGER_CONFLICT') {
    return new AppError('IDEMPOTENCY_CONFLICT', errorMessages.IDEMPOTENCY_CONFLICT.en);
  }
  return new AppError('CONFLICT', `The wallet refused the round (${code})`);
}

/** The balance of an OK demo answer; a refusal as the API error a player understands. */
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
