import {
  ZOperatorBankAccountInput,
  ZPaymentMethodInput,
  type TAdminPaymentMethod,
  type TOperatorBankAccount,
  type TOperatorBankAccountInput,
  type TPaymentMethod,
  type TPaymentMethodInput,
} from '@lw/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { deposits, operatorBankAccounts, paymentMethods } from '../../../db/schema/index.js';
import { uniqueConstraintOf } from '../../../platform/db-errors.js';
import { AppError } from '../../../platform/errors.js';
import { recordAudit, type Actor } from '../../../platform/audit-log.js';
import type { SettingsService } from '../../site/settings/index.js';
import {
  presentAdminMethod,
  presentBankAccount,
  presentMemberMethod,
  type BankAccountRow,
  type PaymentMethodRow,
} from './payment-methods.presenter.js';

/** A method a member may use right now, with the bank account it pays into (bank transfer). */
export interface UsableMethod {
  method: PaymentMethodRow;
  bankAccount: BankAccountRow | null;
}

/**
 * The operator's bank accounts and the payment methods of depositv2. Every change is audited in
 * the transaction that makes it.
 */
export class PaymentMethodsService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
  ) {}

  // ---- operator bank accounts -------------------------------------------------------------

  async listBankAccounts(): Promise<TOperatorBankAccount[]> {
    const rows = await this.db
      .select()
      .from(operatorBankAccounts)
      .orderBy(asc(operatorBankAccounts.id));
    return rows.map(presentBankAccount);
  }

  async createBankAccount(
    input: TOperatorBankAccountInput,
    actor: Actor,
  ): Promise<TOperatorBankAccount> {
    const values = ZOperatorBankAccountInput.parse(input);
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(operatorBankAccounts).values(values).returning();
      const after = presentBankAccount(row!);
      await recordAudit(tx, actor, {
        action: 'cashier.bank_account.create',
        targetType: 'operator_bank_account',
        targetId: String(after.id),
        after,
      });
      return after;
    });
  }

  async updateBankAccount(
    id: number,
    input: TOperatorBankAccountInput,
    actor: Actor,
  ): Promise<TOperatorBankAccount> {
    const values = ZOperatorBankAccountInput.parse(input);
    return this.db.transaction(async (tx) => {
      const [previous] = await tx
        .select()
        .from(operatorBankAccounts)
        .where(eq(operatorBankAccounts.id, id))
        .for('update');
      if (!previous) throw new AppError('NOT_FOUND', `Bank account ${id} does not exist`);
      const [row] = await tx
        .update(operatorBankAccounts)
        .set({ ...values, updatedAt: sql`now()` })
        .where(eq(operatorBankAccounts.id, id))
        .returning();
      const after = presentBankAccount(row!);
      await recordAudit(tx, actor, {
        action: 'cashier.bank_account.update',
        targetType: 'operator_bank_account',
        targetId: String(id),
        before: presentBankAccount(previous),
        after,
      });
      return after;
    });
  }

  /** Only an account no payment method points at can go; otherwise disable it. */
  async deleteBankAccount(id: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [previous] = await tx
        .select()
        .from(operatorBankAccounts)
        .where(eq(operatorBankAccounts.id, id))
        .for('update');
      if (!previous) throw new AppError('NOT_FOUND', `Bank account ${id} does not exist`);
      const [used] = await tx
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.operatorBankAccountId, id))
        .limit(1);
      if (used) {
        throw new AppError('CONFLICT', 'A payment method uses this bank account; disable it', {
          paymentMethodId: used.id,
        });
      }
      await tx.delete(operatorBankAccounts).where(eq(operatorBankAccounts.id, id));
      await recordAudit(tx, actor, {
        action: 'cashier.bank_account.delete',
        targetType: 'operator_bank_account',
        targetId: String(id),
        before: presentBankAccount(previous),
      });
    });
  }

  // ---- payment methods --------------------------------------------------------------------

  async listMethods(): Promise<TAdminPaymentMethod[]> {
    const rows = await this.db
      .select()
      .from(paymentMethods)
      .orderBy(asc(paymentMethods.displayOrder), asc(paymentMethods.id));
    return rows.map(presentAdminMethod);
  }

  async createMethod(input: TPaymentMethodInput, actor: Actor): Promise<TAdminPaymentMethod> {
    const values = await this.validMethod(input);
    return this.db
      .transaction(async (tx) => {
        const [row] = await tx.insert(paymentMethods).values(values).returning();
        const after = presentAdminMethod(row!);
        await recordAudit(tx, actor, {
          action: 'cashier.payment_method.create',
          targetType: 'payment_method',
          targetId: String(after.id),
          after,
        });
        return after;
      })
      .catch(codeTaken);
  }

  async updateMethod(
    id: number,
    input: TPaymentMethodInput,
    actor: Actor,
  ): Promise<TAdminPaymentMethod> {
    const values = await this.validMethod(input);
    return this.db
      .transaction(async (tx) => {
        const [previous] = await tx
          .select()
          .from(paymentMethods)
          .where(eq(paymentMethods.id, id))
          .for('update');
        if (!previous) throw new AppError('NOT_FOUND', `Payment method ${id} does not exist`);
        const [row] = await tx
          .update(paymentMethods)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(paymentMethods.id, id))
          .returning();
        const after = presentAdminMethod(row!);
        await recordAudit(tx, actor, {
          action: 'cashier.payment_method.update',
          targetType: 'payment_method',
          targetId: String(id),
          before: presentAdminMethod(previous),
          after,
        });
        return after;
      })
      .catch(codeTaken);
  }

  /** Only a method no deposit used can go; otherwise disable it (deposits keep their method). */
  async deleteMethod(id: number, actor: Actor): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [previous] = await tx
        .select()
        .from(paymentMethods)
        .where(eq(paymentMethods.id, id))
        .for('update');
      if (!previous) throw new AppError('NOT_FOUND', `Payment method ${id} does not exist`);
      const [used] = await tx
        .select({ id: deposits.id })
        .from(deposits)
        .where(eq(deposits.paymentMethodId, id))
        .limit(1);
      if (used) throw new AppError('CONFLICT', 'Deposits used this payment method; disable it');
      await tx.delete(paymentMethods).where(eq(paymentMethods.id, id));
      await recordAudit(tx, actor, {
        action: 'cashier.payment_method.delete',
        targetType: 'payment_method',
        targetId: String(id),
        before: presentAdminMethod(previous),
      });
    });
  }

  // ---- what members see -------------------------------------------------------------------

  /** Enabled methods in the cashier currency whose bank account or gateway is usable. */
  async memberMethods(): Promise<TPaymentMethod[]> {
    const rows = await this.db
      .select({ method: paymentMethods, bank: operatorBankAccounts })
      .from(paymentMethods)
      .leftJoin(
        operatorBankAccounts,
        eq(operatorBankAccounts.id, paymentMethods.operatorBankAccountId),
      )
      .where(eq(paymentMethods.enabled, true))
      .orderBy(asc(paymentMethods.displayOrder), asc(paymentMethods.id));
    const usable = await this.usability();
    return rows
      .filter((r) => usable(r.method, r.bank))
      .map((r) => presentMemberMethod(r.method, r.bank?.bankCode ?? null));
  }

  /** One method a member picked, or PAYMENT_METHOD_UNAVAILABLE. */
  async usableMethod(id: number): Promise<UsableMethod> {
    const [row] = await this.db
      .select({ method: paymentMethods, bank: operatorBankAccounts })
      .from(paymentMethods)
      .leftJoin(
        operatorBankAccounts,
        eq(operatorBankAccounts.id, paymentMethods.operatorBankAccountId),
      )
      .where(eq(paymentMethods.id, id));
    const usable = await this.usability();
    if (!row || !row.method.enabled || !usable(row.method, row.bank)) {
      throw new AppError('PAYMENT_METHOD_UNAVAILABLE', `Payment method ${id} is not available`);
    }
    return { method: row.method, bankAccount: row.bank };
  }

  private async usability() {
    const [cashier, gateways] = await Promise.all([
      this.settings.get('cashier'),
      this.settings.get('paymentGateways'),
    ]);
    return (method: PaymentMethodRow, bank: BankAccountRow | null): boolean => {
      if (method.currency !== cashier.currency) return false;
      if (method.kind === 'bank_transfer') return !!bank?.enabled;
      const gateway = method.gatewayId ? gateways.gateways[method.gatewayId] : undefined;
      return !!gateway?.enabled;
    };
  }

  /** Parsed input whose bank account exists and whose gateway is configured. */
  private async validMethod(input: TPaymentMethodInput) {
    const values = ZPaymentMethodInput.parse(input);
    if (values.operatorBankAccountId !== null) {
      const [bank] = await this.db
        .select({ id: operatorBankAccounts.id })
        .from(operatorBankAccounts)
        .where(eq(operatorBankAccounts.id, values.operatorBankAccountId));
      if (!bank) {
        throw new AppError('VALIDATION_ERROR', 'Unknown operator bank account', {
          issues: [{ path: ['operatorBankAccountId'], message: 'does not exist' }],
        });
      }
    }
    if (values.gatewayId !== null) {
      const { gateways } = await this.settings.get('paymentGateways');
      if (!gateways[values.gatewayId]) {
        throw new AppError('VALIDATION_ERROR', 'Unknown payment gateway', {
          issues: [{ path: ['gatewayId'], message: 'not configured in paymentGateways' }],
        });
      }
    }
    return values;
  }
}

function codeTaken(err: unknown): never {
  if (uniqueConstraintOf(err) !== null) {
    throw new AppError('CONFLICT', 'A payment method with this code exists', { field: 'code' });
  }
  throw err;
}
