import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../platform/clock.js';
import type { CrashSettlement } from './crash-settlement.js';
import type { BetRow, CrashStore } from './crash-store.js';

/**
 * Pays what decided bets are owed: a cash-out its win, a loss a zero win (the round ends), a
 * refund its stake back. The bet row says what is owed before the ledger is called, and the
 * ledger call is keyed by the bet id, so a call repeated after an interruption never pays twice;
 * `settled_at` records that the ledger has it.
 */
export class CrashPayouts {
  constructor(
    private readonly store: CrashStore,
    private readonly settlement: CrashSettlement,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Settles these bets (or, with null, every owed bet last changed before `before`). */
  async pay(ids: number[] | null, before: Date | null = null): Promise<void> {
    if (ids !== null && ids.length === 0) return;
    const bets = await this.store.unsettled(ids, before);
    for (const bet of bets) {
      try {
        await this.payOne(bet);
      } catch (err) {
        // Left unsettled: the sweep tries again.
        this.log.warn({ err, betId: bet.id }, 'crash payout failed; retried by the sweep');
      }
    }
  }

  private async payOne(bet: BetRow): Promise<void> {
    const ledgerBet = { betId: bet.id, accountId: bet.accountId, accountType: bet.accountType };
    if (bet.status === 'refunded') await this.settlement.refund(ledgerBet);
    else await this.settlement.settle(ledgerBet, bet.win ?? 0);
    await this.store.markSettled(bet.id, this.clock.now());
  }
}
