import type { TVipProgram } from '@lw/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { vipBonuses } from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import type { LedgerService } from '../../cashier/ledger/index.js';
import type { MoneyGate } from '../../cashier/money-gate/index.js';
import { standingRefusal } from '../../cashier/member-standing/index.js';

/** The house's promotion account and the member's main wallet (ledger account ids). */
export interface BonusAccounts {
  from: number;
  to: number;
  currency: string;
}

/**
 * Pays VIP bonuses from the house's promotion account to the member's main wallet, in the
 * caller's transaction: a `vip_bonuses` row first (unique per member, kind and period: a second
 * payer's insert finds it and pays nothing), then the ledger transfer keyed the same way.
 */
export class VipBonusPayer {
  constructor(
    private readonly ledger: LedgerService,
    private readonly moneyGate: MoneyGate,
    private readonly clock: Clock,
  ) {}

  /**
   * The two ledger accounts a bonus moves between, found (or made) before the caller's
   * transaction opens: on PGlite's one connection the ledger's own lookup would wait for it.
   */
  async prepare(accountId: number, currency: string): Promise<BonusAccounts> {
    const [from, to] = await Promise.all([
      this.ledger.systemAccount('promotion', currency),
      this.ledger.walletOf(accountId, 'main', currency),
    ]);
    return { from: from.id, to: to.id, currency };
  }

  /**
   * The level-up bonuses of levels `from`+1 … `to`. False (nothing paid) when the member's
   * standing refuses rewards: the caller then leaves the level where it was.
   */
  async levelUps(
    tx: Database,
    program: TVipProgram,
    accountId: number,
    from: number,
    to: number,
    wallets: BonusAccounts,
  ): Promise<boolean> {
    const { currency } = wallets;
    const levels = program.levels.slice(from, to);
    const total = levels.reduce((sum, l) => sum + l.levelUpBonus, 0);
    const refused = await standingRefusal(tx, this.moneyGate, {
      accountId,
      amount: Math.max(total, 1),
      currency,
      at: this.clock.now(),
      key: `vip:levelUp:${accountId}:${to}`,
    });
    if (refused) return false;
    for (const level of levels) {
      await this.pay(tx, wallets, {
        accountId,
        kind: 'levelUp',
        period: String(level.level),
        level: level.level,
        amount: level.levelUpBonus,
        currency,
      });
    }
    return true;
  }

  /** The monthly bonus of `level` for `month` ('YYYY-MM'); false when refused or nothing to pay. */
  async monthly(
    tx: Database,
    program: TVipProgram,
    accountId: number,
    month: string,
    level: number,
    wallets: BonusAccounts,
  ): Promise<boolean> {
    const { currency } = wallets;
    const amount = program.levels[level - 1]?.monthlyBonus ?? 0;
    if (amount <= 0) return false;
    const key = `vip:monthly:${accountId}:${month}`;
    const refused = await standingRefusal(tx, this.moneyGate, {
      accountId,
      amount,
      currency,
      at: this.clock.now(),
      key,
    });
    if (refused) return false;
    return this.pay(tx, wallets, {
      accountId,
      kind: 'monthly',
      period: month,
      level,
      amount,
      currency,
    });
  }

  private async pay(
    tx: Database,
    wallets: BonusAccounts,
    b: {
      accountId: number;
      kind: 'levelUp' | 'monthly';
      period: string;
      level: number;
      amount: number;
      currency: string;
    },
  ): Promise<boolean> {
    if (b.amount <= 0) return false;
    const [row] = await tx
      .insert(vipBonuses)
      .values({ ...b, createdAt: this.clock.now() })
      .onConflictDoNothing()
      .returning({ id: vipBonuses.id });
    if (!row) return false;
    const posted = await this.ledger.postTransfer(
      {
        idempotencyKey: `vip:${b.kind}:${b.accountId}:${b.period}`,
        reason: 'vip_bonus',
        reference: `vip:${b.kind}:${b.period}`,
        legs: [
          { accountId: wallets.from, amount: -b.amount },
          { accountId: wallets.to, amount: b.amount },
        ],
        actor: 'system',
        metadata: { level: b.level },
      },
      { tx },
    );
    await tx
      .update(vipBonuses)
      .set({ ledgerTransferId: posted.transferId })
      .where(eq(vipBonuses.id, row.id));
    return true;
  }
}
