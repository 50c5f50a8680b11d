import type { MoneyGate, MoneyRefusal } from '../money-gate/index.js';
import { runnerDatabase } from '../money-gate/index.js';
import type { SqlRunner } from '../ledger/index.js';
import { applyLegs, decideWagerOp, type FundingContext } from './wager-funding.js';
import type { WagerState } from './wager-rules.js';
import type { WagerOp } from './wager-types.js';

/** What the batch knows after its claim statement, as the rules read it. */
export interface GateContext {
  /** Operations this call claimed (a replay is not asked again). */
  claimed: (op: WagerOp) => boolean;
  wagerKey: (op: WagerOp) => string;
  rounds: ReadonlyMap<string, { state: WagerState }>;
  accountState: ReadonlyMap<number, string>;
  /** Members whose account row says `spend_limited`: only their stakes are asked. */
  limited: ReadonlySet<number>;
  /** The locked balances and bonuses (the simulation works on a copy of the balances). */
  funding: FundingContext;
}

/**
 * Asks the money gate (responsible gaming's limits) about the stakes of limited members that the
 * rules would accept, in the batch's own transaction, keyed by the wager core's key. A refusal
 * only frees money for later operations of the batch, so the batch is simulated again until no
 * new stake needs asking: every stake the gate admitted stays accepted.
 */
export async function gatePlaces(
  q: SqlRunner,
  gate: MoneyGate,
  ops: WagerOp[],
  context: GateContext,
): Promise<Map<number, MoneyRefusal>> {
  const refused = new Map<number, MoneyRefusal>();
  if (context.limited.size === 0) return refused;
  const asked = new Set<number>();
  const db = runnerDatabase(q);
  for (;;) {
    const toAsk = acceptedLimitedPlaces(ops, context, refused).filter((i) => !asked.has(i));
    if (toAsk.length === 0) return refused;
    for (const index of toAsk) {
      asked.add(index);
      const op = ops[index]!;
      if (op.kind !== 'place' && op.kind !== 'stake') continue;
      const key = `wager:${op.key.product}:${op.key.wagerId}:${op.key.leg}`;
      const refusal = await gate.admit(db, {
        accountId: op.member.accountId,
        path: 'wager',
        amount: op.kind === 'place' ? op.stake : op.amount,
        currency: op.member.currency,
        at: op.at,
        // A vendor round takes several stakes: each is its own admission.
        key: op.kind === 'place' ? key : `${key}:${op.ref}`,
      });
      if (refusal) refused.set(index, refusal);
    }
  }
}

/** Indexes of the limited members' stakes the rules accept, given the gate's refusals so far. */
function acceptedLimitedPlaces(
  ops: WagerOp[],
  c: GateContext,
  refused: ReadonlyMap<number, MoneyRefusal>,
): number[] {
  const rounds = new Map([...c.rounds].map(([k, v]) => [k, v.state]));
  const funding = { ...c.funding, balances: new Map(c.funding.balances) };
  const accepted: number[] = [];
  ops.forEach((op, index) => {
    if (!c.claimed(op) || refused.has(index)) return;
    const wk = c.wagerKey(op);
    const current = rounds.get(wk);
    const effect = decideWagerOp(op, current, c.accountState.get(op.member.accountId), funding);
    if (typeof effect === 'string') return;
    rounds.set(wk, effect.next);
    applyLegs(effect.legs, funding);
    const stake = op.kind === 'place' ? op.stake : op.kind === 'stake' ? op.amount : 0;
    if (stake > 0 && c.limited.has(op.member.accountId)) {
      accepted.push(index);
    }
  });
  return accepted;
}
