import type { TGatewayCallback } from '@lw/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { deposits, gatewayCallbacks } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import type { DepositDecisions, Decider } from './deposit-decisions.js';
import type { GatewayRegistry } from './gateways/gateway-registry.js';
import type { CallbackHeaders } from './gateways/payment-gateway.js';

/** What was done with one callback (gateway_callbacks.outcome). */
export type CallbackOutcome =
  'credited' | 'duplicate' | 'rejected' | 'ignored' | 'refused' | 'limit_exceeded';

export interface CallbackLogger {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/** Stored payloads are evidence, not archives: a huge forged body is cut here. */
const MAX_STORED_PAYLOAD = 16 * 1024;

/**
 * Gateway callbacks: each is stored first (forged ones too), then verified, then applied. A
 * valid 'paid' callback approves its deposit through the guarded decision, so any number of
 * deliveries, concurrent or not, credit once.
 */
export class GatewayCallbacks {
  constructor(
    private readonly db: Database,
    private readonly gateways: GatewayRegistry,
    private readonly decisions: DepositDecisions,
    private readonly log: CallbackLogger,
  ) {}

  async receive(
    gatewayId: string,
    rawBody: string,
    headers: CallbackHeaders,
    ip: string | null,
  ): Promise<{ accepted: boolean; outcome: CallbackOutcome }> {
    const gateway = await this.gateways.get(gatewayId);
    const verified = gateway
      ? gateway.verifyCallback(rawBody, headers)
      : { valid: false as const, reason: 'unknown gateway' };
    const [stored] = await this.db
      .insert(gatewayCallbacks)
      .values({
        gatewayId,
        orderId: verified.valid ? verified.callback.orderId : claimedOrderId(rawBody),
        signatureValid: verified.valid,
        outcome: verified.valid ? 'received' : 'refused',
        payload: rawBody.slice(0, MAX_STORED_PAYLOAD),
        ip,
      })
      .returning({ id: gatewayCallbacks.id });
    if (!verified.valid) {
      this.log.warn(
        { gatewayId, ip, reason: verified.reason, callbackId: stored!.id },
        'gateway callback refused',
      );
      return { accepted: false, outcome: 'refused' };
    }
    const outcome = await this.apply(gatewayId, verified.callback, ip).catch(async (err) => {
      await this.setOutcome(stored!.id, 'error');
      throw err;
    });
    await this.setOutcome(stored!.id, outcome);
    return { accepted: true, outcome };
  }

  private async apply(
    gatewayId: string,
    cb: TGatewayCallback,
    ip: string | null,
  ): Promise<CallbackOutcome> {
    const context = { gatewayId, orderId: cb.orderId, orderRef: cb.orderRef, eventId: cb.eventId };
    const [deposit] = await this.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.gatewayId, gatewayId), eq(deposits.referenceCode, cb.orderRef)));
    if (!deposit || (deposit.gatewayOrderId && deposit.gatewayOrderId !== cb.orderId)) {
      this.log.warn(context, 'gateway callback for an unknown order ignored');
      return 'ignored';
    }
    const decider: Decider = {
      actor: { operatorId: null, username: `gateway:${gatewayId}`, ip, requestId: cb.eventId },
      operatorId: null,
      ledgerActor: `gateway:${gatewayId}`,
    };
    if (cb.status === 'failed') {
      if (deposit.status !== 'pending') return 'duplicate';
      return this.decide(() =>
        this.decisions.reject(
          deposit.id,
          'The payment gateway reported the payment failed',
          decider,
        ),
      ).then((won) => (won ? 'rejected' : 'duplicate'));
    }
    if (cb.amount !== deposit.amount || cb.currency !== deposit.currency) {
      // Money arrived, but not what was ordered: an operator must look; nothing is credited.
      this.log.warn(
        { ...context, depositId: deposit.id, expected: deposit.amount, reported: cb.amount },
        'gateway callback amount mismatch; not credited',
      );
      return 'rejected';
    }
    if (deposit.status === 'approved') return 'duplicate';
    if (deposit.status !== 'pending') {
      this.log.warn(
        { ...context, depositId: deposit.id, status: deposit.status },
        'gateway reported payment for a deposit that is no longer pending',
      );
      return 'ignored';
    }
    const won = await this.decide(() => this.decisions.approve(deposit.id, decider)).catch(
      (err) => {
        if (!(err instanceof RefusedByResponsibleGaming)) throw err;
        this.log.warn(
          { ...context, depositId: deposit.id, code: err.code },
          'gateway payment refused by responsible gaming; not credited',
        );
        return err.code === 'LIMIT_EXCEEDED' ? ('limit' as const) : ('restricted' as const);
      },
    );
    // An excluded member's payment: not credited, left pending for an operator to return.
    if (won === 'restricted') return 'ignored';
    if (won === 'limit') return 'limit_exceeded';
    if (won) this.log.info({ ...context, depositId: deposit.id }, 'deposit credited by gateway');
    return won ? 'credited' : 'duplicate';
  }

  /** Runs a decision; DEPOSIT_ALREADY_DECIDED means a concurrent delivery decided first. */
  private async decide(run: () => Promise<unknown>): Promise<boolean> {
    try {
      await run();
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === 'DEPOSIT_ALREADY_DECIDED') return false;
      // Paid but over the member's deposit limit, or the member excluded: nothing is credited;
      // the deposit stays pending for an operator (refund or reject) and the gateway stops retrying.
      if (
        err instanceof AppError &&
        (err.code === 'LIMIT_EXCEEDED' || err.code === 'PLAY_RESTRICTED')
      )
        throw new RefusedByResponsibleGaming(err.code);
      throw err;
    }
  }

  private async setOutcome(id: number, outcome: string): Promise<void> {
    await this.db.update(gatewayCallbacks).set({ outcome }).where(eq(gatewayCallbacks.id, id));
  }
}

/** The order id an unverified body claims, for finding the evidence later; never trusted. */
function claimedOrderId(rawBody: string): string | null {
  try {
    const value = (JSON.parse(rawBody) as { orderId?: unknown })?.orderId;
    return typeof value === 'string' ? value.slice(0, 100) : null;
  } catch {
    return null;
  }
}

/** A gateway's paid deposit the member's deposit limit refused. */
/** Responsible gaming refused the credit of a paid deposit (a limit, or an exclusion). */
class RefusedByResponsibleGaming extends Error {
  constructor(readonly code: 'LIMIT_EXCEEDED' | 'PLAY_RESTRICTED') {
    super(code);
  }
}
