import type { TWagerRefusal, TWagerStatus, VendorOp, WagerGame, WagerOp } from './wager-types.js';

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
  /** Stake by side, when stakes told their side (a both-sides hedge counts by the policy). */
  sides?: Record<string, number> | null;
  /** The bonus that paid part of the stake, that part, and the win's share of it (wager-funding). */
  bonusId: number | null;
  bonusStake: number;
  bonusWin: number;
}

/** A stake on (positive) or given back from (negative) a side. */
function withSide(
  sides: Record<string, number> | null | undefined,
  side: string | undefined,
  amount: number,
): Record<string, number> | null {
  if (side === undefined) return sides ?? null;
  const next = { ...(sides ?? {}) };
  next[side] = Math.max(0, (next[side] ?? 0) + amount);
  return next;
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
  if (op.kind === 'stake' || op.kind === 'credit' || op.kind === 'refund') {
    return applyVendorOp(op, current, accountState, balance);
  }
  // The core's own operations never touch a vendor round that was rolled back.
  if (current?.status === 'rolled_back') return 'WAGER_CONFLICT';
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
          bonusId: null,
          bonusStake: 0,
          bonusWin: 0,
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
      // The win is the wager's total: what a vendor-shaped credit paid while open counts.
      const amount = op.win - current.win;
      if (balance + amount < 0) return 'INSUFFICIENT_FUNDS';
      return {
        next: {
          ...current,
          status: 'settled',
          win: op.win,
          version: current.version + 1,
          settledAt: op.at,
        },
        amount,
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

/**
 * The seamless vendor protocol's round (spec/vendor-protocol.md): stakes and wins add up while it
 * is open; `ends` settles it (wager.settled, version + 1); a win on an ended round corrects it
 * (wager.resettled, version + 1); a stake given back leaves the round rolled back when nothing
 * is left (wager.voided if it had ended) or corrects it (wager.resettled if it had ended).
 */
function applyVendorOp(
  op: VendorOp,
  current: WagerState | undefined,
  accountState: string | undefined,
  balance: number,
): WagerEffect | TWagerRefusal {
  if (!safeAmount(op.amount)) return 'INVALID_AMOUNT';
  if (current && current.currency !== op.member.currency) return 'WAGER_CURRENCY_MISMATCH';
  if (current?.status === 'voided') return 'WAGER_VOIDED';
  const fresh = (): WagerState => ({
    accountId: op.member.accountId,
    currency: op.member.currency,
    game: op.kind === 'refund' ? { gameCode: '', gameId: null, category: '' } : op.game,
    status: 'open',
    stake: 0,
    win: 0,
    version: 0,
    openedAt: op.at,
    settledAt: null,
    voidedStake: 0,
    bonusId: null,
    bonusStake: 0,
    bonusWin: 0,
  });
  const ended = current?.status === 'settled';
  switch (op.kind) {
    case 'stake': {
      if (ended) return 'WAGER_SETTLED';
      const refusal = accountRefusal(accountState);
      if (refusal) return refusal;
      if (balance < op.amount) return 'INSUFFICIENT_FUNDS';
      const base = current ?? fresh();
      const next: WagerState = {
        ...base,
        status: 'open',
        stake: base.stake + op.amount,
        sides: withSide(base.sides, op.side, op.amount),
      };
      return op.ends ? settle(next, op.at, -op.amount) : { next, amount: -op.amount, event: null };
    }
    case 'credit': {
      if (!current && !op.bonus) return 'WAGER_NOT_FOUND';
      if (current?.status === 'rolled_back' && !op.bonus) return 'WAGER_ROLLED_BACK';
      const base = current ?? fresh();
      const next: WagerState = { ...base, win: base.win + op.amount };
      if (ended) {
        if (op.amount === 0) return { next, amount: 0, event: null };
        return {
          next: { ...next, version: base.version + 1, settledAt: op.at },
          amount: op.amount,
          event: 'wager.resettled',
        };
      }
      next.status = 'open';
      return op.ends ? settle(next, op.at, op.amount) : { next, amount: op.amount, event: null };
    }
    case 'refund': {
      if (!current) return 'WAGER_NOT_FOUND';
      if (op.amount > current.stake) return 'INVALID_AMOUNT';
      const stake = current.stake - op.amount;
      const nothingLeft = stake === 0 && current.win === 0;
      const next: WagerState = {
        ...current,
        stake,
        sides: withSide(current.sides, op.side, -op.amount),
        status: nothingLeft ? 'rolled_back' : current.status,
        voidedStake: nothingLeft ? current.stake : 0,
      };
      if (!ended || op.amount === 0) return { next, amount: op.amount, event: null };
      return {
        next: { ...next, version: current.version + 1, settledAt: op.at },
        amount: op.amount,
        event: nothingLeft ? 'wager.voided' : 'wager.resettled',
      };
    }
  }
}

function settle(next: WagerState, at: Date, amount: number): WagerEffect {
  return {
    next: { ...next, status: 'settled', version: next.version + 1, settledAt: at },
    amount,
    event: 'wager.settled',
  };
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
