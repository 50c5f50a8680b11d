import type { SqlRunner } from '../../cashier/ledger/index.js';

/** Round ids taken from the sequence at once: one read per this many rounds. */
const BLOCK = 32;

/**
 * Ids of house rounds taken ahead from their sequence, so that a fast spin knows its wager id
 * (`H<id>`) before its first statement. An id taken and not used (a refused spin) is a gap, as a
 * rolled-back nextval is. Ids of two processes interleave: order rounds by time, not by id.
 */
export class HouseRoundIds {
  private ready: number[] = [];
  private refill: Promise<void> | null = null;

  constructor(private readonly runner: SqlRunner) {}

  async next(): Promise<number> {
    while (this.ready.length === 0) {
      this.refill ??= this.take().finally(() => {
        this.refill = null;
      });
      await this.refill;
    }
    return this.ready.shift()!;
  }

  private async take(): Promise<void> {
    const rows = await this.runner.query<{ id: unknown }>(
      `SELECT nextval(pg_get_serial_sequence('house_rounds', 'id')) AS id
         FROM generate_series(1, $1::int)`,
      [BLOCK],
    );
    this.ready.push(...rows.map((r) => Number(r.id)));
  }
}
