import type { TLiveServerEvent } from '@lw/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveHub } from './live-hub.js';

/** Sends one live event to one member's open pages; never throws. */
export type LiveNotifier = (accountId: number, event: TLiveServerEvent) => Promise<void>;

/**
 * A notifier for changes already committed: a failed push is logged and swallowed, so it never
 * fails (nor makes a caller retry) the decision that caused it. A page that missed it catches
 * up when it next fetches (it does on reconnect).
 */
export function liveNotifier(live: Pick<LiveHub, 'publish'>, log: FastifyBaseLogger): LiveNotifier {
  return (accountId, event) =>
    live.publish(accountId, event).catch((err: unknown) => {
      log.warn({ err, accountId, event: event.type }, 'live push failed');
    });
}
