import { z } from 'zod';

const ZId = z.number().int().positive();
const ZMinor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * A wager as it stands after a settle, void or resettle (the wager core publishes it in the same
 * transaction). `version` counts the wager's changes: a consumer applies an event only when its
 * version is newer than what it holds, so replays and reordering change nothing.
 */
const ZWagerOutcome = z.object({
  /** The product the wager belongs to: an outside vendor's code, or a house product (HOUSE). */
  product: z.string().min(1),
  wagerId: z.string().min(1),
  leg: z.number().int().min(0),
  accountId: ZId,
  /** ISO 4217, or FUN for a trial account's play money (which never counts as turnover). */
  currency: z.string(),
  /** The game's category (RNG, LIVE, FISH, SPORTS, LOTTERY, …); '' when unknown. */
  category: z.string(),
  gameCode: z.string(),
  gameId: ZId.nullable(),
  stake: ZMinor,
  win: ZMinor,
  status: z.enum(['settled', 'voided']),
  /**
   * How the wager resolved, for the valid-stake policy: pushes and half-void handicap lines are
   * a setting. Casino play is 'win' or 'loss'.
   */
  result: z.enum(['win', 'loss', 'push', 'half_win', 'half_loss', 'void']).optional(),
  /** Business time of the settlement (the app's clock), ISO 8601. */
  settledAt: z.iso.datetime(),
  version: z.number().int().min(1),
  /**
   * The stake by side when the product tells sides (a live table's Player and Banker): stakes on
   * two or more sides are a both-sides hedge, counted by the valid-stake policy's `hedges`.
   */
  sides: z
    .array(z.object({ side: z.string().min(1).max(64), stake: ZMinor }))
    .max(16)
    .optional(),
});

/**
 * Every domain event the outbox carries: its type and the zod schema of its payload. A payload
 * says what happened in facts a consumer needs without reading the producer's tables; it never
 * holds a secret (password hashes, tokens). A new event is a new line here and a `publish` in
 * the producer's transaction; changing a payload keeps old rows readable (add optional fields).
 */
export const EVENT_CATALOGUE = {
  /** An operator or a gateway approved a deposit; the member's main wallet was credited. */
  'deposit.approved': z.object({
    depositId: ZId,
    accountId: ZId,
    amount: ZMinor,
    currency: z.string(),
    ledgerTransferId: ZId,
    /** The operator who approved it; null for a gateway callback. */
    operatorId: ZId.nullable(),
  }),
  /** An operator paid a withdrawal: `amountReceived` left for the member's bank. */
  'withdrawal.paid': z.object({
    withdrawalId: ZId,
    accountId: ZId,
    amount: ZMinor,
    amountReceived: ZMinor,
    currency: z.string(),
    operatorId: ZId.nullable(),
  }),
  /**
   * A player account was locked: by the sign-in guard after too many wrong passwords (until
   * `until`), or by an operator (until unlocked: `until` null).
   */
  'account.locked': z.object({
    accountId: ZId,
    by: z.enum(['guard', 'operator']),
    until: z.iso.datetime().nullable(),
    operatorId: ZId.nullable(),
  }),
  /** A player account's sign-in password changed: by its owner, a reset, or an operator. */
  'account.password_changed': z.object({
    accountId: ZId,
    by: z.enum(['member', 'email_reset', 'mobile_reset', 'operator']),
  }),
  /**
   * Every sign-in session of a player account ended (an operator's lock, disable, reset or "end
   * sessions"; a password change or reset, which may keep the session that made it): whatever
   * hangs on its sessions (game launches) must end, the kept session's too.
   */
  'account.sessions_ended': z.object({ accountId: ZId }),
  /**
   * A player signed out: that one sign-in session ended. `sessionTokenHash` names it as
   * `account_sessions` does (the SHA-256 of its bearer token, never the token).
   */
  'account.signed_out': z.object({
    accountId: ZId,
    sessionTokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  /**
   * A member's limit changed (responsible gaming): set, lowered, an increase or removal asked,
   * confirmed or cancelled, or lowered by an operator. Amounts in minor units (session: minutes).
   */
  'limits.changed': z.object({
    accountId: ZId,
    kind: z.enum(['deposit', 'loss', 'wager', 'session']),
    period: z.enum(['day', 'week', 'month']),
    action: z.string(),
    from: ZMinor.nullable(),
    to: ZMinor.nullable(),
    by: z.enum(['member', 'operator']),
  }),
  /**
   * Issue 24: a time-out or self-exclusion took effect at once (sessions ended in the same
   * transaction). Consumers stop marketing, promotions and rewards and cancel queued payouts of
   * bonuses or rebates. `until`: when play may resume; null for a self-exclusion (only an
   * operator's lift ends it).
   */
  'account.excluded': z.object({
    accountId: ZId,
    exclusionId: ZId,
    kind: z.enum(['time_out', 'self_exclusion']),
    period: z.string().max(16),
    until: z.iso.datetime().nullable(),
    by: z.enum(['member', 'operator']),
    operatorId: ZId.nullable(),
  }),
  /**
   * Issue 24: an operator lifted a self-exclusion after its period; play may resume at
   * `effectiveAt` (the cooling-off: 24 hours, 7 days for a permanent one).
   */
  'account.exclusion_lifted': z.object({
    accountId: ZId,
    exclusionId: ZId,
    effectiveAt: z.iso.datetime(),
    operatorId: ZId,
  }),
  /**
   * Issue 24: details of a registration, a bank account or a phone binding matched an excluded
   * or closed member (`identity_matches`); `accountId` null: a refused registration.
   */
  'identity.matched': z.object({
    matchId: ZId,
    source: z.enum(['registration', 'bank_account', 'mobile_binding']),
    decision: z.enum(['blocked', 'flagged']),
    fields: z.array(z.string().max(32)).max(8),
    accountId: ZId.nullable(),
    matchedAccountId: ZId,
    matchedReason: z.enum(['excluded', 'closed']),
  }),
  /** Issue 24: a member uploaded a KYC document; it waits in the operators' queue. */
  'kyc.document_uploaded': z.object({
    accountId: ZId,
    documentId: ZId,
    kind: z.enum(['id_document', 'selfie', 'proof_of_address']),
  }),
  /** Issue 24: an operator approved, rejected or re-requested a KYC document; `level` after it. */
  'kyc.document_reviewed': z.object({
    accountId: ZId,
    documentId: ZId,
    kind: z.enum(['id_document', 'selfie', 'proof_of_address']),
    decision: z.enum(['approve', 'reject', 'rerequest']),
    level: z.number().int().min(0).max(2),
    operatorId: ZId,
  }),
  /** A wager's result is known: its win (0 for a loss) reached the member's wallet. */
  'wager.settled': ZWagerOutcome,
  /** A wager was voided: its stake went back to the member (win 0). */
  'wager.voided': ZWagerOutcome,
  /** A settled wager's result was corrected: only the difference moved; `win` is the new total. */
  'wager.resettled': ZWagerOutcome,
} as const;

export type EventType = keyof typeof EVENT_CATALOGUE;
export type EventPayload<T extends EventType> = z.infer<(typeof EVENT_CATALOGUE)[T]>;

/** An event to publish: its type, what it is about (`account:42`) and its payload. */
export type DomainEvent = {
  [T in EventType]: { type: T; key: string; payload: EventPayload<T> };
}[EventType];

/** An event as the outbox holds it: with its position (also its idempotency key) and time. */
export type StoredEvent = DomainEvent & { position: number; occurredAt: Date };
