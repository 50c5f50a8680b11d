import {
  errorMessages,
  type TCreateRedEnvelopeCampaign,
  type TRedEnvelopeCampaign,
  type TRedEnvelopeGrab,
  type TRedEnvelopeState,
} from '@lw/contracts';
import { randomInt } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  engagementDeposits,
  redEnvelopeCampaigns,
  redEnvelopeGrabs,
  redEnvelopeWindows,
} from '../../../db/schema/index.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import { mayBeOffered, requireGoodStanding } from '../../cashier/member-standing/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { currentOrNextWindow } from './envelope-windows.js';

type Campaign = typeof redEnvelopeCampaigns.$inferSelect;

const refuse = (
  code:
    | 'RED_ENVELOPE_CLOSED'
    | 'RED_ENVELOPE_ALREADY_GRABBED'
    | 'RED_ENVELOPE_SOLD_OUT'
    | 'RED_ENVELOPE_NOT_ELIGIBLE',
  details?: Record<string, unknown>,
) => new AppError(code, errorMessages[code].en, details);

/**
 * Red envelopes (issue 26 item 3): a campaign's daily window in the operator's zone pays each
 * member one envelope from the window's pool. The pool is a counter row locked by each grab
 * (`SELECT … FOR UPDATE`, then `paid + amount <= pool`, also a CHECK), so however many members
 * grab at once the window never pays over its pool; the unique (campaign, window, member) row
 * makes a second envelope impossible. The money moves through the ledger in the same transaction.
 */
export class RedEnvelopes {
  constructor(
    private readonly db: Database,
    private readonly ledger: LedgerService,
    private readonly settings: SettingsService,
    private readonly moneyGate: MoneyGate,
    private readonly clock: Clock,
  ) {}

  /**
   * The member's view: every running campaign's current or next window, and recent envelopes.
   * A member who may not receive rewards now (excluded, on a time-out, locked, ...) sees no window.
   */
  async state(accountId: number): Promise<TRedEnvelopeState> {
    const now = this.clock.now();
    const { timeZone, currency } = await this.settings.get('cashier');
    const member = { accountId, currency, at: now };
    const campaigns = (await mayBeOffered(this.db, this.moneyGate, member))
      ? await this.db
          .select()
          .from(redEnvelopeCampaigns)
          .where(eq(redEnvelopeCampaigns.active, true))
      : [];
    const windows = [];
    for (const c of campaigns) {
      const w = currentOrNextWindow(c, now, timeZone);
      if (!w) continue;
      const [grab] = await this.db
        .select({ amount: redEnvelopeGrabs.amount })
        .from(redEnvelopeGrabs)
        .where(
          and(
            eq(redEnvelopeGrabs.campaignId, c.id),
            eq(redEnvelopeGrabs.windowStartsAt, w.startsAt),
            eq(redEnvelopeGrabs.accountId, accountId),
          ),
        );
      const [counter] = await this.db
        .select({ pool: redEnvelopeWindows.pool, paid: redEnvelopeWindows.paid })
        .from(redEnvelopeWindows)
        .where(
          and(eq(redEnvelopeWindows.campaignId, c.id), eq(redEnvelopeWindows.startsAt, w.startsAt)),
        );
      windows.push({
        campaignId: c.id,
        title: c.title,
        startsAt: w.startsAt.toISOString(),
        endsAt: w.endsAt.toISOString(),
        open: w.open,
        grabbed: grab?.amount ?? null,
        soldOut: counter ? counter.pool - counter.paid < c.minAmount : false,
      });
    }
    const history = await this.db
      .select()
      .from(redEnvelopeGrabs)
      .where(eq(redEnvelopeGrabs.accountId, accountId))
      .orderBy(desc(redEnvelopeGrabs.id))
      .limit(20);
    return {
      windows,
      history: history.map((h) => ({
        campaignId: h.campaignId,
        amount: h.amount,
        at: h.createdAt.toISOString(),
      })),
    };
  }

  /** Opens the member's envelope of the campaign's open window. */
  async grab(accountId: number, campaignId: number): Promise<TRedEnvelopeGrab> {
    const now = this.clock.now();
    const { timeZone, currency } = await this.settings.get('cashier');
    const [campaign] = await this.db
      .select()
      .from(redEnvelopeCampaigns)
      .where(eq(redEnvelopeCampaigns.id, campaignId));
    if (!campaign) throw new AppError('NOT_FOUND', 'Red envelope campaign not found');
    const window = campaign.active ? currentOrNextWindow(campaign, now, timeZone) : null;
    if (!window?.open) throw refuse('RED_ENVELOPE_CLOSED');
    const [wallet, house] = await Promise.all([
      this.ledger.walletOf(accountId, 'main', currency),
      this.ledger.systemAccount('promotion', currency),
    ]);
    const key = `red-envelope:${campaign.id}:${window.startsAt.toISOString()}:${accountId}`;
    return this.db.transaction(async (tx) => {
      await requireGoodStanding(tx, this.moneyGate, {
        accountId,
        amount: campaign.minAmount,
        currency,
        at: now,
        key,
      });
      if (campaign.audience === 'depositors' && !(await hasDeposited(tx, accountId))) {
        throw refuse('RED_ENVELOPE_NOT_ELIGIBLE');
      }
      await tx
        .insert(redEnvelopeWindows)
        .values({ campaignId: campaign.id, startsAt: window.startsAt, pool: campaign.poolAmount })
        .onConflictDoNothing();
      // The window's counter, locked: grabs of one window take their amounts one at a time.
      const [counter] = await tx
        .select()
        .from(redEnvelopeWindows)
        .where(
          and(
            eq(redEnvelopeWindows.campaignId, campaign.id),
            eq(redEnvelopeWindows.startsAt, window.startsAt),
          ),
        )
        .for('update');
      const [earlier] = await tx
        .select({ amount: redEnvelopeGrabs.amount })
        .from(redEnvelopeGrabs)
        .where(
          and(
            eq(redEnvelopeGrabs.campaignId, campaign.id),
            eq(redEnvelopeGrabs.windowStartsAt, window.startsAt),
            eq(redEnvelopeGrabs.accountId, accountId),
          ),
        );
      if (earlier) throw refuse('RED_ENVELOPE_ALREADY_GRABBED', { amount: earlier.amount });
      const left = counter!.pool - counter!.paid;
      if (left < campaign.minAmount) throw refuse('RED_ENVELOPE_SOLD_OUT');
      const amount = drawAmount(campaign, left);
      await tx
        .update(redEnvelopeWindows)
        .set({
          paid: sql`${redEnvelopeWindows.paid} + ${amount}`,
          grabs: sql`${redEnvelopeWindows.grabs} + 1`,
        })
        .where(
          and(
            eq(redEnvelopeWindows.campaignId, campaign.id),
            eq(redEnvelopeWindows.startsAt, window.startsAt),
          ),
        );
      const posted = await this.ledger.postTransfer(
        {
          idempotencyKey: key,
          reason: 'bonus_grant',
          reference: `red-envelope:${campaign.id}`,
          legs: [
            { accountId: house.id, amount: -amount },
            { accountId: wallet.id, amount },
          ],
          actor: `account:${accountId}`,
          metadata: { window: window.startsAt.toISOString() },
        },
        { tx },
      );
      await tx.insert(redEnvelopeGrabs).values({
        campaignId: campaign.id,
        windowStartsAt: window.startsAt,
        accountId,
        amount,
        ledgerTransferId: posted.transferId,
        createdAt: now,
      });
      return { campaignId: campaign.id, amount, currency };
    });
  }

  async list(): Promise<TRedEnvelopeCampaign[]> {
    const rows = await this.db
      .select({
        campaign: redEnvelopeCampaigns,
        paid: sql<string>`coalesce((select sum(paid) from red_envelope_windows w where w.campaign_id = ${redEnvelopeCampaigns.id}), 0)::text`,
        grabs: sql<string>`coalesce((select sum(grabs) from red_envelope_windows w where w.campaign_id = ${redEnvelopeCampaigns.id}), 0)::text`,
      })
      .from(redEnvelopeCampaigns)
      .orderBy(desc(redEnvelopeCampaigns.id));
    return rows.map((r) => ({
      ...presentCampaign(r.campaign),
      paid: Number(r.paid),
      grabs: Number(r.grabs),
    }));
  }

  async create(input: TCreateRedEnvelopeCampaign, actor: Actor): Promise<TRedEnvelopeCampaign> {
    const maxAmount = input.mode === 'fixed' ? input.minAmount : input.maxAmount;
    const row = await this.db.transaction(async (tx) => {
      const [made] = await tx
        .insert(redEnvelopeCampaigns)
        .values({ ...input, maxAmount })
        .returning();
      await recordAudit(tx, actor, {
        action: 'red_envelope.create',
        targetType: 'red_envelope_campaign',
        targetId: String(made!.id),
        after: made,
      });
      return made!;
    });
    return { ...presentCampaign(row), paid: 0, grabs: 0 };
  }

  async setActive(id: number, active: boolean, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(redEnvelopeCampaigns)
        .set({ active })
        .where(eq(redEnvelopeCampaigns.id, id))
        .returning({ id: redEnvelopeCampaigns.id });
      if (!row) throw new AppError('NOT_FOUND', 'Red envelope campaign not found');
      await recordAudit(tx, actor, {
        action: 'red_envelope.active',
        targetType: 'red_envelope_campaign',
        targetId: String(id),
        after: { active },
      });
    });
  }
}

/** Fixed: the amount. Random: a whole draw in [min, max], never above what the pool has left. */
function drawAmount(c: Campaign, left: number): number {
  if (c.mode === 'fixed') return c.minAmount;
  const top = Math.min(c.maxAmount, left);
  return top === c.minAmount ? top : randomInt(c.minAmount, top + 1);
}

async function hasDeposited(tx: Database, accountId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: engagementDeposits.depositId })
    .from(engagementDeposits)
    .where(eq(engagementDeposits.accountId, accountId))
    .limit(1);
  return Boolean(row);
}

function presentCampaign(c: Campaign) {
  return {
    id: c.id,
    title: c.title,
    poolAmount: c.poolAmount,
    mode: c.mode,
    minAmount: c.minAmount,
    maxAmount: c.maxAmount,
    windowStart: c.windowStart,
    windowMinutes: c.windowMinutes,
    firstDay: c.firstDay,
    lastDay: c.lastDay,
    audience: c.audience,
    active: c.active,
  };
}
