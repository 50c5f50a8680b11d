import { z } from 'zod';
import { ZMessageTitle } from './content-messages.js';

/**
 * A visitor's first message on the live socket: no account, so it receives broadcasts only
 * (maintenance switches, notices, shared game rounds), never an account's events.
 */
export const ZLiveAnonymousHello = z.object({ type: z.literal('anonymous') });

/**
 * Live events of the session, the site and the platform messages (spread into
 * `ZLiveServerEvent`).
 */
export const ZSiteLiveEvents = [
  /**
   * Every session of the account (or this sign-in session) ended: locked, disabled, sessions
   * ended by an operator, password changed, signed out. The socket closes (4401) right after.
   */
  z.object({ type: z.literal('session.ended') }),
  /**
   * The operator changed the maintenance or region settings: fetch the startup permission
   * again (the status depends on the visitor's address, so the event carries none).
   */
  z.object({ type: z.literal('site.status') }),
  /**
   * A platform message arrived. `unread` is the member's new unread count when the sender knew
   * it (one member); otherwise null and the page asks for it.
   */
  z.object({
    type: z.literal('message.new'),
    title: ZMessageTitle,
    unread: z.number().int().nullable(),
  }),
] as const;
