import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, rememberedDevices } from '../../../db/schema/index.js';
import { hashToken, newSessionToken } from '../../../platform/tokens.js';
import type { AccountRow } from '../accounts/index.js';

/** The remembered-device cookie: httpOnly, so page scripts never see the token. */
export const DEVICE_COOKIE = 'lw_device';
export const DEVICE_COOKIE_SECONDS = 24 * 60 * 60;

/**
 * Remember me (spec §4 "Remember password", 1 day). Instead of keeping the password in a cookie
 * the browser keeps a random device token (httpOnly); only its SHA-256 is stored. Each use
 * replaces it with a new one, and a password change, lock or "end sessions" revokes them all.
 */
export class RememberedDevices {
  constructor(private readonly db: Database) {}

  /** A new device token for the account; answers the token to set as the cookie. */
  async create(
    accountId: number,
    meta: { ip: string; userAgent: string | null },
    db: Database = this.db,
  ): Promise<string> {
    const token = newSessionToken();
    await db.insert(rememberedDevices).values({
      tokenHash: hashToken(token),
      accountId,
      expiresAt: new Date(Date.now() + DEVICE_COOKIE_SECONDS * 1000),
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    });
    return token;
  }

  /** The account behind a live (not revoked, not expired) device token, or null. */
  async accountOf(token: string | undefined): Promise<AccountRow | null> {
    if (!token || token.length > 200) return null;
    const [found] = await this.db
      .select({ account: accounts })
      .from(rememberedDevices)
      .innerJoin(accounts, eq(accounts.id, rememberedDevices.accountId))
      .where(
        and(
          eq(rememberedDevices.tokenHash, hashToken(token)),
          isNull(rememberedDevices.revokedAt),
          gt(rememberedDevices.expiresAt, sql`now()`),
        ),
      );
    return found?.account ?? null;
  }

  /**
   * Spends a device token: true for exactly one caller while it is live, so two tabs using the
   * same cookie at once cannot both sign in with it.
   */
  async spend(token: string): Promise<boolean> {
    const rows = await this.db
      .update(rememberedDevices)
      .set({ revokedAt: sql`now()`, lastUsedAt: sql`now()` })
      .where(
        and(
          eq(rememberedDevices.tokenHash, hashToken(token)),
          isNull(rememberedDevices.revokedAt),
          gt(rememberedDevices.expiresAt, sql`now()`),
        ),
      )
      .returning({ tokenHash: rememberedDevices.tokenHash });
    return rows.length === 1;
  }

  /** Forget this device (no-op for unknown tokens). */
  async revoke(token: string | undefined): Promise<void> {
    if (!token || token.length > 200) return;
    await this.db
      .update(rememberedDevices)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(rememberedDevices.tokenHash, hashToken(token)), isNull(rememberedDevices.revokedAt)),
      );
  }

  /** Devices currently remembered for the account (security overview). */
  async countLive(accountId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(rememberedDevices)
      .where(
        and(
          eq(rememberedDevices.accountId, accountId),
          isNull(rememberedDevices.revokedAt),
          gt(rememberedDevices.expiresAt, sql`now()`),
        ),
      );
    return row?.n ?? 0;
  }
}
