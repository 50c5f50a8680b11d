import { count } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { operatorBankAccounts, paymentMethods } from '../../../db/schema/index.js';

/**
 * The demo cashier of `npm start`: one operator bank account (with PromptPay) and a bank-transfer
 * payment method, so a deposit can be tried at once. Only into an empty cashier; operators
 * change or disable both in the back office.
 */
export async function seedDemoCashier(db: Database, currency: string): Promise<void> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(paymentMethods);
  if (n > 0) return;
  await db.transaction(async (tx) => {
    const [account] = await tx
      .insert(operatorBankAccounts)
      .values({
        bankCode: 'KBANK',
        accountName: 'LuckyWay Co., Ltd.',
        accountNumber: '1234567890',
        promptPayId: '0812345678',
      })
      .returning();
    await tx.insert(paymentMethods).values({
      code: 'bank-kbank',
      kind: 'bank_transfer',
      name: { th: 'โอนผ่านธนาคารกสิกรไทย', en: 'Bank transfer (KBank)', zh: '开泰银行转账' },
      currency,
      minAmount: 10_000,
      maxAmount: 50_000_000,
      displayOrder: 1,
      operatorBankAccountId: account!.id,
    });
  });
}
