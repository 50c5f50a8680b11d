import type { TSecondStepMethod, TSecondStepRequired } from '@lw/contracts';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { loginChallenges, loginHistory } from '../../../db/schema/index.js';
import { hashToken, newSessionToken } from '../../../platform/tokens.js';
import { maskEmail, maskMobile } from '../accounts/index.js';
import type { AccountRow } from '../accounts/index.js';

/** A ticket is good for 10 minutes and 5 wrong answers. */
export const CHALLENGE_MINUTES = 10;
export const MAX_WRONG_ANSWERS = 5;

export type ChallengeRow = typeof loginChallenges.$inferSelect;

/** The methods of `order` this account can actually use, in the operator's order. */
export function usableMethods(
  account: AccountRow,
  order: readonly TSecondStepMethod[],
): TSecondStepMethod[] {
  const usable: Record<TSecondStepMethod, boolean> = {
    sms: Boolean(account.mobile),
    email: Boolean(account.email),
    payeeName: Boolean(account.realName?.trim()),
    totp: Boolean(account.totpSecret),
  };
  return [...new Set(order)].filter((m) => usable[m]);
}

/**
 * Sign-ins waiting for their second step (spec §4 "Unregistered IP"). Only the SHA-256 of the
 * ticket is stored, as for session tokens.
 */
export class LoginChallenges {
  constructor(private readonly db: Database) {}

  /**
   * True when the account has signed in from this IP before, or registered from it. An account
   * that has neither a register IP nor any successful sign-in is on its first login: it has no
   * known IP to compare with, so it counts as registered.
   */
  async isKnownIp(account: AccountRow, ip: string): Promise<boolean> {
    if (account.registerIp === ip) return true;
    const [row] = await this.db
      .select({
        fromIp: sql<boolean>`coalesce(bool_or(${loginHistory.ip} = ${ip}), false)`,
        any: sql<boolean>`count(*) > 0`,
      })
      .from(loginHistory)
      .where(and(eq(loginHistory.accountId, account.id), eq(loginHistory.success, true)));
    if (row?.fromIp) return true;
    return account.registerIp === null && !row?.any;
  }

  /** Opens a challenge and answers what the client needs to show the second step. */
  async create(input: {
    account: AccountRow;
    site: 'member' | 'agent';
    loginMethod: string;
    reason: 'newIp' | 'providerSms';
    methods: TSecondStepMethod[];
    mustChangePassword: boolean;
    remember: boolean;
    ip: string;
  }): Promise<TSecondStepRequired> {
    const ticket = newSessionToken();
    const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
    await this.db.insert(loginChallenges).values({
      ticketHash: hashToken(ticket),
      accountId: input.account.id,
      site: input.site,
      loginMethod: input.loginMethod,
      reason: input.reason,
      methods: input.methods,
      mustChangePassword: input.mustChangePassword,
      remember: input.remember,
      ip: input.ip,
      expiresAt,
    });
    return {
      secondStep: {
        ticket,
        methods: input.methods,
        mobileMasked: maskMobile(input.account.mobile),
        emailMasked: maskEmail(input.account.email),
        expiresAt: expiresAt.toISOString(),
        reason: input.reason,
        bindMobile: input.reason === 'providerSms' && !input.account.mobile,
      },
    };
  }

  /** The challenge behind a ticket while it can still be answered, else null. */
  async findLive(ticket: string): Promise<ChallengeRow | null> {
    const [row] = await this.db
      .select()
      .from(loginChallenges)
      .where(and(eq(loginChallenges.ticketHash, hashToken(ticket)), this.live()));
    return row ?? null;
  }

  /** Counts a wrong answer; answers the number of wrong answers so far. */
  async countWrongAnswer(ticketHash: string): Promise<number> {
    const [row] = await this.db
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(eq(loginChallenges.ticketHash, ticketHash))
      .returning({ attempts: loginChallenges.attempts });
    return row?.attempts ?? MAX_WRONG_ANSWERS;
  }

  /** Spends the ticket: the row for exactly one caller while it is live, else null. */
  async consume(ticketHash: string, db: Database = this.db): Promise<ChallengeRow | null> {
    const [row] = await db
      .update(loginChallenges)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(loginChallenges.ticketHash, ticketHash), this.live()))
      .returning();
    return row ?? null;
  }

  private live() {
    return and(
      isNull(loginChallenges.consumedAt),
      gt(loginChallenges.expiresAt, sql`now()`),
      lt(loginChallenges.attempts, MAX_WRONG_ANSWERS),
    );
  }
}
