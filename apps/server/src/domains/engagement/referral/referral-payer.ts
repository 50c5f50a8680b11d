import { basisPointsOf, FUN_CURRENCY, type TReferralFlagKind } from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService, TransferRequest } from '../../cashier/ledger/index.js';
import { standingRefusal } from '../../cashier/member-standing/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import { loadReferralRules } from './referral-rules.js';
import { selfReferralSignals } from './self-referral.js';

const PLAY_CURRENCY = 'PLAY';

/** A bet reward: floor of the basis points of the friend's valid stake, then the daily cap. */
export function betRewardOf(validStake: number, rateBps: number, cap: number | null): number {
  const amount = basisPointsOf(Math.max(0, validStake), rateBps, 'floor');
  return cap === null ? amount : Math.min(amount, cap);
}

interface RewardRow {
  id: string;
  referrer_id: string;
  friend_id: string;
  currency: string;
  basis: string;
  amount: string;
  moves: number;
  rate_bps: number | null;
  cap: string | null;
  status: 'pending' | 'paid' | 'refused';
}

export interface ReferralPayOutcome {
  paid: number;
  takenBack: number;
  refused: number;
  moves: number;
}

/**
 * Pays invite-a-friend rewards through the ledger (system `promotion` → the referrer's main
 * wallet), each once: a first deposit keyed `referral:first-deposit:<friend>`, a friend's bets of
 * a day keyed `referral:bets:<friend>:<day>:<currency>:<n>` (the row's n-th movement), under the
 * reward row's lock. A correction of a paid day moves the difference (a take-back only as far as
 * the referrer's balance goes; the rest waits for a later run). A referrer refused by
 * `standingRefusal` (cashier/member-standing: excluded, time-out, locked, ...) or a friend sharing a device, IP, bank
 * account or phone with them gets the row `refused`: it never pays.
 */
export class ReferralPayer {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly moneyGate: MoneyGate,
    private readonly clock: Clock,
  ) {}

  /** Pays every pending first-deposit reward (the consumer's rows). */
  async payPending(): Promise<ReferralPayOutcome> {
    const outcome: ReferralPayOutcome = { paid: 0, takenBack: 0, refused: 0, moves: 0 };
    const pending = await queryRows<RewardRow>(
      this.db,
      sql`SELECT * FROM referral_rewards WHERE status = 'pending' ORDER BY id LIMIT 1000`,
    );
    for (const p of pending) {
      const referrerId = Number(p.referrer_id);
      const wallet = await this.ledger.walletOf(referrerId, 'main', p.currency);
      const pool = await this.ledger.systemAccount('promotion', p.currency);
      await this.db.transaction(async (tx) => {
        const [row] = await queryRows<RewardRow>(
          tx,
          sql`SELECT * FROM referral_rewards WHERE id = ${p.id} AND status = 'pending' FOR UPDATE`,
        );
        if (!row) return; // another pass paid it
        const amount = Number(row.amount);
        const key = `referral:first-deposit:${row.friend_id}`;
        const refusal = await standingRefusal(tx, this.moneyGate, {
          accountId: referrerId,
          amount,
          currency: row.currency,
          at: this.clock.now(),
          key,
        });
        if (refusal) {
          await this.refuse(tx, row.id, refusal.code);
          outcome.refused += 1;
          return;
        }
        await this.ledger.postTransfer(
          {
            idempotencyKey: key,
            reason: 'referral_reward',
            reference: `referral:${row.id}`,
            legs: [
              { accountId: pool.id, amount: -amount },
              { accountId: wallet.id, amount },
            ],
            actor: 'system',
            metadata: { kind: 'first_deposit', friendId: Number(row.friend_id) },
          },
          { tx },
        );
        await tx.execute(
          sql`UPDATE referral_rewards SET status = 'paid', moves = 1,
                     updated_at = ${this.clock.now().toISOString()}::timestamptz
               WHERE id = ${row.id}`,
        );
        outcome.paid += amount;
        outcome.moves += 1;
      });
    }
    return outcome;
  }

  /** Pays (or corrects) the referrers' share of their friends' valid bets of `day`. */
  async payBetsDay(day: string): Promise<ReferralPayOutcome> {
    const outcome: ReferralPayOutcome = { paid: 0, takenBack: 0, refused: 0, moves: 0 };
    const rules = await loadReferralRules(this.db);
    const sources = await queryRows<{
      referrer_id: string;
      friend_id: string;
      currency: string;
      valid: string;
    }>(
      this.db,
      sql`SELECT a.referred_by_id AS referrer_id, s.account_id AS friend_id, s.currency,
                 sum(s.valid_stake) AS valid
            FROM settled_wagers s JOIN accounts a ON a.id = s.account_id
           WHERE s.business_day = ${day}::date AND s.status <> 'voided'
             AND s.currency NOT IN (${FUN_CURRENCY}, ${PLAY_CURRENCY})
             AND a.referred_by_id IS NOT NULL
           GROUP BY a.referred_by_id, s.account_id, s.currency
          UNION ALL
          SELECT r.referrer_id, r.friend_id, r.currency, 0
            FROM referral_rewards r
           WHERE r.kind = 'bets' AND r.business_day = ${day}::date`,
    );
    const byKey = new Map<
      string,
      { referrerId: number; friendId: number; currency: string; valid: number }
    >();
    for (const s of sources) {
      const key = `${s.friend_id}|${s.currency}`;
      const prev = byKey.get(key);
      byKey.set(key, {
        referrerId: Number(s.referrer_id),
        friendId: Number(s.friend_id),
        currency: s.currency,
        valid: (prev?.valid ?? 0) + Number(s.valid),
      });
    }
    const signals = new Map<string, TReferralFlagKind[]>();
    const refusals = new Map<number, string | null>();
    for (const s of [...byKey.values()].sort((a, b) => a.friendId - b.friendId)) {
      const wallet = await this.ledger.walletOf(s.referrerId, 'main', s.currency);
      const pool = await this.ledger.systemAccount('promotion', s.currency);
      const now = this.clock.now();
      await this.db.transaction(async (tx) => {
        if (rules.betRateBps > 0) {
          await tx.execute(
            sql`INSERT INTO referral_rewards (referrer_id, friend_id, kind, business_day, currency,
                                              basis, amount, moves, rate_bps, cap, status,
                                              created_at, updated_at)
                VALUES (${s.referrerId}, ${s.friendId}, 'bets', ${day}::date, ${s.currency}, 0, 0,
                        0, ${rules.betRateBps}, ${rules.betDailyCap}, 'paid',
                        ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
                ON CONFLICT DO NOTHING`,
          );
        }
        const [row] = await queryRows<RewardRow>(
          tx,
          sql`SELECT * FROM referral_rewards
               WHERE kind = 'bets' AND friend_id = ${s.friendId} AND business_day = ${day}::date
                 AND currency = ${s.currency} FOR UPDATE`,
        );
        if (!row || row.status === 'refused') return;
        const cap = row.cap === null ? null : Number(row.cap);
        const amount = betRewardOf(s.valid, row.rate_bps ?? 0, cap) - Number(row.amount);
        if (amount === 0) return;
        const key = `referral:bets:${s.friendId}:${day}:${s.currency}:${row.moves + 1}`;
        if (amount > 0) {
          const pair = `${s.referrerId}|${s.friendId}`;
          if (!signals.has(pair)) {
            signals.set(pair, await selfReferralSignals(tx, s.referrerId, s.friendId, now));
          }
          if (!refusals.has(s.referrerId)) {
            refusals.set(
              s.referrerId,
              (
                await standingRefusal(tx, this.moneyGate, {
                  accountId: s.referrerId,
                  amount,
                  currency: s.currency,
                  at: now,
                  key,
                })
              )?.code ?? null,
            );
          }
          const flags = signals.get(pair)!;
          const refusal =
            flags.length > 0 ? `self_referral:${flags.join(',')}` : refusals.get(s.referrerId);
          if (refusal && Number(row.amount) === 0) {
            await this.refuse(tx, row.id, refusal);
            outcome.refused += 1;
            return;
          }
          if (refusal) return; // paid before the refusal: the paid part stays, nothing more
        }
        const request: TransferRequest = {
          idempotencyKey: key,
          reason: 'referral_reward',
          reference: `referral:${row.id}`,
          legs: [
            { accountId: pool.id, amount: -amount },
            { accountId: wallet.id, amount },
          ],
          actor: 'system',
          metadata: { kind: 'bets', friendId: s.friendId, businessDay: day, validStake: s.valid },
        };
        try {
          await tx.transaction((sp) =>
            this.ledger.postTransfer(request, { tx: sp as unknown as Database }),
          );
        } catch (err) {
          // A take-back larger than the referrer's balance waits for a later run.
          if (amount < 0 && err instanceof AppError && err.code === 'INSUFFICIENT_FUNDS') return;
          throw err;
        }
        await tx.execute(
          sql`UPDATE referral_rewards SET amount = amount + ${amount}, moves = moves + 1,
                     basis = ${s.valid}, updated_at = ${now.toISOString()}::timestamptz
               WHERE id = ${row.id}`,
        );
        outcome.moves += 1;
        if (amount > 0) outcome.paid += amount;
        else outcome.takenBack -= amount;
      });
    }
    return outcome;
  }

  private async refuse(tx: Database, id: string, reason: string): Promise<void> {
    await tx.execute(
      sql`UPDATE referral_rewards SET status = 'refused', reason = ${reason},
                 updated_at = ${this.clock.now().toISOString()}::timestamptz
           WHERE id = ${id}`,
    );
  }
}
