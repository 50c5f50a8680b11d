import { errorMessages, type TErrorCode } from '@lw/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { restrictionError, wouldAdmit, type MoneyGate } from '../money-gate/index.js';
import { accountStandingRefusal } from './account-standing.js';

/** What a reward or bonus about to move asks: the money gate's request on the `bonus` path. */
export interface StandingRequest {
  accountId: number;
  /** The amount about to move (> 0; a check with nothing to move asks with 1). */
  amount: number;
  currency: string;
  /** Business time (the app clock). */
  at: Date;
  /** The move's idempotency key (a replay counts once against a limit). */
  key: string;
}

const standingColumns = {
  type: accounts.type,
  status: accounts.status,
  mustChangePassword: accounts.mustChangePassword,
};

/**
 * THE rule of every reward and bonus (issue 26): may this member receive money from an
 * engagement programme or the bonus wallet now? No for a missing account (NOT_FOUND), a trial
 * account, a locked or disabled one, one that must change its password
 * (`accountStandingRefusal`), then for whatever the money gate's `bonus` path refuses (a time-out
 * or self-exclusion: PLAY_RESTRICTED). Asked in `tx`, the transaction the money moves in, so a
 * lock or an exclusion committed first is seen. Audience, segment and VIP level are each
 * programme's own rule, not this one. Answers the refusal, or null.
 */
export async function standingRefusal(
  tx: Database,
  gate: MoneyGate,
  request: StandingRequest,
): Promise<AppError | null> {
  const [account] = await tx
    .select(standingColumns)
    .from(accounts)
    .where(eq(accounts.id, request.accountId));
  if (!account) return refusal('NOT_FOUND');
  const code = accountStandingRefusal(account);
  if (code) return refusal(code);
  const gated = await gate.admit(tx, {
    ...request,
    amount: Math.max(request.amount, 1),
    path: 'bonus',
  });
  return gated ? restrictionError(gated) : null;
}

/** `standingRefusal`, thrown (the caller's transaction rolls back, nothing moves). */
export async function requireGoodStanding(
  tx: Database,
  gate: MoneyGate,
  request: StandingRequest,
): Promise<void> {
  const refused = await standingRefusal(tx, gate, request);
  if (refused) throw refused;
}

/**
 * For offers, badges and pages (nothing moves): would `standingRefusal` let the member receive
 * now? The gate is asked in a rolled-back savepoint, so looking reserves nothing against a limit.
 */
export async function mayBeOffered(
  db: Database,
  gate: MoneyGate,
  member: { accountId: number; currency: string; at: Date },
): Promise<boolean> {
  return (await offerRefusal(db, gate, member)) === null;
}

/** `mayBeOffered`'s refusal (a page that says why the member cannot claim). */
export async function offerRefusal(
  db: Database,
  gate: MoneyGate,
  member: { accountId: number; currency: string; at: Date },
): Promise<AppError | null> {
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select(standingColumns)
      .from(accounts)
      .where(eq(accounts.id, member.accountId));
    if (!account) return refusal('NOT_FOUND');
    const code = accountStandingRefusal(account);
    if (code) return refusal(code);
    const gated = await wouldAdmit(tx, gate, {
      ...member,
      amount: 1,
      path: 'bonus',
      key: `standing-check:${member.accountId}`,
    });
    return gated ? restrictionError(gated) : null;
  });
}

/**
 * `standingRefusal` for many members at once (a daily run's chunk): one read of the accounts,
 * and the gate asked only for members it could refuse on the `bonus` path (a play restriction or
 * a spend limit set: `play_restriction*`, `spend_limited`), each under `<key>:<accountId>`.
 */
export async function standingRefusals(
  tx: Database,
  gate: MoneyGate,
  members: { accountId: number; currency: string }[],
  at: Date,
  key: string,
): Promise<Map<number, AppError | null>> {
  const out = new Map<number, AppError | null>();
  if (members.length === 0) return out;
  const rows = await tx
    .select({
      id: accounts.id,
      ...standingColumns,
      playRestriction: accounts.playRestriction,
      playRestrictedUntil: accounts.playRestrictedUntil,
      spendLimited: accounts.spendLimited,
    })
    .from(accounts)
    .where(inArray(accounts.id, [...new Set(members.map((m) => m.accountId))]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const m of members) {
    if (out.has(m.accountId)) continue;
    const row = byId.get(m.accountId);
    const code = row ? accountStandingRefusal(row) : 'NOT_FOUND';
    if (!row || code) {
      out.set(m.accountId, refusal(code!));
      continue;
    }
    const gateMayRefuse =
      row.playRestriction !== null || row.playRestrictedUntil !== null || row.spendLimited;
    const gated = gateMayRefuse
      ? await gate.admit(tx, {
          accountId: m.accountId,
          amount: 1,
          currency: m.currency,
          at,
          key: `${key}:${m.accountId}`,
          path: 'bonus',
        })
      : null;
    out.set(m.accountId, gated ? restrictionError(gated) : null);
  }
  return out;
}

function refusal(code: TErrorCode): AppError {
  return new AppError(code, errorMessages[code].en);
}
