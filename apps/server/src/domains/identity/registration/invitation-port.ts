import type { Database } from '../../../db/client.js';

/**
 * The agents' invitation links as registration sees them (a port: agents/invitations, a higher
 * layer, fills it in app.ts). A link's code places the new account under its agent with the
 * link's kind, and the sign-up is counted in the sign-up's own transaction.
 */
export interface InvitationCodes {
  /** The enabled link with this code; null when no link has it (it may be an agent's own code). */
  find(code: string): Promise<{ linkId: number; agentId: number; kind: 'member' | 'agent' } | null>;
  /** Counts the sign-up in `tx`; false when the link was disabled meanwhile. */
  countSignUp(linkId: number, accountId: number, tx: Database): Promise<boolean>;
}
