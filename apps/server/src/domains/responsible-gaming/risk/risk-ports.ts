import type { TExclusionPeriod, TLimitKind, TLimitPeriod, TMessageText } from '@lw/contracts';
import type { Database } from '../../../db/client.js';
import type { Actor } from '../../../platform/audit-log.js';

/**
 * What the case actions need of other modules, as small interfaces wired in `risk.module.ts`:
 * content's messages (a higher layer, so a port), the limits and exclusions of this domain, and
 * identity's accounts. Each service audits its own change; the case notes and audits the step.
 */
export interface RiskActionPorts {
  messages: {
    /** Writes the message in the caller's transaction (with the case's note and audit). */
    notifyInTransaction(
      tx: Database,
      accountId: number,
      notice: { title: TMessageText; body: TMessageText; sender: string },
    ): Promise<void>;
    /** After the commit: tells the member's open pages. */
    announceNotice(accountId: number, title: TMessageText): Promise<void>;
  };
  limits: {
    lowerByOperator(
      accountId: number,
      kind: TLimitKind,
      period: TLimitPeriod,
      amount: number,
      actor: Actor,
    ): Promise<unknown>;
  };
  exclusions: {
    apply(
      accountId: number,
      input: { period: TExclusionPeriod; reason: string },
      actor: Actor,
    ): Promise<unknown>;
  };
  accounts: {
    setStatus(
      accountId: number,
      status: 'disabled',
      reason: string,
      actor: Actor,
    ): Promise<unknown>;
  };
}
