import type {
  TAdminWithdrawal,
  TMyWithdrawal,
  TThaiBankCode,
  TWithdrawalStatus,
} from '@lw/contracts';
import { aliasedTable, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, memberBankAccounts, operators, withdrawals } from '../../../db/schema/index.js';
import { maskAccountNumber } from '../payout-accounts/index.js';

// Every column but the proof image bytes, which only the proof endpoint reads.
const { proofImage: _bytes, ...withdrawalColumns } = getTableColumns(withdrawals);
// The operators who decided and who paid, by name (as the deposit queue shows them).
const decider = aliasedTable(operators, 'decider');
const payer = aliasedTable(operators, 'payer');

const viewColumns = {
  ...withdrawalColumns,
  hasProof: sql<boolean>`(${withdrawals.proofImage} IS NOT NULL)`,
  bankCode: memberBankAccounts.bankCode,
  accountName: memberBankAccounts.accountName,
  accountNumber: memberBankAccounts.accountNumber,
  username: accounts.username,
  realName: accounts.realName,
  decidedByUsername: decider.username,
  paidByUsername: payer.username,
};

export type WithdrawalView = {
  [K in keyof typeof withdrawalColumns]: (typeof withdrawals.$inferSelect)[K];
} & {
  hasProof: boolean;
  bankCode: string;
  accountName: string;
  accountNumber: string;
  username: string;
  realName: string | null;
  decidedByUsername: string | null;
  paidByUsername: string | null;
};

/** Withdrawals with their bank account and member, newest first. */
export async function selectWithdrawalViews(
  db: Database,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<WithdrawalView[]> {
  const query = db
    .select(viewColumns)
    .from(withdrawals)
    .innerJoin(memberBankAccounts, eq(memberBankAccounts.id, withdrawals.bankAccountId))
    .innerJoin(accounts, eq(accounts.id, withdrawals.accountId))
    .leftJoin(decider, eq(decider.id, withdrawals.decidedBy))
    .leftJoin(payer, eq(payer.id, withdrawals.paidBy))
    .where(where)
    .orderBy(desc(withdrawals.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows as WithdrawalView[];
}

export async function withdrawalViewById(
  db: Database,
  id: number,
): Promise<WithdrawalView | undefined> {
  const [view] = await selectWithdrawalViews(db, eq(withdrawals.id, id));
  return view;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What the member sees, receipt fields included (spec §3 withdrawal receipt). */
export function presentMyWithdrawal(v: WithdrawalView): TMyWithdrawal {
  return {
    id: v.id,
    amount: v.amount,
    currency: v.currency,
    status: v.status as TWithdrawalStatus,
    amountReceived: v.amountReceived,
    amountRemaining: v.amountRemaining,
    bankCode: v.bankCode as TThaiBankCode,
    accountNumberMasked: maskAccountNumber(v.accountNumber),
    reason: v.reason,
    forcedReceived: v.forcedReceived,
    hasProof: v.hasProof,
    createdAt: v.createdAt.toISOString(),
    approvedAt: iso(v.approvedAt),
    rejectedAt: iso(v.rejectedAt),
    paidAt: iso(v.paidAt),
    confirmedAt: iso(v.confirmedAt),
    // Only while it waits for the member: after that it no longer applies.
    confirmDeadline: v.status === 'paid' ? iso(v.confirmDeadline) : null,
  };
}

/** The operator's view: the full bank account and the lifecycle details. */
export function presentAdminWithdrawal(v: WithdrawalView): TAdminWithdrawal {
  return {
    ...presentMyWithdrawal(v),
    accountId: v.accountId,
    username: v.username,
    realName: v.realName,
    bankAccountId: v.bankAccountId,
    accountName: v.accountName,
    accountNumber: v.accountNumber,
    confirmDeadline: iso(v.confirmDeadline),
    proofMime: v.proofMime,
    decidedBy: v.decidedBy,
    decidedByUsername: v.decidedByUsername,
    paidBy: v.paidBy,
    paidByUsername: v.paidByUsername,
    updatedAt: v.updatedAt.toISOString(),
  };
}
