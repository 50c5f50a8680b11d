import {
  checkPattern,
  errorMessages,
  patternMessage,
  type TBindEmailRequest,
  type TBindMobileRequest,
} from '@lw/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { uniqueConstraintOf } from '../../../platform/db-errors.js';
import { refuseTrial } from '../accounts/index.js';
import { AppError } from '../../../platform/errors.js';
import type { AccountRow } from '../accounts/index.js';
import type { BotCheckService } from '../bot-defence/index.js';
import { findByMobile, parseMobile } from '../phone-numbers/index.js';
import type { IssuedCode, VerificationCodeService } from '../verification/index.js';
import type { IdentityMatchesService } from '../identity-matches/index.js';

/** Pattern id 3 of spec §5: e-mail format. */
const EMAIL_PATTERN = 3;

/**
 * A signed-in member binds a mobile number or an e-mail address, each proven by a code sent
 * to it (the mobile's code is sent by sendSmsCode with purpose bindMobile).
 */
export class ContactBindingService {
  constructor(
    private readonly deps: {
      db: Database;
      botCheck: BotCheckService;
      codes: VerificationCodeService;
      identityMatches: IdentityMatchesService;
    },
  ) {}

  async bindMobile(account: AccountRow, input: TBindMobileRequest): Promise<void> {
    refuseTrial(account);
    const mobile = parseMobile(input.countryDialingCode, input.mobileNum);
    // An excluded or closed member's number: recorded, and refused as neutrally as a sign-up.
    await this.deps.identityMatches.refuseBlocked(
      { phone: mobile },
      { source: 'mobile_binding', accountId: account.id },
    );
    const holder = await findByMobile(this.deps.db, mobile);
    if (holder && holder.id !== account.id) {
      throw new AppError('MOBILE_TAKEN', errorMessages.MOBILE_TAKEN.en);
    }
    await this.deps.codes.consume({
      channel: 'sms',
      destination: mobile.e164,
      purpose: 'bindMobile',
      code: input.verificationCode,
      accountId: account.id,
    });
    await this.update(account.id, {
      mobile: mobile.national,
      countryDialingCode: mobile.dialingCode,
      mobileVerifiedAt: new Date(),
    });
  }

  async sendEmailCode(
    account: AccountRow,
    input: { email: string; botCheck?: string | undefined },
    meta: { ip: string; language: string },
  ): Promise<IssuedCode> {
    refuseTrial(account);
    const email = checkedEmail(input.email);
    if (!(await this.deps.botCheck.verify(input.botCheck))) {
      throw new AppError('BOT_CHECK_FAILED', errorMessages.BOT_CHECK_FAILED.en);
    }
    await this.refuseTakenEmail(account.id, email);
    return this.deps.codes.issue({
      channel: 'email',
      destination: email,
      purpose: 'bindEmail',
      ip: meta.ip,
      accountId: account.id,
      language: meta.language,
    });
  }

  async bindEmail(account: AccountRow, input: TBindEmailRequest): Promise<void> {
    refuseTrial(account);
    const email = checkedEmail(input.email);
    await this.refuseTakenEmail(account.id, email);
    await this.deps.codes.consume({
      channel: 'email',
      destination: email,
      purpose: 'bindEmail',
      code: input.verificationCode,
      accountId: account.id,
    });
    await this.update(account.id, { email, emailVerifiedAt: new Date() });
  }

  private async refuseTakenEmail(accountId: number, email: string): Promise<void> {
    const [other] = await this.deps.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(sql`lower(${accounts.email}) = ${email}`, ne(accounts.id, accountId)))
      .limit(1);
    if (other) throw new AppError('EMAIL_TAKEN', errorMessages.EMAIL_TAKEN.en);
  }

  /** The unique indexes have the last word when two members bind the same value at once. */
  private async update(
    accountId: number,
    values: Partial<typeof accounts.$inferInsert>,
  ): Promise<void> {
    try {
      await this.deps.db.update(accounts).set(values).where(eq(accounts.id, accountId));
    } catch (err) {
      const constraint = uniqueConstraintOf(err);
      if (constraint === 'accounts_mobile_uq') {
        throw new AppError('MOBILE_TAKEN', errorMessages.MOBILE_TAKEN.en);
      }
      if (constraint === 'accounts_email_uq') {
        throw new AppError('EMAIL_TAKEN', errorMessages.EMAIL_TAKEN.en);
      }
      throw err;
    }
  }
}

/** Lower-cased address that passes pattern 3, or VALIDATION_ERROR on the email field. */
function checkedEmail(raw: string): string {
  const email = raw.trim().toLowerCase();
  const result = checkPattern(EMAIL_PATTERN, email, { min: 3, max: 254 });
  if (!result.ok) {
    throw new AppError('VALIDATION_ERROR', 'E-mail address is not valid', {
      issues: [
        {
          path: ['email'],
          code: email === '' ? 'required' : result.reason,
          patternId: EMAIL_PATTERN,
          message: patternMessage(EMAIL_PATTERN, 'en', { min: 3, max: 254 }),
        },
      ],
    });
  }
  return email;
}
