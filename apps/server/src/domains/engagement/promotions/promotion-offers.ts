import {
  pickLocalized,
  ZPromotionRule,
  type TPromotionCategory,
  type TPromotionOffer,
  type TPromotionStatus,
} from '@lw/contracts';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { accounts } from '../../../db/schema/index.js';
import {
  promotionApplications,
  promotionClaims,
  promotionMemberTotals,
  promotionOptIns,
  promotions,
} from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import { mayBeOffered } from '../../cashier/member-standing/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import {
  inAudience,
  needsVipLevel,
  type MemberVipLevel,
  type PromotionRow,
} from './promotion-eligibility.js';

type Account = typeof accounts.$inferSelect;

/** What a member has done with each offer (by promotion id). */
interface MemberFacts {
  claims: Map<number, number>;
  applications: Map<number, 'applying' | 'issued' | 'rejected'>;
  optIns: Set<number>;
  raffle: Map<number, 'signed' | 'issued' | 'lost'>;
}

/**
 * A member's status on an offer (spec §4): comingSoon before the window, closed after it or when
 * the budget ran out; then by kind: process (opted in, waiting for a deposit), applying,
 * rejected, signed (a raffle entry), issued (granted, more claims left), claimed (none left),
 * or the action left: join (opt in, enter, apply) or claim.
 */
export function statusOf(
  row: PromotionRow,
  facts: MemberFacts | null,
  now: Date,
): TPromotionStatus {
  const claims = facts?.claims.get(row.id) ?? 0;
  const left = claims < row.claimLimit;
  const t = now.getTime();
  if (row.state === 'published' && t < row.startsAt.getTime()) return 'comingSoon';
  const raffle = facts?.raffle.get(row.id);
  if (raffle === 'signed') return 'signed';
  if (raffle === 'issued') return 'issued';
  if (row.kind === 'applyForReview' && facts?.applications.get(row.id) === 'applying') {
    return 'applying';
  }
  if (row.kind === 'depositMatch' && facts?.optIns.has(row.id)) return 'process';
  const ended = row.state !== 'published' || t >= row.endsAt.getTime();
  const exhausted = row.budgetTotal !== null && row.spent >= row.budgetTotal;
  if (ended || raffle === 'lost') return claims > 0 ? 'claimed' : 'closed';
  if (!left) return 'claimed';
  if (row.kind === 'applyForReview' && facts?.applications.get(row.id) === 'rejected') {
    return 'rejected';
  }
  if (exhausted) return claims > 0 ? 'claimed' : 'closed';
  if (claims > 0) return 'issued';
  return row.kind === 'depositMatch' || row.kind === 'raffle' || row.kind === 'applyForReview'
    ? 'join'
    : 'claim';
}

/** Player-facing offers: the list by category, one offer, and the header's count. */
export class PromotionOffers {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly moneyGate: MoneyGate,
    private readonly currency: () => Promise<string>,
    private readonly vipLevelOf: MemberVipLevel,
  ) {}

  /**
   * The offers a visitor or member may see now: published, not ended, in the language, in the
   * audience. A member who is excluded, on a time-out or whose account may not take rewards
   * sees none (checked again at claim time).
   */
  async list(
    account: Account | null,
    query: { category?: TPromotionCategory; language?: string },
  ): Promise<TPromotionOffer[]> {
    const now = this.clock.now();
    if (account && !(await this.mayReceive(account, now))) return [];
    const filters = [eq(promotions.state, 'published'), gt(promotions.endsAt, now)];
    if (query.category) filters.push(eq(promotions.category, query.category));
    const language = query.language ?? 'th';
    const live = (
      await this.db
        .select()
        .from(promotions)
        .where(and(...filters))
        .orderBy(desc(promotions.startsAt), desc(promotions.id))
    ).filter((row) => query.language === undefined || row.languages.includes(language));
    const vipLevel =
      account && needsVipLevel(live.map((row) => row.audience))
        ? (await this.vipLevelOf(account.id)).level
        : 0;
    const rows = live.filter((row) => inAudience(row.audience, account, now, vipLevel));
    const facts = account
      ? await this.factsOf(
          account.id,
          rows.map((r) => r.id),
        )
      : null;
    const currency = await this.currency();
    return rows.map((row) => this.offer(row, facts, now, language, currency));
  }

  /** availablePromoCount (spec §3): offers the member can act on now (join or claim). */
  async availableCount(account: Account): Promise<number> {
    const offers = await this.list(account, {});
    return offers.filter((o) => o.status === 'join' || o.status === 'claim').length;
  }

  /** One offer, as the list shows it; a member who may not see it gets NOT_FOUND (no hint). */
  async one(
    account: Account | null,
    id: number,
    language: string,
  ): Promise<TPromotionOffer | null> {
    const offers = await this.list(account, { language: undefined });
    const found = offers.find((o) => o.id === id);
    if (!found) return null;
    const [row] = await this.db.select().from(promotions).where(eq(promotions.id, id));
    const facts = account ? await this.factsOf(account.id, [id]) : null;
    return this.offer(row!, facts, this.clock.now(), language, await this.currency());
  }

  private async mayReceive(account: Account, now: Date): Promise<boolean> {
    const currency = await this.currency();
    return mayBeOffered(this.db, this.moneyGate, { accountId: account.id, currency, at: now });
  }

  private offer(
    row: PromotionRow,
    facts: MemberFacts | null,
    now: Date,
    language: string,
    currency: string,
  ): TPromotionOffer {
    return {
      id: row.id,
      title: pickLocalized(row.title, language),
      content: pickLocalized(row.content, language),
      bannerUrl: row.bannerUrl,
      category: row.category as TPromotionCategory,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      claimLimit: row.claimLimit,
      budgetPerMember: row.budgetPerMember,
      rule: ZPromotionRule.parse(row.rule),
      currency,
      status: statusOf(row, facts, now),
      claimed: facts?.claims.get(row.id) ?? 0,
    };
  }

  private async factsOf(accountId: number, ids: number[]): Promise<MemberFacts> {
    const facts: MemberFacts = {
      claims: new Map(),
      applications: new Map(),
      optIns: new Set(),
      raffle: new Map(),
    };
    if (ids.length === 0) return facts;
    const [totals, applications, optIns, raffle] = await Promise.all([
      this.db
        .select()
        .from(promotionMemberTotals)
        .where(
          and(
            eq(promotionMemberTotals.accountId, accountId),
            inArray(promotionMemberTotals.promotionId, ids),
          ),
        ),
      this.db
        .select({
          promotionId: promotionApplications.promotionId,
          status: promotionApplications.status,
        })
        .from(promotionApplications)
        .where(
          and(
            eq(promotionApplications.accountId, accountId),
            inArray(promotionApplications.promotionId, ids),
          ),
        )
        .orderBy(promotionApplications.id),
      this.db
        .select({ promotionId: promotionOptIns.promotionId })
        .from(promotionOptIns)
        .where(
          and(eq(promotionOptIns.accountId, accountId), eq(promotionOptIns.status, 'waiting')),
        ),
      this.db
        .select({ promotionId: promotionClaims.promotionId, status: promotionClaims.status })
        .from(promotionClaims)
        .innerJoin(promotions, eq(promotions.id, promotionClaims.promotionId))
        .where(
          and(
            eq(promotionClaims.accountId, accountId),
            inArray(promotionClaims.promotionId, ids),
            sql`${promotions.kind} = 'raffle'`,
          ),
        ),
    ]);
    for (const t of totals) facts.claims.set(t.promotionId, t.claims);
    // The latest application of each promotion wins (ordered by id).
    for (const a of applications) facts.applications.set(a.promotionId, a.status);
    for (const o of optIns) facts.optIns.add(o.promotionId);
    for (const r of raffle) facts.raffle.set(r.promotionId, r.status);
    return facts;
  }
}
