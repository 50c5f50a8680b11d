import { mulDiv } from '@lw/contracts';
import { applyWagerOp, type WagerEffect, type WagerState } from './wager-rules.js';
import type { TWagerRefusal, WagerOp } from './wager-types.js';

/**
 * Which wallet a wager's money comes from and goes to (issue 26 item 2, the bonus wallet rules):
 *
 * - A stake on one of the active bonus's products may draw on the bonus wallet: `real_first`
 *   takes the main wallet first and the bonus wallet for the rest, `bonus_first` the other way.
 *   A round funded by one bonus never draws on another. Other games draw real money only.
 * - While a bonus is active, a stake on its products above `maxBetWhileWagering` is refused
 *   (BONUS_MAX_BET), whatever wallet would pay it.
 * - The bonus's share of a wager's win is floor(win × bonus stake ÷ stake) (never more than its
 *   share of the stake gives); the rest is real money. Every later movement of the wager (a win,
 *   a void, a resettle, a refund) moves the difference of that share.
 * - The bonus share follows its bonus's money: to and from the bonus wallet while that bonus is
 *   active, the main wallet once it converted (its money became real), and the house's
 *   `promotion` account once it was forfeited or expired (forfeited with it).
 */

/** A member's bonus as the claim statement read (and share-locked) it. */
export interface ClaimedBonus {
  id: number;
  accountId: number;
  currency: string;
  status: string;
  drawOrder: 'real_first' | 'bonus_first';
  products: readonly string[];
  maxBet: number | null;
}

/** The ledger accounts and bonuses a batch's claim locked, as the funding rules read them. */
export interface FundingContext {
  /** Ledger account id → balance; updated as the batch's operations are decided. */
  balances: Map<number, number>;
  /** `${accountId}:${currency}` → the member's bonus wallet (when it exists). */
  bonusWallets: ReadonlyMap<string, number>;
  /** `${accountId}:${currency}` → the member's active bonus. */
  activeBonuses: ReadonlyMap<string, ClaimedBonus>;
  bonusesById: ReadonlyMap<number, ClaimedBonus>;
  /** Currency → the house's `promotion` account, when the claim locked it. */
  promotion: ReadonlyMap<string, number>;
}

/** One side of the wager's transfer: a ledger account and its signed amount. */
export interface FundingLeg {
  accountId: number;
  amount: number;
}

export interface FundedEffect extends WagerEffect {
  /** The transfer's legs (the member's wallets, the promotion account, the house), summing to 0. */
  legs: FundingLeg[];
}

/** The claim did not lock the promotion account the batch needs: run it again (it will). */
export class PromotionAccountNeeded extends Error {
  readonly code = '40001';
  constructor() {
    super('the promotion account was not locked');
  }
}

export const memberCurrencyKey = (accountId: number, currency: string) =>
  `${accountId}:${currency}`;

const stakeOf = (op: WagerOp) =>
  op.kind === 'place' ? op.stake : op.kind === 'stake' ? op.amount : 0;

/** The active bonus a new stake of `op` may draw on and is capped by (none: real money only). */
export function bonusForStake(
  op: WagerOp,
  current: WagerState | undefined,
  ctx: FundingContext,
): ClaimedBonus | undefined {
  if (op.kind !== 'place' && op.kind !== 'stake') return undefined;
  const bonus = ctx.activeBonuses.get(memberCurrencyKey(op.member.accountId, op.member.currency));
  if (!bonus) return undefined;
  const category = current?.game.category || op.game.category;
  if (!bonus.products.includes(category)) return undefined;
  const fundedBy = current?.bonusId ?? null;
  if (fundedBy !== null && fundedBy !== bonus.id && (current?.bonusStake ?? 0) > 0) {
    return undefined;
  }
  return bonus;
}

/** BONUS_MAX_BET when the stake is over the active bonus's maximum bet, else null. */
export function maxBetRefusal(op: WagerOp, bonus: ClaimedBonus | undefined): TWagerRefusal | null {
  if (!bonus || bonus.maxBet === null) return null;
  return stakeOf(op) > bonus.maxBet ? 'BONUS_MAX_BET' : null;
}

/** The bonus wallet money a stake may use: its balance when a bonus applies, else 0. */
export function usableBonus(bonus: ClaimedBonus | undefined, ctx: FundingContext): number {
  if (!bonus) return 0;
  const wallet = ctx.bonusWallets.get(memberCurrencyKey(bonus.accountId, bonus.currency));
  return wallet === undefined ? 0 : (ctx.balances.get(wallet) ?? 0);
}

/** The balance plus the bonus money the member could stake on `category` now. */
export function playableAfter(op: WagerOp, category: string, ctx: FundingContext): number {
  const main = ctx.balances.get(op.member.walletId) ?? 0;
  const bonus = ctx.activeBonuses.get(memberCurrencyKey(op.member.accountId, op.member.currency));
  if (!bonus || !bonus.products.includes(category)) return main;
  return main + usableBonus(bonus, ctx);
}

/** The bonus's share of a wager's win: floor(win × bonus stake ÷ stake), 0 without a stake. */
export function bonusShareOfWin(stake: number, bonusStake: number, win: number): number {
  if (stake <= 0 || bonusStake <= 0) return 0;
  return mulDiv(win, bonusStake, stake, 'floor');
}

/**
 * Splits an accepted effect between the wallets: what the stake drew from the bonus wallet, the
 * bonus share of the win, where that share goes. INSUFFICIENT_FUNDS when a wallet would go
 * below 0 (a take-back the wallet no longer holds). `drawing`: the bonus this stake may use.
 */
export function fundEffect(
  op: WagerOp,
  current: WagerState | undefined,
  effect: WagerEffect,
  drawing: ClaimedBonus | undefined,
  ctx: FundingContext,
): FundedEffect | TWagerRefusal {
  const before = current ?? { ...effect.next, stake: 0, win: 0, bonusStake: 0, bonusWin: 0 };
  const next: WagerState = { ...effect.next };
  let stakeShare = 0; // signed, for the bonus side
  const stake = stakeOf(op);
  if (stake > 0 && drawing) {
    const main = ctx.balances.get(op.member.walletId) ?? 0;
    const bonus = usableBonus(drawing, ctx);
    const fromBonus =
      drawing.drawOrder === 'bonus_first'
        ? Math.min(stake, bonus)
        : Math.min(bonus, Math.max(0, stake - main));
    if (fromBonus > 0) {
      next.bonusId = drawing.id;
      next.bonusStake = before.bonusStake + fromBonus;
      stakeShare = -fromBonus;
    }
  }
  if (op.kind === 'void' || next.stake === 0) {
    // The whole stake is back (a void, or a round whose stakes were all given back).
    stakeShare += before.bonusStake;
    next.bonusStake = 0;
  } else if (op.kind === 'refund' && op.amount > 0 && before.bonusStake > 0) {
    const back = mulDiv(op.amount, before.bonusStake, before.stake, 'floor');
    stakeShare += back;
    next.bonusStake = before.bonusStake - back;
  }
  next.bonusWin = bonusShareOfWin(next.stake, next.bonusStake, next.win);
  const bonusSide = stakeShare + next.bonusWin - before.bonusWin;
  const mainSide = effect.amount - bonusSide;
  const legs = new Map<number, number>();
  const add = (accountId: number, amount: number) =>
    legs.set(accountId, (legs.get(accountId) ?? 0) + amount);
  add(op.member.walletId, mainSide);
  if (bonusSide !== 0) {
    const to = shareAccount(op, next.bonusId ?? null, ctx);
    // The claim locks the promotion account whenever one of its rounds' bonuses has ended; a
    // bonus that ended after the claim's snapshot is seen on the next attempt.
    if (to === undefined) throw new PromotionAccountNeeded();
    add(to, bonusSide);
  }
  add(op.member.houseId, -effect.amount);
  // Only the member's wallets must cover what leaves them; house accounts may go below 0. The
  // only bonus wallet a leg can name is this member's (the wager's bonus is the member's own).
  const bonusWallet = ctx.bonusWallets.get(
    memberCurrencyKey(op.member.accountId, op.member.currency),
  );
  for (const [accountId, amount] of legs) {
    const own = accountId === op.member.walletId || accountId === bonusWallet;
    if (own && amount < 0 && (ctx.balances.get(accountId) ?? 0) + amount < 0) {
      return 'INSUFFICIENT_FUNDS';
    }
  }
  return {
    ...effect,
    next,
    legs: [...legs].map(([accountId, amount]) => ({ accountId, amount })),
  };
}

/** Applies a funded effect's legs to the context's balances. */
export function applyLegs(legs: FundingLeg[], ctx: FundingContext): void {
  for (const leg of legs) {
    ctx.balances.set(leg.accountId, (ctx.balances.get(leg.accountId) ?? 0) + leg.amount);
  }
}

/**
 * The ledger account the bonus share moves on: the bonus wallet while the wager's bonus is the
 * active one, the main wallet once it converted, the promotion account once it ended otherwise
 * (undefined when the claim did not lock it).
 */
function shareAccount(op: WagerOp, bonusId: number | null, ctx: FundingContext) {
  const bonus = bonusId === null ? undefined : ctx.bonusesById.get(bonusId);
  const member = memberCurrencyKey(op.member.accountId, op.member.currency);
  if (bonus?.status === 'active' && ctx.activeBonuses.get(member)?.id === bonus.id) {
    return ctx.bonusWallets.get(member);
  }
  if (bonus?.status === 'completed') return op.member.walletId;
  return ctx.promotion.get(op.member.currency);
}

/**
 * One operation decided against the batch's state: the bonus it may draw on and its maximum bet,
 * the lifecycle rule (`applyWagerOp`) with what the member can stake, then the split between
 * the wallets. The caller applies the legs (`applyLegs`) when it keeps the result.
 */
export function decideWagerOp(
  op: WagerOp,
  current: WagerState | undefined,
  accountState: string | undefined,
  ctx: FundingContext,
): FundedEffect | TWagerRefusal {
  const drawing = bonusForStake(op, current, ctx);
  const main = ctx.balances.get(op.member.walletId) ?? 0;
  const isStake = op.kind === 'place' || op.kind === 'stake';
  // Other operations' wallet checks are the split's own (each wallet covers its part).
  const spendable = isStake ? main + usableBonus(drawing, ctx) : Number.MAX_SAFE_INTEGER;
  const effect = applyWagerOp(op, current, accountState, spendable);
  if (typeof effect === 'string') return effect;
  const overMax = maxBetRefusal(op, drawing);
  if (overMax) return overMax;
  return fundEffect(op, current, effect, drawing, ctx);
}
