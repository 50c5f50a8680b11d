import type { TContractTerms } from '@lw/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { agentBills, agentContracts } from '../../../db/schema/index.js';
import { ownAmount, type OwnAmount, type TeamFigures } from './contract-rules.js';
import { periodOf, previousPeriod, type Period } from './contract-periods.js';
import { figuresOf, teamFigures } from './team-figures.js';

export type BillRow = typeof agentBills.$inferSelect;

/** A bill as the wagers make it now: its figures, its dividend carry and its own amount. */
export interface BillTruth {
  period: Period;
  terms: TContractTerms;
  figures: TeamFigures;
  carryIn: number;
  own: OwnAmount;
}

export function minRound(terms: TContractTerms): number {
  return terms.kind === 'realtimeSalary' ? terms.minRoundStake : 0;
}

/**
 * Recomputes bills from the settled-wager read model as it stands (late settlements, voids and
 * resettles included). A dividend's carry-in is recomputed too, from the recomputed bill of the
 * previous period of the same month, so a late wager in the first half-month moves the second
 * half's carry as well. Memoised per bill: one instance serves one settlement or explanation.
 */
export class BillRecomputer {
  private readonly truths = new Map<number, Promise<BillTruth>>();
  private readonly terms = new Map<number, TContractTerms>();
  /** Bills by `contract|period key` already read (null: none), so a carry reads each once. */
  private readonly billAt = new Map<string, BillRow | null>();

  constructor(
    private readonly db: Database,
    private readonly timeZone: string,
    private readonly activeMemberMinValidStake: number,
  ) {}

  async termsOf(contractId: number): Promise<TContractTerms> {
    let t = this.terms.get(contractId);
    if (!t) {
      const [c] = await this.db
        .select({ terms: agentContracts.terms })
        .from(agentContracts)
        .where(eq(agentContracts.id, contractId));
      t = c!.terms;
      this.terms.set(contractId, t);
    }
    return t;
  }

  /** Known terms (the holders' contracts), so no query is made for them. */
  remember(contractId: number, terms: TContractTerms): void {
    this.terms.set(contractId, terms);
  }

  /**
   * Recomputes many bills of one period with one figures query (the previous bills a period's
   * dividends carry from), then memoises each as `truth` would.
   */
  async prime(bills: readonly BillRow[]): Promise<void> {
    const todo = bills.filter((b) => !this.truths.has(b.id));
    const byPeriod = new Map<string, BillRow[]>();
    for (const b of todo) byPeriod.set(b.periodKey, [...(byPeriod.get(b.periodKey) ?? []), b]);
    for (const group of byPeriod.values()) {
      const withTerms = await Promise.all(
        group.map(async (b) => ({ b, terms: await this.termsOf(b.contractId) })),
      );
      const first = withTerms[0]!;
      const p = periodOf(first.terms.period, first.b.periodStart, this.timeZone);
      const figures = await teamFigures(
        this.db,
        p,
        withTerms.map(({ b, terms }) => ({ agentId: b.agentId, minRound: minRound(terms) })),
        group[0]!.currency,
        this.activeMemberMinValidStake,
      );
      for (const { b, terms } of withTerms) {
        this.truths.set(b.id, this.finish(b.contractId, terms, p, figuresOf(figures, b.agentId)));
      }
    }
  }

  /** The bill recomputed now. */
  truth(bill: BillRow): Promise<BillTruth> {
    let t = this.truths.get(bill.id);
    if (!t) {
      t = (async () => {
        const terms = await this.termsOf(bill.contractId);
        const p = periodOf(terms.period, bill.periodStart, this.timeZone);
        const f = figuresOf(
          await teamFigures(
            this.db,
            p,
            [{ agentId: bill.agentId, minRound: minRound(terms) }],
            bill.currency,
            this.activeMemberMinValidStake,
          ),
          bill.agentId,
        );
        return this.finish(bill.contractId, terms, p, f);
      })();
      this.truths.set(bill.id, t);
    }
    return t;
  }

  private async finish(
    contractId: number,
    terms: TContractTerms,
    period: Period,
    figures: TeamFigures,
  ): Promise<BillTruth> {
    const carryIn = await this.carryInto(contractId, terms, period);
    return { period, terms, figures, carryIn, own: ownAmount(terms, figures, carryIn) };
  }

  /**
   * A dividend with carry-over starts a period with the month's earlier profit: the previous
   * period's bill of the same contract, recomputed, when that period is in the same month
   * (`min(0, its loss + its carry)`). Anything else carries nothing.
   */
  async carryInto(contractId: number, terms: TContractTerms, p: Period): Promise<number> {
    if (terms.kind !== 'dividend' || !terms.carryOver) return 0;
    const prev = previousPeriod(p, this.timeZone);
    if (prev.firstDay.slice(0, 7) !== p.firstDay.slice(0, 7)) return 0;
    const key = `${contractId}|${prev.key}`;
    let before = this.billAt.get(key);
    if (before === undefined) {
      [before = null] = await this.db
        .select()
        .from(agentBills)
        .where(and(eq(agentBills.contractId, contractId), eq(agentBills.periodKey, prev.key)));
      this.billAt.set(key, before);
    }
    if (!before) return 0;
    const t = await this.truth(before);
    return Math.min(0, t.figures.loss + t.carryIn);
  }

  /** The previous period's bills of these contracts (to prime before carrying from them). */
  async previousBills(contractIds: number[], p: Period): Promise<BillRow[]> {
    if (contractIds.length === 0) return [];
    const prev = previousPeriod(p, this.timeZone);
    const rows = await this.db
      .select()
      .from(agentBills)
      .where(and(inArray(agentBills.contractId, contractIds), eq(agentBills.periodKey, prev.key)));
    for (const id of contractIds) this.billAt.set(`${id}|${prev.key}`, null);
    for (const b of rows) this.billAt.set(`${b.contractId}|${prev.key}`, b);
    return rows;
  }
}
