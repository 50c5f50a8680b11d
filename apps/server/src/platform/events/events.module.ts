import { defineModule, type Core } from '../module.js';
import { EventDispatcher } from './event-dispatcher.js';
import { EventRunner } from './event-runner.js';

export interface EventsProvides {
  /** The outbox's consumers: register, replay (`resetPosition`), positions and lag. */
  events: EventDispatcher;
  /** Keeps `events` delivering while the app is up (LISTEN/NOTIFY and polling). */
  eventDelivery: EventRunner;
}

type EventsNeeds = Pick<Core, 'db' | 'databaseKind' | 'config' | 'log' | 'clock'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Durable domain events (`platform/events`): producers `publish` in their own transactions;
 * modules listed after this one register consumers in their `services`. Delivery runs while the
 * app is up, except in tests, which call `events.drain()` themselves.
 */
export const eventsModule = defineModule<EventsNeeds, EventsProvides>({
  name: 'events',
  services: ({ db, databaseKind, config, log }) => {
    const events = new EventDispatcher(db);
    const eventDelivery = new EventRunner(events, db, databaseKind, log, {
      pollMs: config.EVENTS_POLL_MS,
    });
    return { events, eventDelivery };
  },
  start: async ({ eventDelivery, config }) => {
    if (config.NODE_ENV !== 'test') await eventDelivery.start();
  },
  stop: ({ eventDelivery }) => eventDelivery.stop(),
  // The log keeps EVENTS_RETENTION_DAYS of delivered events (replays reach that far back).
  jobs: ({ events, clock, config }) => [
    {
      name: 'events-prune',
      intervalMs: 60 * 60 * 1000,
      run: async (log) => {
        const before = new Date(clock.now().getTime() - config.EVENTS_RETENTION_DAYS * DAY_MS);
        const pruned = await events.prune(before);
        if (pruned > 0) log.info({ pruned }, 'delivered outbox events past retention deleted');
      },
    },
  ],
});
