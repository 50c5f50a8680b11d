import { errorMessages, type TResetPasswordByMobileRequest } from '@lw/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { AppError } from '../../../platform/errors.js';
import { hashPassword } from '../../../platform/passwords.js';
import type { AccountsService } from '../accounts/index.js';
import { checkNewPassword, publishPasswordChanged } from '../accounts/index.js';
import { recordAudit } from '../../../platform/audit-log.js';
import type { LoginOutcome, PlayerAuthService, RequestMeta } from '../player-auth/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { buildModuleFlags } from '../../site/startup/index.js';
import { findByMobile, parseMobile } from '../phone-numbers/index.js';
import { assertMaySignIn } from '../verification/index.js';
import type { VerificationCodeService } from '../verification/index.js';

/**
 * Forgot password by mobile (spec §4 "Password recovery by phone"): the SMS code proves the
 * number, the new password is set, every old session ends, and the member is signed in.
 */
export class MobilePasswordResetService {
  constructor(
    private readonly deps: {
      db: Database;
      settings: SettingsService;
      accounts: AccountsService;
      playerAuth: PlayerAuthService;
      codes: VerificationCodeService;
    },
  ) {}

  async reset(
    input: TResetPasswordByMobileRequest,
    meta: RequestMeta & { requestId: string },
  ): Promise<LoginOutcome> {
    const { db, settings } = this.deps;
    const [modules, registration, policy] = await Promise.all([
      settings.get('modules'),
      settings.get('registration'),
      settings.get('accountPolicy'),
    ]);
    if (!buildModuleFlags(modules.enabled).forgotByMobile) {
      throw new AppError('FEATURE_DISABLED', errorMessages.FEATURE_DISABLED.en);
    }
    const mobile = parseMobile(input.countryDialingCode, input.mobileNum);
    if (input.newPassword !== input.confirmNewPassword) {
      throw new AppError('PASSWORD_MISMATCH', 'Confirmation differs');
    }
    const account = await findByMobile(db, mobile);
    // The password rules come before the code, so a weak password does not cost the code.
    if (account) {
      checkNewPassword(input.newPassword, registration.fields.password, {
        username: account.username,
        defaultPassword: policy.defaultPassword,
        field: 'newPassword',
      });
    }
    await this.deps.codes.consume({
      channel: 'sms',
      destination: mobile.e164,
      purpose: 'resetPassword',
      code: input.verificationCode,
    });
    // Unknown number: the same answer as a wrong code (it never got a real one anyway).
    if (!account) throw new AppError('SMS_CODE_INVALID', errorMessages.SMS_CODE_INVALID.en);
    // A reset ends a temporary lock after wrong passwords (as the e-mail reset does).
    assertMaySignIn({ ...account, lockedUntil: null }, 'member');

    const passwordHash = await hashPassword(input.newPassword);
    const updated = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(accounts)
        .set({
          passwordHash,
          passwordChangedAt: sql`now()`,
          mustChangePassword: false,
          failedLogins: 0,
          lockedUntil: null,
        })
        .where(eq(accounts.id, account.id))
        .returning();
      await this.deps.accounts.revokeSessions(account.id, tx);
      await publishPasswordChanged(tx, account.id, 'mobile_reset');
      await recordAudit(
        tx,
        { operatorId: null, username: null, ip: meta.ip, requestId: meta.requestId },
        {
          action: 'account.password_reset_by_mobile',
          targetType: 'account',
          targetId: String(account.id),
        },
      );
      return row!;
    });
    // Whatever hangs on the ended sessions (game launches) ends too.
    await this.deps.accounts.sessionsEnded(account.id);
    return this.deps.playerAuth.completeLogin(updated, 'member', 'resetPassword', meta, {
      mustChangePassword: false,
    });
  }
}
