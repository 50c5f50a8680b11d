import type { EventConsumer } from '../../../platform/events/event-consumer.js';
import type { LaunchService } from './launch.service.js';

/**
 * A launch whose sign-in session was checked just before the session ended can be written a
 * moment after the end's commit: the launches opened up to this long after the event end too.
 */
const LATE_LAUNCH_MARGIN_MS = 10_000;

/**
 * Ends game launches when the sign-in sessions they came from end, from the durable events of
 * identity (`account.sessions_ended`, `account.signed_out`): a crash after the sign-out's commit
 * cannot leave launch tokens taking bets. The revocation commits with the consumer's position;
 * a replay ends nothing opened later (a new sign-in's launches play on).
 */
export function launchRevocationConsumer(launch: LaunchService): EventConsumer {
  return {
    name: 'games.launch-revocation',
    types: ['account.sessions_ended', 'account.signed_out'],
    handle: async (tx, events) => {
      for (const event of events) {
        if (event.type === 'account.sessions_ended') {
          const openedBy = new Date(event.occurredAt.getTime() + LATE_LAUNCH_MARGIN_MS);
          await launch.revokeSessions(event.payload.accountId, openedBy, tx);
        } else if (event.type === 'account.signed_out') {
          const { accountId, sessionTokenHash } = event.payload;
          await launch.revokeSignInLaunches(accountId, sessionTokenHash, tx);
        }
      }
    },
  };
}
