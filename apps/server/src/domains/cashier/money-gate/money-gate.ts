import type { Database } from '../../../db/client.js';

/** The money paths a responsible-gaming programme may refuse (one refusal code per cause on all of them). */
/**
 * deposit: a member's own deposit; agent_credit: an agent's transfer down to the member (counted
 * as a deposit); transfer_in: into a transfer-mode vendor's wallet; wager: a stake; bonus: a reward.
 */
export type TMoneyPath = 'deposit' | 'agent_credit' | 'transfer_in' | 'wager' | 'bonus';

export interface MoneyRequest {
  accountId: number;
  path: TMoneyPath;
  /** Minor units? no: the same number type the caller moves (major units, 2 dp), > 0. */
  amount: number;
  currency: string;
  /** Business time (the app clock). */
  at: Date;
  /** The caller's idempotency key: a replay must not count twice against a limit. */
  key: string;
}

export interface MoneyRefusal {
  code: 'PLAY_RESTRICTED' | 'LIMIT_EXCEEDED';
  details: Record<string, unknown>;
}

/**
 * Asked inside the money's own transaction, before the money moves. Answers a refusal (the caller
 * throws it; nothing moves) or null. A limits programme reserves the amount atomically against the
 * member's counters in `tx`, so 100 parallel requests never pass a limit together.
 */
export interface MoneyGate {
  admit(tx: Database, request: MoneyRequest): Promise<MoneyRefusal | null>;
}

/** Until a programme fills the port (and in modules' unit tests): nothing is refused. */
export const openMoneyGate: MoneyGate = { admit: async () => null };

/** Asks each gate in turn, inside the same transaction; answers the first refusal. */
export function firstRefusal(...gates: MoneyGate[]): MoneyGate {
  return {
    async admit(tx, request) {
      for (const gate of gates) {
        const refusal = await gate.admit(tx, request);
        if (refusal) return refusal;
      }
      return null;
    },
  };
}
