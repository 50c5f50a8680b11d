import {
  errorMessages,
  type TIdentityMatch,
  type TIdentityMatchField,
  type TIdentityMatchSource,
} from '@lw/contracts';
import { and, desc, eq, or, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client.js';
import { accounts, identityDevices, identityMatches } from '../../../db/schema/index.js';
import type { Clock } from '../../../platform/clock.js';
import { AppError } from '../../../platform/errors.js';
import { publishAll } from '../../../platform/events/publish.js';
import {
  compareIdentity,
  type IdentityDetails,
  type IdentityFinding,
  type KnownIdentity,
} from './identity-rule.js';
import type { PayoutDetail, PayoutDetails, RestrictedAccounts } from './ports.js';

/** Who brought the details: the account (null for a registration not made yet), the request. */
export interface MatchContext {
  source: TIdentityMatchSource;
  accountId: number | null;
  attemptUsername?: string | null;
  ip?: string | null;
}

const NO_PAYOUTS: PayoutDetails = { ofAccounts: async () => [] };
const LIST_LIMIT = 200;

/**
 * Duplicate identities (issue 24 item 4): compares new details with every excluded or closed
 * member's, records each match and refuses the blocked ones with the neutral
 * REGISTRATION_REFUSED (never saying that another account exists, or why).
 */
export class IdentityMatchesService {
  private payouts: PayoutDetails = NO_PAYOUTS;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly restricted: RestrictedAccounts,
  ) {}

  /** The cashier's bank accounts reader (plugged in by payout-accounts, a higher layer). */
  usePayoutDetails(source: PayoutDetails): void {
    this.payouts = source;
  }

  /** The matches of `details` with excluded or closed accounts other than `selfId`. */
  async screen(details: IdentityDetails, selfId: number | null = null): Promise<IdentityFinding[]> {
    const reasons = await this.restricted.list(this.clock.now(), this.db);
    if (selfId !== null) reasons.delete(selfId);
    if (reasons.size === 0) return [];
    const known = await this.known(reasons, details.deviceId ?? null);
    return known.flatMap((k) => compareIdentity(details, k) ?? []);
  }

  /**
   * Screens the details; when any match blocks, records every match (committed at once, apart
   * from the caller's work) and throws REGISTRATION_REFUSED. Otherwise answers the flagged
   * matches, for the caller to `record` in its own transaction once the account exists.
   */
  async refuseBlocked(details: IdentityDetails, context: MatchContext): Promise<IdentityFinding[]> {
    const findings = await this.screen(details, context.accountId);
    if (findings.some((f) => f.decision === 'blocked')) {
      await this.record(findings, context, this.db);
      throw new AppError('REGISTRATION_REFUSED', errorMessages.REGISTRATION_REFUSED.en);
    }
    return findings;
  }

  /** Writes the matches and their `identity.matched` events (in the caller's `tx` when given). */
  async record(findings: IdentityFinding[], context: MatchContext, db: Database = this.db) {
    if (findings.length === 0) return;
    if (db === this.db) {
      await this.db.transaction((tx) => this.record(findings, context, tx));
      return;
    }
    const at = this.clock.now();
    const rows = await db
      .insert(identityMatches)
      .values(
        findings.map((f) => ({
          source: context.source,
          accountId: context.accountId,
          attemptUsername: context.attemptUsername ?? null,
          ip: context.ip ?? null,
          matchedAccountId: f.matchedAccountId,
          matchedReason: f.matchedReason,
          fields: f.fields,
          decision: f.decision,
          at,
        })),
      )
      .returning();
    await publishAll(
      db,
      rows.map((r) => ({
        type: 'identity.matched' as const,
        key: `account:${r.matchedAccountId}`,
        payload: {
          matchId: r.id,
          source: r.source,
          decision: r.decision,
          fields: r.fields,
          accountId: r.accountId,
          matchedAccountId: r.matchedAccountId,
          matchedReason: r.matchedReason,
        },
      })),
    );
  }

  /** Keeps the player site's device id of an account (once per pair). */
  async rememberDevice(accountId: number, deviceId: string | null | undefined, db = this.db) {
    if (!deviceId) return;
    await db
      .insert(identityDevices)
      .values({ accountId, deviceId, firstSeenAt: this.clock.now() })
      .onConflictDoNothing();
  }

  /** A member's matches, both as the account the details came from and as the matched one. */
  async forMember(accountId: number): Promise<TIdentityMatch[]> {
    const source = alias(accounts, 'source_account');
    const rows = await this.db
      .select({
        match: identityMatches,
        accountUsername: source.username,
        matchedUsername: accounts.username,
      })
      .from(identityMatches)
      .innerJoin(accounts, eq(accounts.id, identityMatches.matchedAccountId))
      .leftJoin(source, eq(source.id, identityMatches.accountId))
      .where(
        or(
          eq(identityMatches.accountId, accountId),
          eq(identityMatches.matchedAccountId, accountId),
        ),
      )
      .orderBy(desc(identityMatches.id))
      .limit(LIST_LIMIT);
    return rows.map(({ match, accountUsername, matchedUsername }) => ({
      id: match.id,
      source: match.source,
      decision: match.decision,
      fields: match.fields as TIdentityMatchField[],
      accountId: match.accountId,
      accountUsername,
      attemptUsername: match.attemptUsername,
      matchedAccountId: match.matchedAccountId,
      matchedUsername,
      matchedReason: match.matchedReason,
      at: match.at.toISOString(),
    }));
  }

  /** What the excluded or closed accounts are known by. */
  private async known(
    reasons: Map<number, KnownIdentity['reason']>,
    deviceId: string | null,
  ): Promise<KnownIdentity[]> {
    const ids = [...reasons.keys()];
    const [rows, devices, payouts] = await Promise.all([
      this.db
        .select({
          id: accounts.id,
          realName: accounts.realName,
          birthday: accounts.birthday,
          countryDialingCode: accounts.countryDialingCode,
          mobile: accounts.mobile,
        })
        .from(accounts)
        .where(anyOf(accounts.id, ids)),
      deviceId
        ? this.db
            .select({ accountId: identityDevices.accountId })
            .from(identityDevices)
            .where(
              and(eq(identityDevices.deviceId, deviceId), anyOf(identityDevices.accountId, ids)),
            )
        : Promise.resolve([]),
      this.payouts.ofAccounts(ids, this.db),
    ]);
    const onDevice = new Set(devices.map((d) => d.accountId));
    const payoutsOf = new Map<number, PayoutDetail[]>();
    for (const p of payouts) payoutsOf.set(p.accountId, [...(payoutsOf.get(p.accountId) ?? []), p]);
    return rows.map((r) => ({
      accountId: r.id,
      reason: reasons.get(r.id)!,
      realName: r.realName,
      birthday: r.birthday,
      countryDialingCode: r.countryDialingCode,
      mobile: r.mobile,
      deviceIds: onDevice.has(r.id) && deviceId ? new Set([deviceId]) : new Set<string>(),
      payouts: payoutsOf.get(r.id) ?? [],
    }));
  }
}

/** `column = ANY(ids)`: one array parameter, however many ids (an IN list has a cap). */
function anyOf(column: AnyColumn, ids: number[]) {
  return sql`${column} = ANY(${`{${ids.join(',')}}`}::bigint[])`;
}
