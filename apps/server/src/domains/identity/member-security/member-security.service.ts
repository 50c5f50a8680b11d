import {
  errorMessages,
  weakPaymentPasswordReason,
  type TSecurityOverview,
  type TSetPaymentPasswordRequest,
} from '@lw/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { refuseTrial } from '../accounts/index.js';
import { AppError } from '../../../platform/errors.js';
import { hashPassword, verifyPassword } from '../../../platform/passwords.js';
import type { PaymentPasswords } from '../accounts/index.js';
import type { SecretBox } from '../../../platform/secret-box.js';
import { maskEmail, maskMobile } from '../accounts/index.js';
import type { AccountRow } from '../accounts/index.js';
import { checkFields, throwIfIssues } from '../accounts/index.js';
import type { PlayerAuthService } from '../player-auth/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import { newTotpSecret, totpCodeIsValid, totpEnrolment } from '../../../platform/totp.js';

/** The member's security centre: payment password and authenticator (spec §2 securityCenter). */
export class MemberSecurityService {
  constructor(
    private readonly db: Database,
    private readonly settings: SettingsService,
    private readonly secretBox: SecretBox,
    private readonly auth: PlayerAuthService,
    private readonly paymentPasswords: PaymentPasswords,
  ) {}

  async overview(account: AccountRow): Promise<TSecurityOverview> {
    refuseTrial(account);
    return {
      mobileMasked: maskMobile(account.mobile),
      countryDialingCode: account.mobile ? account.countryDialingCode : null,
      emailMasked: maskEmail(account.email),
      hasPaymentPassword: account.paymentPasswordHash !== null,
      authenticatorBound: account.totpSecret !== null,
      rememberedDevices: await this.auth.rememberedDevices.countLive(account.id),
    };
  }

  /**
   * Sets the payment password (proven by the login password) or changes it (proven by the
   * current payment password; wrong ones count towards its lock). It follows the registration
   * rule, differs from the login one and is not a sequence, a repeat, the birthday or the mobile.
   */
  async setPaymentPassword(account: AccountRow, input: TSetPaymentPasswordRequest): Promise<void> {
    refuseTrial(account);
    if (account.paymentPasswordHash === null) {
      await this.auth.checkOwnPassword(account, input.currentPassword);
    } else {
      await this.paymentPasswords.check(account, input.currentPassword);
    }
    if (input.newPaymentPassword !== input.confirmPaymentPassword) {
      throw new AppError('PASSWORD_MISMATCH', errorMessages.PASSWORD_MISMATCH.en);
    }
    const { fields } = await this.settings.get('registration');
    throwIfIssues(
      checkFields(
        { newPaymentPassword: input.newPaymentPassword },
        { newPaymentPassword: { ...fields.paymentPassword, shown: true, required: true } },
      ),
    );
    if (weakPaymentPasswordReason(input.newPaymentPassword, account)) {
      throw new AppError('PAYMENT_PASSWORD_TOO_WEAK', errorMessages.PAYMENT_PASSWORD_TOO_WEAK.en);
    }
    if (await verifyPassword(account.passwordHash, input.newPaymentPassword)) {
      throw new AppError('SAME_PASSWORD', 'The payment password must differ from the login one');
    }
    const paymentPasswordHash = await hashPassword(input.newPaymentPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(accounts).set({ paymentPasswordHash }).where(eq(accounts.id, account.id));
      await this.paymentPasswords.reset(account.id, tx);
    });
  }

  /**
   * A new authenticator secret to scan. It stays pending (encrypted) until a code from it is
   * confirmed, so a half-done binding never locks the member out.
   */
  async startAuthenticator(
    account: AccountRow,
  ): Promise<{ secret: string; otpauthUrl: string; qrCode: string }> {
    refuseTrial(account);
    if (account.totpSecret !== null) {
      throw new AppError('CONFLICT', 'An authenticator is already bound; unbind it first');
    }
    const secret = newTotpSecret();
    const { siteName } = await this.settings.get('site');
    const enrolment = await totpEnrolment(secret, siteName, account.username);
    await this.db
      .update(accounts)
      .set({ totpPendingSecret: await this.secretBox.encrypt(secret) })
      .where(eq(accounts.id, account.id));
    return { secret, ...enrolment };
  }

  /** Binds the pending secret once the member proves the app shows its codes. */
  async confirmAuthenticator(account: AccountRow, code: string): Promise<void> {
    refuseTrial(account);
    const pending = account.totpPendingSecret;
    if (!pending || !(await this.codeMatches(pending, code))) throw totpInvalid();
    await this.db
      .update(accounts)
      .set({ totpSecret: pending, totpPendingSecret: null })
      .where(eq(accounts.id, account.id));
  }

  /** Unbinds the authenticator; a current code from it is the proof. */
  async unbindAuthenticator(account: AccountRow, code: string): Promise<void> {
    refuseTrial(account);
    if (!account.totpSecret || !(await this.codeMatches(account.totpSecret, code))) {
      throw totpInvalid();
    }
    await this.db
      .update(accounts)
      .set({ totpSecret: null, totpPendingSecret: null })
      .where(eq(accounts.id, account.id));
  }

  private async codeMatches(encryptedSecret: string, code: string): Promise<boolean> {
    return totpCodeIsValid(await this.secretBox.decrypt(encryptedSecret), code);
  }
}

function totpInvalid(): AppError {
  return new AppError('TOTP_INVALID', errorMessages.TOTP_INVALID.en);
}
