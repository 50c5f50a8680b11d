import type { TWagerRefusal, TWagerStatus, WagerGame, WagerOp } from './wager-types.js';

/** A wager as the rules see it while a batch is applied (the play row, updated in memory). */
export interface WagerState {
  accountId: number;
  currency: string;
  game: WagerGame;
  status: TWagerStatus;
  stake: number;
  win: number;
  version: number;
  openedAt: Date;
  settledAt: Date | null;
  /** The stake of a voided wager (its row keeps bet 0, like a rolled-back round). */
  voidedStake: number;
}

/** What an accepted operation does: the new state and the signed money for the member. */
export interface WagerEffect {
  next: WagerState;
  /** Signed: negative when money leaves the member's wallet for the house. */
  amount: number;
  /** The outbox event it writes (settle, void, resettle); place writes none. */
  event: 'wager.settled' | 'wager.voided' | 'wager.resettled' | null;
}

/**
 * The lifecycle: place opens (stake out), settle closes (win in), void returns the stake and takes
 * back any win (for good), resettle moves only the difference to a new win (version + 1).
 * `accountState` is the member's account as the current play path sees it; `balance` the wallet.
 */
export function applyWagerOp(
  op: WagerOp,
  current: WagerState | undefined,
  accountState: string | undefined,
  balance: number,
): WagerEffect | TWagerRefusal {
  if (current && current.accountId !== op.member.accountId) return 'WAGER_CONFLICT';
  switch (op.kind) {
    case 'place': {
      if (!safeAmount(op.stake)) return 'INVALID_AMOUNT';
      if (current) return 'WAGER_EXISTS';
      const refusal = accountRefusal(accountState);
      if (refusal) return refusal;
      if (balance < op.stake) return 'INSUFFICIENT_FUNDS';
      return {
        next: {
          accountId: op.member.accountId,
          currency: op.member.currency,
          game: op.game,
          status: 'open',
          stake: op.stake,
          win: 0,
          version: 0,
          openedAt: op.at,
          settledAt: null,
          voidedStake: 0,
        },
        amount: -op.stake,
        event: null,
      };
    }
    case 'settle': {
      if (!safeAmount(op.win)) return 'INVALID_AMOUNT';
      if (!current) return 'WAGER_NOT_FOUND';
      if (current.status === 'voided') return 'WAGER_VOIDED';
      if (current.status === 'settled') return 'WAGER_SETTLED';
      return {
        next: {
          ...current,
          status: 'settled',
          win: op.win,
          version: current.version + 1,
          settledAt: op.at,
        },
        amount: op.win,
        event: 'wager.settled',
      };
    }
    case 'void': {
      if (!current) return 'WAGER_NOT_FOUND';
      if (current.status === 'voided') return 'WAGER_VOIDED';
      // The stake back, the win taken back: refused when the wallet no longer holds that win.
      const amount = current.stake - current.win;
      if (balance + amount < 0) return 'INSUFFICIENT_FUNDS';
      return {
        next: {
          ...current,
          status: 'voided',
          voidedStake: current.stake,
          stake: 0,
          win: 0,
          version: current.version + 1,
          settledAt: op.at,
        },
        amount,
        event: 'wager.voided',
      };
    }
    case 'resettle': {
      if (!safeAmount(op.win)) return 'INVALID_AMOUNT';
      if (!current) return 'WAGER_NOT_FOUND';
      if (current.status === 'voided') return 'WAGER_VOIDED';
      if (current.status === 'open') return 'WAGER_NOT_SETTLED';
      if (op.version !== current.version + 1) return 'WAGER_VERSION_MISMATCH';
      const amount = op.win - current.win;
      if (balance + amount < 0) return 'INSUFFICIENT_FUNDS';
      return {
        next: { ...current, win: op.win, version: op.version, settledAt: op.at },
        amount,
        event: 'wager.resettled',
      };
    }
  }
}

/** The current play path's rule: only an active account that need not change its password bets. */
function accountRefusal(state: string | undefined): TWagerRefusal | null {
  if (state === 'active') return null;
  if (state === 'play_restricted') return 'PLAY_RESTRICTED';
  if (state === 'locked') return 'ACCOUNT_LOCKED';
  if (state === 'password_change_required') return 'PASSWORD_CHANGE_REQUIRED';
  return 'ACCOUNT_DISABLED';
}

function safeAmount(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 0;
}
