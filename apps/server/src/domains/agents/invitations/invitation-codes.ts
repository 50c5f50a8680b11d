import type { TInvitationKind } from '@lw/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { agentInvitationLinks, agentInvitationSignups } from '../../../db/schema/index.js';

/** An enabled invitation link a sign-up's code names. */
export interface InvitationLinkHit {
  linkId: number;
  agentId: number;
  kind: TInvitationKind;
}

/** Link codes: 10 characters, never the 8 of an account's own code, so the two never collide. */
export const LINK_CODE_LENGTH = 10;

/**
 * The registration's side of the invitation links (the port `InvitationCodes` of
 * identity/registration, wired in app.ts): which agent and kind a code opens, and the count.
 */
export class InvitationCodeBook {
  constructor(private readonly db: Database) {}

  /** The enabled link with this code (case-insensitive); null for any other code. */
  async find(code: string, db: Database = this.db): Promise<InvitationLinkHit | null> {
    const normal = code.trim().toUpperCase();
    if (normal.length !== LINK_CODE_LENGTH) return null;
    const [row] = await db
      .select({
        linkId: agentInvitationLinks.id,
        agentId: agentInvitationLinks.agentId,
        kind: agentInvitationLinks.kind,
      })
      .from(agentInvitationLinks)
      .where(and(eq(agentInvitationLinks.code, normal), eq(agentInvitationLinks.enabled, true)));
    return row ?? null;
  }

  /**
   * Counts the sign-up on the link in the sign-up's transaction: one guarded increment (the row
   * lock orders parallel sign-ups, so 100 at once count 100). False when the link was disabled
   * meanwhile: the caller refuses the sign-up and its transaction rolls back.
   */
  async countSignUp(linkId: number, accountId: number, tx: Database): Promise<boolean> {
    const [row] = await tx
      .update(agentInvitationLinks)
      .set({ signups: sql`${agentInvitationLinks.signups} + 1` })
      .where(and(eq(agentInvitationLinks.id, linkId), eq(agentInvitationLinks.enabled, true)))
      .returning({ id: agentInvitationLinks.id });
    if (!row) return false;
    await tx.insert(agentInvitationSignups).values({ accountId, linkId, createdAt: sql`now()` });
    return true;
  }
}
