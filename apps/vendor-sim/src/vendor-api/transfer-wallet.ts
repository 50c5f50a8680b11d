import { FUN_CURRENCY } from '@lw/contracts';

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
 * /transfer/status can answer "failed" and a retry gets the same refusal.
 */
export class TransferWallet {
  private readonly accounts = new Map<string, { balance: number; currency: string }>();
  private readonly moves = new Map<string, MoveRecord>();

  constructor(private readonly vendorCurrency: string) {}

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
    this.moves.set(request.transferId, { kind, ...request, answer });
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

  /** Play: takes the stake, or answers false when the balance does not cover it. */
  debit(playerId: string, amount: number): boolean {
    const account = this.accounts.get(playerId);
    if (!account || account.balance < amount) return false;
    account.balance -= amount;
    return true;
  }

  credit(playerId: string, amount: number): void {
    const account = this.accounts.get(playerId);
    if (account) account.balance += amount;
  }

  /** The vendor's currency or play money, and always the one the player's wallet holds. */
  private currencyFits(playerId: string, currency: string): boolean {
    const account = this.accounts.get(playerId);
    if (account) return account.currency === currency;
    return currency === this.vendorCurrency || currency === FUN_CURRENCY;
  }
}
