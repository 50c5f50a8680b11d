import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import crypto from 'node:crypto';
import type { Database } from '../../../db/client.js';
import { loginTickets } from '../../../db/schema/index.js';
import { hashToken } from '../../../platform/tokens.js';

/** A ticket only has to survive the redirect back to the site. */
const TICKET_TTL_MS = 2 * 60_000;

export interface TicketClaims {
  accountId: number;
  site: 'member' | 'agent';
  loginMethod: string;
  requireSms: boolean;
}

/**
 * One-time sign-in tickets (256 random bits; only the SHA-256 is stored): the redirect back from
 * a social sign-in, and the `?token=` hand-over link of a signed-in session.
 */
export class LoginTickets {
  constructor(private readonly db: Database) {}

  async issue(claims: TicketClaims): Promise<{ ticket: string; expiresAt: Date }> {
    const ticket = crypto.randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + TICKET_TTL_MS);
    await this.db
      .delete(loginTickets)
      .where(lt(loginTickets.expiresAt, new Date(Date.now() - 3_600_000)));
    await this.db.insert(loginTickets).values({
      ticketHash: hashToken(ticket),
      ...claims,
      expiresAt,
    });
    return { ticket, expiresAt };
  }

  /** The ticket's claims, once: a single UPDATE so two concurrent uses cannot both win. */
  async consume(ticket: string): Promise<TicketClaims | null> {
    const [row] = await this.db
      .update(loginTickets)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(loginTickets.ticketHash, hashToken(ticket)),
          isNull(loginTickets.consumedAt),
          gt(loginTickets.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!row) return null;
    return {
      accountId: row.accountId,
      site: row.site,
      loginMethod: row.loginMethod,
      requireSms: row.requireSms,
    };
  }
}
