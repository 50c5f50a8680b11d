import {
  PASSWORD_RESET_MAX_ATTEMPTS,
  PASSWORD_RESET_TTL_MINUTES,
  type TForgotPasswordRequest,
  type TResetPasswordRequest,
} from '@lw/contracts';
import { and, eq, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../../../db/client.js';
import { accounts, passwordResets } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { hashPassword } from '../../../platform/passwords.js';
import { hashToken, newSessionToken } from '../../../platform/tokens.js';
import type { AccountsService } from '../accounts/index.js';
import { checkNewPassword, publishPasswordChanged } from '../accounts/index.js';
import { recordAudit } from '../../../platform/audit-log.js';
import type { MessagingService } from '../../backoffice/messaging/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { resetMail } from './reset-mail.js';

/** At most one reset e-mail per account in this window. */
const RESEND_AFTER_MS = 60_000;
const TRIAL_ACCOUNT_TYPE = 4;

export interface ResetRequestMeta {
  ip: string;
  requestId: string;
  /** Host the request came to; the link uses the main domain when one is configured. */
  host: string;
}

/** The code is bound to its account, so equal codes of two accounts hash differently. */
function codeHash(accountId: number, code: string): string {
  return hashToken(`${accountId}:${code}`);
}

/**
 * Forgot password by e-mail: a 6-digit code and a link token (only their digests are stored),
 * valid for 30 minutes, one live code per account.
 */
export class PasswordResetService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly accounts: AccountsService,
    private readonly messaging: MessagingService,
  ) {}

  /**
   * Sends the code when the username exists and its e-mail matches; otherwise does nothing. The
   * caller answers the same either way, so nobody learns which accounts or addresses exist.
   */
  async request(input: TForgotPasswordRequest, meta: ResetRequestMeta): Promise<void> {
    const account = await this.accounts.findByUsername(input.username);
    if (
      !account ||
      !account.email ||
      account.email.toLowerCase() !== input.email.trim().toLowerCase() ||
      account.type === TRIAL_ACCOUNT_TYPE ||
      account.status === 'disabled'
    ) {
      return;
    }
    const [live] = await this.db
      .select({ createdAt: passwordResets.createdAt })
      .from(passwordResets)
      .where(eq(passwordResets.accountId, account.id));
    if (live && Date.now() - live.createdAt.getTime() < RESEND_AFTER_MS) return;

    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const token = newSessionToken();
    const values = {
      codeHash: codeHash(account.id, code),
      tokenHash: hashToken(token),
      attempts: 0,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
    };
    await this.db
      .insert(passwordResets)
      .values({ accountId: account.id, ...values })
      .onConflictDoUpdate({ target: passwordResets.accountId, set: values });

    const site = await this.settings.get('site');
    const domain = site.mainDomain.trim() || meta.host;
    const link = `https://${domain}/?resetToken=${token}`;
    const mail = resetMail(account.language, {
      siteName: site.siteName,
      username: account.username,
      code,
      link,
    });
    this.messaging.queueEmail({ to: account.email, ...mail });
  }

  /** Checks the code (or link token) and the new password, then sets it and ends all sessions. */
  async reset(input: TResetPasswordRequest, meta: ResetRequestMeta): Promise<void> {
    if (input.newPassword !== input.confirmNewPassword) {
      throw new AppError('PASSWORD_MISMATCH', 'Confirmation differs');
    }
    const { accountId, method } = await this.verify(input);
    const account = await this.accounts.findById(accountId);
    if (!account) throw new AppError('RESET_CODE_INVALID', 'Reset code is not valid');
    const [registration, policy] = await Promise.all([
      this.settings.get('registration'),
      this.settings.get('accountPolicy'),
    ]);
    checkNewPassword(input.newPassword, registration.fields.password, {
      username: account.username,
      defaultPassword: policy.defaultPassword,
      field: 'newPassword',
    });
    const passwordHash = await hashPassword(input.newPassword);
    await this.db.transaction(async (tx) => {
      // Single use: whoever deletes the row first wins; a concurrent second try finds nothing.
      const [used] = await tx
        .delete(passwordResets)
        .where(eq(passwordResets.accountId, accountId))
        .returning({ accountId: passwordResets.accountId });
      if (!used) throw new AppError('RESET_CODE_INVALID', 'Reset code is not valid');
      await tx
        .update(accounts)
        .set({
          passwordHash,
          passwordChangedAt: sql`now()`,
          mustChangePassword: false,
          failedLogins: 0,
          lockedUntil: null,
        })
        .where(eq(accounts.id, accountId));
      await this.accounts.revokeSessions(accountId, tx);
      await publishPasswordChanged(tx, accountId, 'email_reset');
      await recordAudit(
        tx,
        { operatorId: null, username: null, ip: meta.ip, requestId: meta.requestId },
        {
          action: 'account.password_reset_by_email',
          targetType: 'account',
          targetId: String(accountId),
          after: { method },
        },
      );
    });
    // Whatever hangs on the ended sessions (game launches) ends too.
    await this.accounts.sessionsEnded(accountId);
  }

  /** Which account the code or token belongs to; counts wrong codes. */
  private async verify(
    input: TResetPasswordRequest,
  ): Promise<{ accountId: number; method: 'code' | 'link' }> {
    const invalid = () => new AppError('RESET_CODE_INVALID', 'Reset code is not valid');
    const expired = () => new AppError('RESET_CODE_EXPIRED', 'Reset code has expired');
    const isExpired = (row: { expiresAt: Date; attempts: number }) =>
      row.expiresAt.getTime() <= Date.now() || row.attempts >= PASSWORD_RESET_MAX_ATTEMPTS;

    if (input.token) {
      const [row] = await this.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.tokenHash, hashToken(input.token)));
      if (!row) throw invalid();
      if (input.username) {
        const account = await this.accounts.findByUsername(input.username);
        if (account?.id !== row.accountId) throw invalid();
      }
      if (isExpired(row)) throw expired();
      return { accountId: row.accountId, method: 'link' };
    }

    const account = input.username ? await this.accounts.findByUsername(input.username) : null;
    if (!account || !input.code) throw invalid();
    const [row] = await this.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.accountId, account.id));
    if (!row) throw invalid();
    if (isExpired(row)) throw expired();
    const given = Buffer.from(codeHash(account.id, input.code));
    if (!crypto.timingSafeEqual(given, Buffer.from(row.codeHash))) {
      await this.db
        .update(passwordResets)
        .set({ attempts: sql`${passwordResets.attempts} + 1` })
        .where(
          and(eq(passwordResets.accountId, account.id), eq(passwordResets.codeHash, row.codeHash)),
        );
      throw invalid();
    }
    return { accountId: account.id, method: 'code' };
  }
}
