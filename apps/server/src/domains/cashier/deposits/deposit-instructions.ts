import type { TDepositInstructions } from '@lw/contracts';
import {
  presentDeposit,
  metadataOf,
  type DepositRow,
  type MethodInfo,
} from './deposit-presenter.js';
import { promptPayQr } from './promptpay.js';

/** PromptPay is Thai baht only. */
const PROMPTPAY_CURRENCY = 'THB';

/** The deposit and, while it is pending, what the member must do to pay it. */
export async function depositInstructions(
  row: DepositRow,
  method: MethodInfo,
): Promise<TDepositInstructions> {
  const deposit = presentDeposit(row, method);
  const meta = metadataOf(row);
  if (row.status !== 'pending') return { deposit, bankTransfer: null, gateway: null };
  if (method.kind === 'gateway') {
    return { deposit, bankTransfer: null, gateway: meta.payUrl ? { payUrl: meta.payUrl } : null };
  }
  const bank = meta.bank;
  if (!bank) return { deposit, bankTransfer: null, gateway: null };
  const promptPayQrCode =
    bank.promptPayId && row.currency === PROMPTPAY_CURRENCY
      ? await promptPayQr(bank.promptPayId, row.amount)
      : null;
  return {
    deposit,
    bankTransfer: {
      bankCode: bank.bankCode,
      accountName: bank.accountName,
      accountNumber: bank.accountNumber,
      promptPayId: bank.promptPayId,
      promptPayQr: promptPayQrCode,
    },
    gateway: null,
  };
}
