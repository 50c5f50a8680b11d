import type { OperatorAuthenticator } from '../guards/admin-guard.js';
import { defineModule, type Core } from '../module.js';
import type { EventDispatcher } from './event-dispatcher.js';
import { eventsAdminRoutes } from './events-admin.routes.js';

interface EventsAdminNeeds extends Pick<Core, 'db'> {
  adminAuth: OperatorAuthenticator;
  events: EventDispatcher;
}

/**
 * The back office's routes over the outbox's consumers (positions, lag, replay). Apart from
 * `events` because they need the operator guard, which comes later in the list.
 */
export const eventsAdminModule = defineModule<EventsAdminNeeds, Record<never, never>>({
  name: 'events-admin',
  services: () => ({}),
  routes: (deps) => [eventsAdminRoutes(deps)],
});
