import {
  addDays,
  dayOfInstant,
  ZALO_BONUS_HINT,
  type TMyReferral,
  type TReferralFriendStatus,
  type TReferralList,
  type TReferralRules,
} from '@lw/contracts';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { ReferralPayer } from './referral-payer.js';
import { loadReferralRules, saveReferralRules } from './referral-rules.js';
import { selfReferralSignals } from './self-referral.js';

/** Past days the daily bet-reward run looks at again for corrections. */
export const REFERRAL_CORRECTION_DAYS = 7;
/** Days of valid bets that make a friend "active". */
const ACTIVE_DAYS = 7;
const LIST_LIMIT = 200;

/** `ab***yz`: enough for the member to recognise a friend, not to read their sign-in name. */
export function maskName(name: string): string {
  if (name.length <= 4) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-2)}`;
}

interface FriendRow {
  id: string;
  username: string;
  created_at: Date | string;
  deposited: boolean;
  valid: string;
  earned: string;
}

/** The member's invite-a-friend page and the operator's list and rules. */
export class ReferralService {
  constructor(
    private readonly db: Database,
    private readonly payer: ReferralPayer,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
  ) {}

  private async today(): Promise<string> {
    const { timeZone } = await this.settings.get('cashier');
    return dayOfInstant(this.clock.now(), timeZone);
  }

  /** Friends of a referrer (or all referred accounts) with their status inputs. */
  private async friends(
    referrerId: number | null,
    username?: string,
  ): Promise<(FriendRow & { referrer_id: string; referrer: string })[]> {
    const since = addDays(await this.today(), -(ACTIVE_DAYS - 1));
    const who = referrerId === null ? sql`TRUE` : sql`f.referred_by_id = ${referrerId}`;
    const name = username
      ? sql`AND (f.username LIKE ${`${username.toLowerCase()}%`} OR r.username LIKE ${`${username.toLowerCase()}%`})`
      : sql``;
    return queryRows(
      this.db,
      sql`SELECT f.id, f.username, f.created_at, r.id AS referrer_id, r.username AS referrer,
                 EXISTS (SELECT 1 FROM referral_rewards x
                          WHERE x.friend_id = f.id AND x.kind = 'first_deposit') AS deposited,
                 COALESCE((SELECT sum(s.valid_stake) FROM settled_wagers s
                            WHERE s.account_id = f.id AND s.business_day >= ${since}::date
                              AND s.status <> 'voided'), 0) AS valid,
                 COALESCE((SELECT sum(x.amount) FROM referral_rewards x
                            WHERE x.friend_id = f.id AND x.status = 'paid'), 0) AS earned
            FROM accounts f JOIN accounts r ON r.id = f.referred_by_id
           WHERE f.referred_by_id IS NOT NULL AND ${who} ${name}
           ORDER BY f.created_at DESC, f.id DESC
           LIMIT ${LIST_LIMIT}`,
    );
  }

  private statusOf(f: FriendRow, rules: TReferralRules): TReferralFriendStatus {
    if (Number(f.valid) >= rules.activeMinValidStake && Number(f.valid) > 0) return 'active';
    return f.deposited ? 'deposited' : 'registered';
  }

  /** referral: my code, link, the rules, my friends with their status, and my rewards. */
  async mine(accountId: number): Promise<TMyReferral> {
    const rules = await loadReferralRules(this.db);
    const { currency } = await this.settings.get('cashier');
    const [me] = await queryRows<{ referral_code: string }>(
      this.db,
      sql`SELECT referral_code FROM accounts WHERE id = ${accountId}`,
    );
    if (!me) throw new AppError('NOT_FOUND', 'No such account');
    const friends = await this.friends(accountId);
    const rewards = await queryRows<{
      kind: 'first_deposit' | 'bets';
      username: string;
      business_day: string;
      basis: string;
      amount: string;
      status: 'pending' | 'paid' | 'refused';
      reason: string | null;
    }>(
      this.db,
      sql`SELECT x.kind, f.username, x.business_day::text AS business_day, x.basis, x.amount,
                 x.status, x.reason
            FROM referral_rewards x JOIN accounts f ON f.id = x.friend_id
           WHERE x.referrer_id = ${accountId}
           ORDER BY x.business_day DESC, x.id DESC LIMIT 100`,
    );
    const list = rewards.map((r) => ({
      kind: r.kind,
      friend: maskName(r.username),
      businessDay: r.business_day,
      basis: Number(r.basis),
      amount: r.status === 'refused' ? 0 : Number(r.amount),
      status: r.status,
      // The member sees that a reward was refused, not which signal matched.
      reason: r.reason?.startsWith('self_referral') ? 'self_referral' : r.reason,
    }));
    return {
      code: me.referral_code,
      path: `/register?ref=${me.referral_code}`,
      currency,
      rules,
      zaloBonusHint: ZALO_BONUS_HINT,
      friends: friends.map((f) => ({
        name: maskName(f.username),
        registeredAt: new Date(f.created_at).toISOString(),
        status: this.statusOf(f, rules),
        earned: Number(f.earned),
      })),
      rewards: list,
      totalEarned: list.filter((r) => r.status === 'paid').reduce((s, r) => s + r.amount, 0),
    };
  }

  /** The operator's list: every referral with its status, what it paid, and the abuse flags. */
  async list(q: { flagged?: 'true' | 'false'; username?: string }): Promise<TReferralList> {
    const rules = await loadReferralRules(this.db);
    const rows = await this.friends(null, q.username);
    const now = this.clock.now();
    const refusedBy = await queryRows<{ friend_id: string; n: string }>(
      this.db,
      sql`SELECT friend_id, count(*) AS n FROM referral_rewards WHERE status = 'refused'
           GROUP BY friend_id`,
    );
    const refused = new Map(refusedBy.map((r) => [Number(r.friend_id), Number(r.n)]));
    const items = [];
    for (const f of rows) {
      const flags = await selfReferralSignals(this.db, Number(f.referrer_id), Number(f.id), now);
      if (q.flagged === 'true' && flags.length === 0) continue;
      if (q.flagged === 'false' && flags.length > 0) continue;
      items.push({
        referrerId: Number(f.referrer_id),
        referrer: f.referrer,
        friendId: Number(f.id),
        friend: f.username,
        registeredAt: new Date(f.created_at).toISOString(),
        status: this.statusOf(f, rules),
        flags,
        paid: Number(f.earned),
        refused: refused.get(Number(f.id)) ?? 0,
      });
    }
    return { items };
  }

  rules(): Promise<TReferralRules> {
    return loadReferralRules(this.db);
  }

  async saveRules(actor: Actor, rules: TReferralRules): Promise<TReferralRules> {
    const before = await loadReferralRules(this.db);
    await saveReferralRules(this.db, rules);
    await recordAudit(this.db, actor, {
      action: 'referral.rules',
      targetType: 'referral_rules',
      before,
      after: rules,
    });
    return loadReferralRules(this.db);
  }

  /** The daily run of bet rewards: `day`, then the week before it for corrections. */
  async runBets(day: string) {
    const total = { paid: 0, takenBack: 0, refused: 0, moves: 0 };
    for (let back = 0; back <= REFERRAL_CORRECTION_DAYS; back += 1) {
      const o = await this.payer.payBetsDay(addDays(day, -back));
      total.paid += o.paid;
      total.takenBack += o.takenBack;
      total.refused += o.refused;
      total.moves += o.moves;
    }
    return total;
  }

  payPending() {
    return this.payer.payPending();
  }
}
