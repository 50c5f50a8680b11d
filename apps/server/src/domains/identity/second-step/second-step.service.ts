import type { TSecondStepMethod, TSecondStepVerifyRequest, TSmsCodeSent } from '@lw/contracts';
import { errorMessages } from '@lw/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { uniqueConstraintOf } from '../../../platform/db-errors.js';
import { AppError } from '../../../platform/errors.js';
import type { SecretBox } from '../../../platform/secret-box.js';
import type { AccountRow } from '../accounts/index.js';
import type { AccountsService } from '../accounts/index.js';
import { totpCodeIsValid } from '../../../platform/totp.js';
import type { PlayerAuthService, RequestMeta, SessionOutcome } from '../player-auth/index.js';
import type { VerificationCodeService } from '../verification/index.js';
import { findByMobile, parseMobile, type ParsedMobile } from '../phone-numbers/index.js';
import { MAX_WRONG_ANSWERS, type ChallengeRow } from '../player-auth/index.js';
import { namesMatch } from './payee-name.js';

/**
 * The second step of a sign-in (spec §4 "Unregistered IP"): send an SMS or e-mail code for the
 * ticket, then check the answer and open the session the first step earned.
 */
export class SecondStepService {
  constructor(
    private readonly db: Database,
    private readonly playerAuth: PlayerAuthService,
    private readonly accounts: AccountsService,
    private readonly codes: VerificationCodeService,
    private readonly secretBox: SecretBox,
  ) {}

  /**
   * Sends a code to the account's own mobile or e-mail — never to an address the client names,
   * except the mobile a provider-SMS step binds when the account has none yet.
   */
  async sendCode(
    input: { ticket: string; method: 'sms' | 'email' } & MobileToBind,
    meta: RequestMeta,
  ): Promise<TSmsCodeSent> {
    const { challenge, account } = await this.openChallenge(input.ticket, input.method);
    const binding = await this.mobileToBind(challenge, account, input);
    return this.codes.issue({
      channel: input.method,
      destination: binding?.e164 ?? codeDestination(account, input.method),
      purpose: 'secondStep',
      ip: meta.ip,
      accountId: account.id,
      language: account.language,
    });
  }

  /**
   * Checks the answer. A wrong one counts on the ticket (the 5th ends it); the right one spends
   * the ticket and opens the session, in one transaction, so a ticket signs in only once.
   */
  async verify(input: TSecondStepVerifyRequest, meta: RequestMeta): Promise<SessionOutcome> {
    const rules = await this.playerAuth.sessionRules();
    const { challenge, account } = await this.openChallenge(input.ticket, input.method);
    const history = `secondStep:${input.method}`;
    let binding: ParsedMobile | null = null;
    try {
      binding = await this.mobileToBind(challenge, account, input);
      await this.checkAnswer(account, input.method, input.answer, binding);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const wrong = await this.playerAuth.challenges.countWrongAnswer(challenge.ticketHash);
      await this.playerAuth.recordLogin(account.id, challenge.site, history, meta, err.code);
      if (wrong >= MAX_WRONG_ANSWERS) throw expired();
      throw new AppError(err.code, err.message, {
        ...err.details,
        attemptsLeft: MAX_WRONG_ANSWERS - wrong,
      });
    }
    return this.db.transaction(async (tx) => {
      const spent = await this.playerAuth.challenges.consume(challenge.ticketHash, tx);
      if (!spent) throw expired();
      const signedIn = binding ? await bindMobile(tx, account.id, binding) : account;
      return this.playerAuth.openSession(
        signedIn,
        spent.site,
        spent.loginMethod,
        meta,
        rules,
        { mustChangePassword: spent.mustChangePassword, remember: spent.remember },
        tx,
      );
    });
  }

  /** The live challenge and its account; the method must be one the challenge offered. */
  private async openChallenge(
    ticket: string,
    method: TSecondStepMethod,
  ): Promise<{ challenge: ChallengeRow; account: AccountRow }> {
    const challenge = await this.playerAuth.challenges.findLive(ticket);
    if (!challenge) throw expired();
    if (!challenge.methods.includes(method)) {
      throw new AppError('SECOND_STEP_INVALID', 'This method was not offered for this sign-in');
    }
    const account = await this.accounts.findById(challenge.accountId);
    // Locked or disabled meanwhile: this sign-in is over.
    if (!account || account.status !== 'active') throw expired();
    return { challenge, account };
  }

  /**
   * The mobile a provider-SMS step binds: only when the account has none; it must be free.
   * Null when the code goes to the account's own mobile.
   */
  private async mobileToBind(
    challenge: ChallengeRow,
    account: AccountRow,
    input: { method: TSecondStepMethod } & MobileToBind,
  ): Promise<ParsedMobile | null> {
    if (input.method !== 'sms' || challenge.reason !== 'providerSms' || account.mobile) return null;
    const mobile = parseMobile(input.countryDialingCode, input.mobileNum);
    const holder = await findByMobile(this.db, mobile);
    if (holder && holder.id !== account.id) {
      throw new AppError('MOBILE_TAKEN', errorMessages.MOBILE_TAKEN.en);
    }
    return mobile;
  }

  private async checkAnswer(
    account: AccountRow,
    method: TSecondStepMethod,
    answer: string,
    binding: ParsedMobile | null,
  ): Promise<void> {
    switch (method) {
      case 'sms':
      case 'email':
        await this.codes.consume({
          channel: method,
          destination: binding?.e164 ?? codeDestination(account, method),
          purpose: 'secondStep',
          code: answer,
          accountId: account.id,
        });
        return;
      case 'payeeName':
        if (!namesMatch(account.realName, answer)) {
          throw new AppError('PAYEE_NAME_MISMATCH', errorMessages.PAYEE_NAME_MISMATCH.en);
        }
        return;
      case 'totp': {
        const secret = account.totpSecret ? await this.secretBox.decrypt(account.totpSecret) : null;
        if (!secret || !(await totpCodeIsValid(secret, answer))) {
          throw new AppError('TOTP_INVALID', errorMessages.TOTP_INVALID.en);
        }
        return;
      }
    }
  }
}

interface MobileToBind {
  countryDialingCode?: string | undefined;
  mobileNum?: string | undefined;
}

/** Binds the proven mobile to the account (the unique index refuses one taken meanwhile). */
async function bindMobile(tx: Database, accountId: number, mobile: ParsedMobile) {
  try {
    const [row] = await tx
      .update(accounts)
      .set({
        mobile: mobile.national,
        countryDialingCode: mobile.dialingCode,
        mobileVerifiedAt: sql`now()`,
      })
      .where(eq(accounts.id, accountId))
      .returning();
    return row!;
  } catch (err) {
    if (uniqueConstraintOf(err) === 'accounts_mobile_uq')
      throw new AppError('MOBILE_TAKEN', errorMessages.MOBILE_TAKEN.en);
    throw err;
  }
}

function expired(): AppError {
  return new AppError('SECOND_STEP_EXPIRED', errorMessages.SECOND_STEP_EXPIRED.en);
}

/** E.164 mobile (+66812345678) or the lower-cased e-mail: the form verification codes key on. */
export function codeDestination(account: AccountRow, channel: 'sms' | 'email'): string {
  if (channel === 'email') return (account.email ?? '').trim().toLowerCase();
  const dialingCode = (account.countryDialingCode ?? '').replace(/\D/g, '');
  const national = (account.mobile ?? '').replace(/\D/g, '').replace(/^0+/, '');
  return `+${dialingCode}${national}`;
}
