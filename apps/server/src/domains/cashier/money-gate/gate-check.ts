import type { Database } from '../../../db/client.js';
import type { MoneyGate, MoneyRefusal, MoneyRequest } from './money-gate.js';

class CheckOnly extends Error {
  constructor(readonly refusal: MoneyRefusal | null) {
    super('money gate check only');
  }
}

/**
 * Would the gate admit this request? Asks it inside a savepoint that is rolled back, so nothing
 * it reserved stays (a deposit's creation is checked; its credit reserves).
 */
export async function wouldAdmit(
  tx: Database,
  gate: MoneyGate,
  request: MoneyRequest,
): Promise<MoneyRefusal | null> {
  try {
    await tx.transaction(async (savepoint) => {
      throw new CheckOnly(await gate.admit(savepoint as unknown as Database, request));
    });
  } catch (err) {
    if (err instanceof CheckOnly) return err.refusal;
    throw err;
  }
  return null;
}
