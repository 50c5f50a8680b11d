import { FUN_CURRENCY } from '@lw/contracts';
import type { TransferWalletStore } from './transfer-store.js';

type MoveAnswer =
  | { status: 'OK'; balance: number }
  | {
      status: 'INSUFFICIENT_FUNDS' | 'CURRENCY_MISMATCH' | 'DUPLICATE_TRANSACTION_MISMATCH';
      balance?: number;
    };

interface MoveRecord {
  kind: 'in' | 'out';
  playerId: string;
  amount: number;
  currency: string;
  answer: MoveAnswer;
}

export interface MoveRequest {
  transferId: string;
  playerId: string;
  amount: number;
  currency: string;
}

/**
 * A transfer-mode vendor's own wallet: one balance per player, moved in and out by the platform
 * with idempotent transfer ids, spent and credited by play. A refused move is remembered too, so
 * /transfer/status can answer "failed" and a retry gets the same refusal. With a store, every
 * change is saved before it is answered and the wallet starts from the saved state, as a real
 * vendor's does: a restart forgets neither balances nor transfer ids.
 */
export class TransferWallet {
  private readonly accounts = new Map<string, { balance: number; currency: string }>();
  private readonly moves = new Map<string, MoveRecord>();

  constructor(
    private readonly vendorCurrency: string,
    private readonly persistence?: { store: TransferWalletStore; vendorCode: string },
  ) {
    const saved = persistence?.store.load(persistence.vendorCode);
    if (!saved) return;
    for (const [playerId, account] of saved.accounts) this.accounts.set(playerId, { ...account });
    for (const [transferId, move] of saved.moves) this.moves.set(transferId, move);
  }

  move(kind: 'in' | 'out', request: MoveRequest): MoveAnswer {
    const previous = this.moves.get(request.transferId);
    if (previous) {
      const same =
        previous.kind === kind &&
        previous.playerId === request.playerId &&
        previous.amount === request.amount &&
        previous.currency === request.currency;
      return same ? previous.answer : { status: 'DUPLICATE_TRANSACTION_MISMATCH' };
    }
    const account = this.accounts.get(request.playerId);
    let answer: MoveAnswer;
    if (!this.currencyFits(request.playerId, request.currency)) {
      answer = { status: 'CURRENCY_MISMATCH', ...(account ? { balance: account.balance } : {}) };
    } else if (kind === 'out' && (account?.balance ?? 0) < request.amount) {
      answer = { status: 'INSUFFICIENT_FUNDS', balance: account?.balance ?? 0 };
    } else {
      const next = account ?? { balance: 0, currency: request.currency };
      next.balance += kind === 'in' ? request.amount : -request.amount;
      this.accounts.set(request.playerId, next);
      answer = { status: 'OK', balance: next.balance };
    }
    const { transferId, ...rest } = request;
    this.moves.set(transferId, { kind, ...rest, answer });
    this.save();
    return answer;
  }

  /** done, failed (refused, nothing moved) or unknown (never received). */
  status(transferId: string): 'done' | 'failed' | 'unknown' {
    const move = this.moves.get(transferId);
    if (!move) return 'unknown';
    return move.answer.status === 'OK' ? 'done' : 'failed';
  }

  /** A player's balance (0 in the vendor's currency for a player never seen). */
  balanceOf(playerId: string): { balance: number; currency: string } {
    const account = this.accounts.get(playerId);
    return account ? { ...account } : { balance: 0, currency: this.vendorCurrency };
  }

  /** Whether the platform ever moved money in for this player. */
  has(playerId: string): boolean {
    return this.accounts.has(playerId);
  }

  /**
   * One round of play: takes the stake and pays the win in one change (one save), or answers
   * false, changing nothing, when the balance does not cover the stake.
   */
  play(playerId: string, stake: number, win: number): boolean {
    const account = this.accounts.get(playerId);
    if (!account || account.balance < stake) return false;
    account.balance += win - stake;
    this.save();
    return true;
  }

  private save(): void {
    if (!this.persistence) return;
    this.persistence.store.save(this.persistence.vendorCode, {
      version: 1,
      accounts: [...this.accounts],
      moves: [...this.moves],
    });
  }

  /** The vendor's currency or play money, and always the one the player's wallet holds. */
  private currencyFits(playerId: string, currency: string): boolean {
    const account = this.accounts.get(playerId);
    if (account) return account.currency === currency;
    return currency === this.vendorCurrency || currency === FUN_CURRENCY;
  }
}
