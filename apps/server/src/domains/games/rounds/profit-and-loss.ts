import type { TProfitResponse, TRoundTotals } from '@lw/contracts';
import type { WagerDayTotals } from '../../cashier/settled-wagers/index.js';

/**
 * A member's profit and loss from the read model's daily roll-up: per business day and product
 * (currencies added, as a member plays one), newest day first, with the period's totals. A day
 * is the wagers' settlement day; voided wagers count nothing (the roll-up leaves them out).
 */
export function profitAndLoss(
  days: WagerDayTotals[],
  vendor?: string,
): Pick<TProfitResponse, 'days' | 'totals'> {
  const byDay = new Map<string, TProfitResponse['days'][number]>();
  for (const d of days) {
    if (vendor !== undefined && d.product !== vendor) continue;
    const key = `${d.businessDay}\u0000${d.product}`;
    const row = byDay.get(key) ?? { day: d.businessDay, vendor: d.product, ...zero() };
    add(row, d);
    byDay.set(key, row);
  }
  const list = [...byDay.values()].sort((a, b) =>
    a.day === b.day ? (a.vendor < b.vendor ? -1 : 1) : a.day < b.day ? 1 : -1,
  );
  const totals = zero();
  for (const d of list) {
    totals.rounds += d.rounds;
    totals.bet += d.bet;
    totals.validBet += d.validBet;
    totals.win += d.win;
    totals.profit += d.profit;
  }
  return { days: list, totals };
}

function zero(): TRoundTotals {
  return { rounds: 0, bet: 0, validBet: 0, win: 0, profit: 0 };
}

function add(row: TRoundTotals, d: WagerDayTotals): void {
  row.rounds += d.wagers;
  row.bet += d.stake;
  row.validBet += d.validStake;
  row.win += d.win;
  row.profit += d.win - d.stake;
}
