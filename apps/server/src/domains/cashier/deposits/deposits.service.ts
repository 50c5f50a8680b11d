import {
  DEPOSIT_API,
  type TCreateDepositRequest,
  type TDepositInstructions,
  type TDepositPage,
  type TMyDepositsQuery,
  ZMyDepositsQuery,
} from '@lw/contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { deposits, paymentMethods } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import type { PaymentMethodsService, UsableMethod } from '../payment-methods/index.js';
import { methodName } from '../payment-methods/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { depositInstructions } from './deposit-instructions.js';
import {
  metadataOf,
  presentDeposit,
  type DepositMetadata,
  type DepositRow,
  type MethodInfo,
} from './deposit-presenter.js';
import type { GatewayRegistry } from './gateways/gateway-registry.js';
import type { Clock } from '../../../platform/clock.js';
import { restrictionError, type MoneyGate } from '../money-gate/index.js';
import { newReferenceCode } from './reference-code.js';

export interface DepositOrigin {
  /** This site's origin as the browser sees it, e.g. https://example.com. */
  origin: string;
}

/** A member's deposits: create (idempotent per requestId), list and look at one. */
export class DepositsService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly methods: PaymentMethodsService,
    private readonly gateways: GatewayRegistry,
    private readonly gate: { clock: Clock; moneyGate: MoneyGate },
  ) {}

  /**
   * Creates a pending deposit, or answers the one this member already made with `requestId`.
   * A gateway deposit gets its order at the gateway; if that call fails the deposit stays
   * pending without an order and the same request may simply be sent again.
   */
  async create(
    accountId: number,
    input: TCreateDepositRequest,
    where: DepositOrigin,
  ): Promise<TDepositInstructions> {
    const usable = await this.methods.usableMethod(input.paymentMethodId);
    const { method } = usable;
    if (input.amount < method.minAmount || input.amount > method.maxAmount) {
      throw new AppError('DEPOSIT_AMOUNT_OUT_OF_RANGE', 'Amount outside the method limits', {
        minAmount: method.minAmount,
        maxAmount: method.maxAmount,
      });
    }
    const cashier = await this.settings.get('cashier');
    let row = await this.insertOnce(accountId, input, usable, cashier.depositExpiryMinutes);
    if (method.kind === 'gateway' && !row.gatewayOrderId && row.status === 'pending') {
      row = await this.openGatewayOrder(row, input.returnPath ?? '/', where.origin);
    }
    return depositInstructions(row, methodInfo(method));
  }

  async listMine(accountId: number, query: TMyDepositsQuery): Promise<TDepositPage> {
    const q = ZMyDepositsQuery.parse(query);
    const filters: SQL[] = [eq(deposits.accountId, accountId)];
    if (q.status) filters.push(eq(deposits.status, q.status));
    const where = and(...filters);
    const [rows, [{ total } = { total: 0 }]] = await Promise.all([
      this.db
        .select({ deposit: deposits, method: paymentMethods })
        .from(deposits)
        .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.paymentMethodId))
        .where(where)
        .orderBy(desc(deposits.createdAt), desc(deposits.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      this.db.select({ total: count() }).from(deposits).where(where),
    ]);
    return {
      items: rows.map((r) => presentDeposit(r.deposit, methodInfo(r.method))),
      total: Number(total),
      page: q.page,
      pageSize: q.pageSize,
    };
  }

  /** One of the member's own deposits (another member's reads as not found). */
  async getMine(accountId: number, depositId: number): Promise<TDepositInstructions> {
    const [found] = await this.db
      .select({ deposit: deposits, method: paymentMethods })
      .from(deposits)
      .innerJoin(paymentMethods, eq(paymentMethods.id, deposits.paymentMethodId))
      .where(and(eq(deposits.id, depositId), eq(deposits.accountId, accountId)));
    if (!found) throw new AppError('NOT_FOUND', `Deposit ${depositId} not found`);
    return depositInstructions(found.deposit, methodInfo(found.method));
  }

  /**
   * The insert, serialised per (member, requestId) by a transaction-scoped advisory lock so two
   * concurrent retries cannot both insert (the table has no requestId column to put a unique
   * index on; the id lives in metadata).
   */
  private async insertOnce(
    accountId: number,
    input: TCreateDepositRequest,
    { method, bankAccount }: UsableMethod,
    expiryMinutes: number,
  ): Promise<DepositRow> {
    return this.db.transaction(async (tx) => {
      const lockKey = `deposit-request:${accountId}:${input.requestId}`;
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${lockKey}, 0))`);
      const [existing] = await tx
        .select()
        .from(deposits)
        .where(
          and(
            eq(deposits.accountId, accountId),
            sql`${deposits.metadata} ->> 'requestId' = ${input.requestId}`,
          ),
        );
      if (existing) {
        if (existing.paymentMethodId !== method.id || existing.amount !== input.amount) {
          throw new AppError('IDEMPOTENCY_CONFLICT', 'requestId was used for another deposit');
        }
        return existing;
      }
      // prettier-ignore
      const refusal = await this.gate.moneyGate.admit(tx, { accountId, path: 'deposit', amount: input.amount, currency: method.currency, at: this.gate.clock.now(), key: `deposit-request:${accountId}:${input.requestId}` });
      if (refusal) throw restrictionError(refusal);
      const metadata: DepositMetadata = { requestId: input.requestId };
      if (bankAccount) {
        metadata.bank = {
          bankCode: bankAccount.bankCode,
          accountName: bankAccount.accountName,
          accountNumber: bankAccount.accountNumber,
          promptPayId: bankAccount.promptPayId,
        };
      }
      // A clash of random reference codes is retried with a new code (ON CONFLICT keeps the tx alive).
      for (let attempt = 0; attempt < 5; attempt++) {
        const [row] = await tx
          .insert(deposits)
          .values({
            accountId,
            paymentMethodId: method.id,
            amount: input.amount,
            currency: method.currency,
            referenceCode: newReferenceCode(),
            gatewayId: method.kind === 'gateway' ? method.gatewayId : null,
            payerName: input.payerName ?? null,
            expiresAt: sql`now() + make_interval(mins => ${expiryMinutes})`,
            metadata,
          })
          .onConflictDoNothing({ target: deposits.referenceCode })
          .returning();
        if (row) return row;
      }
      throw new Error('could not draw a free deposit reference code');
    });
  }

  private async openGatewayOrder(
    row: DepositRow,
    returnPath: string,
    origin: string,
  ): Promise<DepositRow> {
    const gateway = row.gatewayId ? await this.gateways.get(row.gatewayId) : null;
    if (!gateway) {
      throw new AppError(
        'PAYMENT_METHOD_UNAVAILABLE',
        `Gateway ${row.gatewayId} is not configured`,
      );
    }
    const order = await gateway.createOrder({
      orderRef: row.referenceCode,
      amount: row.amount,
      currency: row.currency,
      callbackUrl: `${origin}${DEPOSIT_API.gatewayCallback(gateway.id)}`,
      returnUrl: `${origin}${returnPath}`,
      description: `Deposit ${row.referenceCode}`,
    });
    const metadata: DepositMetadata = { ...metadataOf(row), payUrl: order.payUrl };
    const [updated] = await this.db
      .update(deposits)
      .set({ gatewayOrderId: order.orderId, metadata, updatedAt: sql`now()` })
      .where(eq(deposits.id, row.id))
      .returning();
    return updated!;
  }
}

export function methodInfo(method: typeof paymentMethods.$inferSelect): MethodInfo {
  return { kind: method.kind, code: method.code, name: methodName(method) };
}
