import {
  MAX_MEMBER_BANK_ACCOUNTS,
  type TAddBankAccountRequest,
  type TMemberBankAccount,
} from '@lw/contracts';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, memberBankAccounts } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountRow } from '../../identity/accounts/index.js';
import type { IdentityMatchesService } from '../../identity/identity-matches/index.js';
import type { RequestMeta } from '../../../platform/request-meta.js';
import { presentBankAccount, type BankAccountRow } from './payout-account-presenter.js';
import { payeeNameMatches } from './payee-name.js';
import { assertRealMoneyAccount } from './real-member.js';

/** A member's bank accounts for withdrawals (spec §2 withdraw). */
export class BankAccountsService {
  constructor(
    private readonly db: Database,
    private readonly identityMatches: IdentityMatchesService,
  ) {}

  /** Active accounts, the default first, then newest first. */
  async list(accountId: number): Promise<TMemberBankAccount[]> {
    const rows = await this.db
      .select()
      .from(memberBankAccounts)
      .where(and(eq(memberBankAccounts.accountId, accountId), isNull(memberBankAccounts.removedAt)))
      .orderBy(desc(memberBankAccounts.isDefault), desc(memberBankAccounts.id));
    return rows.map(presentBankAccount);
  }

  /**
   * Binds a bank account. The payee name must be the member's real name; at most
   * MAX_MEMBER_BANK_ACCOUNTS active ones; the first becomes the default. The account number of
   * an excluded or closed member is refused (REGISTRATION_REFUSED, neutral); a payee name of
   * one is flagged (issue 24).
   */
  async add(
    account: AccountRow,
    input: TAddBankAccountRequest,
    meta?: RequestMeta,
  ): Promise<TMemberBankAccount> {
    assertRealMoneyAccount(account);
    const context = { source: 'bank_account', accountId: account.id, ip: meta?.ip } as const;
    const flagged = await this.identityMatches.refuseBlocked(
      { bankAccountNumber: input.accountNumber, payeeName: input.accountName },
      context,
    );
    return this.db.transaction(async (tx) => {
      await this.identityMatches.record(flagged, context, tx);
      await this.identityMatches.rememberDevice(account.id, meta?.deviceId, tx);
      // The member's row lock serialises concurrent adds, so the limit below cannot be raced.
      const [owner] = await tx
        .select({ realName: accounts.realName })
        .from(accounts)
        .where(eq(accounts.id, account.id))
        .for('no key update');
      const realName = owner?.realName?.trim();
      if (!realName) {
        throw new AppError('REAL_NAME_REQUIRED', 'Set the payee name (real name) first');
      }
      if (!payeeNameMatches(input.accountName, realName)) {
        throw new AppError('PAYEE_NAME_MISMATCH', 'The payee name must be your real name');
      }
      const [{ active } = { active: 0 }] = await tx
        .select({ active: count() })
        .from(memberBankAccounts)
        .where(
          and(eq(memberBankAccounts.accountId, account.id), isNull(memberBankAccounts.removedAt)),
        );
      if (active >= MAX_MEMBER_BANK_ACCOUNTS) {
        throw new AppError('BANK_ACCOUNT_LIMIT', 'Too many bank accounts', {
          max: MAX_MEMBER_BANK_ACCOUNTS,
        });
      }
      const [row] = await tx
        .insert(memberBankAccounts)
        .values({
          accountId: account.id,
          bankCode: input.bankCode,
          accountNumber: input.accountNumber,
          accountName: input.accountName.normalize('NFC').replace(/\s+/gu, ' ').trim(),
          isDefault: active === 0,
        })
        .onConflictDoNothing()
        .returning();
      if (!row) throw new AppError('CONFLICT', 'This bank account is already bound');
      return presentBankAccount(row);
    });
  }

  async setDefault(accountId: number, id: number): Promise<TMemberBankAccount> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(memberBankAccounts)
        .set({ isDefault: true })
        .where(this.ownActive(accountId, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'Bank account not found');
      await tx
        .update(memberBankAccounts)
        .set({ isDefault: false })
        .where(and(eq(memberBankAccounts.accountId, accountId), ne(memberBankAccounts.id, id)));
      return presentBankAccount(row);
    });
  }

  /** Soft removal: withdrawals that used the account still show it. */
  async remove(accountId: number, id: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(memberBankAccounts)
        .where(this.ownActive(accountId, id))
        .for('update');
      if (!row) throw new AppError('NOT_FOUND', 'Bank account not found');
      await tx
        .update(memberBankAccounts)
        .set({ removedAt: new Date(), isDefault: false })
        .where(eq(memberBankAccounts.id, id));
      if (!row.isDefault) return;
      // The removed one was the default: the newest remaining account takes over.
      await tx.execute(sql`
        UPDATE member_bank_accounts SET is_default = true
         WHERE id = (SELECT id FROM member_bank_accounts
                      WHERE account_id = ${accountId} AND removed_at IS NULL
                      ORDER BY id DESC LIMIT 1)`);
    });
  }

  /** The member's active bank account `id`, or NOT_FOUND. */
  async findActive(accountId: number, id: number, db: Database = this.db): Promise<BankAccountRow> {
    const [row] = await db.select().from(memberBankAccounts).where(this.ownActive(accountId, id));
    if (!row) throw new AppError('NOT_FOUND', 'Bank account not found');
    return row;
  }

  private ownActive(accountId: number, id: number) {
    return and(
      eq(memberBankAccounts.id, id),
      eq(memberBankAccounts.accountId, accountId),
      isNull(memberBankAccounts.removedAt),
    );
  }
}
