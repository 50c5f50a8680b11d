/** A wager's identity: unique per product (a vendor code, HOUSE, …), wager id and leg. */
export interface WagerKey {
  product: string;
  wagerId: string;
  /** A slip's selection; 0 for a casino round. */
  leg: number;
}

/** Whose money: the member's ledger wallet and the product's house account (shard) for it. */
export interface WagerMember {
  accountId: number;
  walletId: number;
  houseId: number;
  /** Written on the wager and its events: ISO 4217, or FUN for a trial account's play money. */
  currency: string;
}

/** What the wager is on (stored on the play row and carried by its events). */
export interface WagerGame {
  gameCode: string;
  gameId: number | null;
  /** RNG, LIVE, SPORTS, … ('' when unknown). */
  category: string;
}

interface OpBase {
  key: WagerKey;
  member: WagerMember;
  /** Business time (the app's clock). */
  at: Date;
}

/** The stake leaves the member's wallet; the wager opens. */
export interface PlaceOp extends OpBase {
  kind: 'place';
  game: WagerGame;
  stake: number;
}

/** The result is known: the win (0 for a loss) reaches the wallet; the wager settles. */
export interface SettleOp extends OpBase {
  kind: 'settle';
  win: number;
  result?: TWagerResultKind;
}

/** The stake returns and any win posted is taken back; the wager is voided for good. */
export interface VoidOp extends OpBase {
  kind: 'void';
}

/** A corrected result: only `win` minus the previous win moves; the wager's version becomes `version`. */
export interface ResettleOp extends OpBase {
  kind: 'resettle';
  win: number;
  /** The version this correction makes (the wager's current version + 1). */
  version: number;
  result?: TWagerResultKind;
}

/*
 * Vendor-shaped operations (the seamless vendor protocol's bet, win and rollback): a vendor round
 * may take several stakes and several wins, end with any of them, take a win after it ended (a
 * correction: version + 1) and give back one stake of many. Each is keyed by the wager's key,
 * its kind and `ref` (the vendor's transaction id), so a round's many bets are many operations.
 */

/** One more stake on the wager (it opens when new); `ends`: the round ends with it. */
export interface StakeOp extends OpBase {
  kind: 'stake';
  ref: string;
  game: WagerGame;
  amount: number;
  ends: boolean;
  /** The side bet on (a live table's Player or Banker), when the product tells it. */
  side?: string;
}

/**
 * A win credited to the wager (0 is allowed); `ends`: the round ends with it. On an ended wager it
 * corrects the win (wager.resettled, version + 1). `bonus`: it may open a wager with no stake.
 */
export interface CreditOp extends OpBase {
  kind: 'credit';
  ref: string;
  game: WagerGame;
  amount: number;
  ends: boolean;
  bonus: boolean;
}

/**
 * One stake given back (a vendor's rollback of a bet; `ref` names that bet). When nothing is
 * left (no stake, no win) the wager is rolled back (a later stake may reopen it); on an ended
 * wager it tells wager.voided (nothing left) or wager.resettled.
 */
export interface RefundOp extends OpBase {
  kind: 'refund';
  ref: string;
  amount: number;
  /** The side of the stake given back (as its stake told it). */
  side?: string;
}

export type VendorOp = StakeOp | CreditOp | RefundOp;

export type WagerOp = PlaceOp | SettleOp | VoidOp | ResettleOp | VendorOp;

export type TWagerResultKind = 'win' | 'loss' | 'push' | 'half_win' | 'half_loss' | 'void';

/** `rolled_back`: a vendor round whose stakes were all given back (it may reopen). */
export type TWagerStatus = 'open' | 'settled' | 'voided' | 'rolled_back';

/**
 * Why an operation was refused (nothing of it was written, so it may be sent again):
 * the account may not bet (ACCOUNT_LOCKED, ACCOUNT_DISABLED, PASSWORD_CHANGE_REQUIRED), the wallet
 * cannot pay (INSUFFICIENT_FUNDS), the wager is not there or not in a state for it, the same key
 * came with other content (WAGER_CONFLICT), or a resettle names another version than the next.
 */
export const WAGER_REFUSALS = [
  'ACCOUNT_LOCKED',
  'ACCOUNT_DISABLED',
  'PASSWORD_CHANGE_REQUIRED',
  'PLAY_RESTRICTED',
  'INSUFFICIENT_FUNDS',
  'WAGER_NOT_FOUND',
  'WAGER_EXISTS',
  'WAGER_SETTLED',
  'WAGER_NOT_SETTLED',
  'WAGER_VOIDED',
  'WAGER_VERSION_MISMATCH',
  'WAGER_CONFLICT',
  'INVALID_AMOUNT',
  // Responsible gaming's money gate: the stake would pass a limit (details say which).
  'LIMIT_EXCEEDED',
  // Vendor-shaped operations: the wager is in another currency than the member's call.
  'WAGER_CURRENCY_MISMATCH',
  // Vendor-shaped operations: a win on a wager whose stakes were all given back.
  'WAGER_ROLLED_BACK',
  // Issue 26: a stake over the active bonus's maximum bet while it is wagering.
  'BONUS_MAX_BET',
  // The caller's own rule refused the batch (RunOptions.veto).
  'CALLER_REFUSED',
] as const;
export type TWagerRefusal = (typeof WAGER_REFUSALS)[number];

export interface WagerAccepted {
  ok: true;
  /** The member's wallet balance right after this operation. */
  balance: number;
  /**
   * What the member can stake on this wager's game right after it: the balance plus the active
   * bonus's wallet when the game is one of its products (issue 26; equal to `balance` otherwise).
   */
  playable: number;
  /** game_rounds.id of the wager. */
  roundId: number;
  /** The ledger transfer of the money it moved; null when it moved none (a loss, a 0 stake). */
  transferId: number | null;
  /** wager_operations.id: the same on a replay. */
  operationId: number;
  status: TWagerStatus;
  version: number;
  /** True when this answers an earlier identical operation (nothing moved now). */
  replayed: boolean;
}

export interface WagerRefused {
  ok: false;
  code: TWagerRefusal;
  /** The wallet balance when the refusal was decided (when known). */
  balance?: number;
  /** What the member could stake on the wager's game then (balance plus a usable bonus). */
  playable?: number;
  /** LIMIT_EXCEEDED: which limit, what is left, when it resets. */
  details?: Record<string, unknown>;
}

export type WagerOpResult = WagerAccepted | WagerRefused;
