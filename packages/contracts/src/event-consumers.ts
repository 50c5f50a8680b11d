import { z } from 'zod';

/** The back office's view of the outbox's consumers (on the Jobs page), and a replay. */
export const ADMIN_EVENTS_API = {
  /** listEventConsumers (GET) -> ZEventConsumerList */
  consumers: '/api/admin/events/consumers',
  /** setEventConsumerPosition (PUT) with ZEventConsumerPositionBody -> ZEventConsumer */
  position: (name: string) => `/api/admin/events/consumers/${encodeURIComponent(name)}/position`,
  positionPattern: '/api/admin/events/consumers/:name/position',
} as const;

export const ZEventConsumer = z
  .object({
    /** The consumer's name (its position's key), e.g. `cashier.settled-wagers`. */
    name: z.string(),
    /** The event types it takes; null: every type. */
    types: z.array(z.string()).nullable(),
    /** The last event it handled (0: none yet). */
    position: z.number().int(),
    /** Events after its position still to handle. */
    lag: z.number().int(),
    /** When its position last moved; null: it has not run yet. */
    movedAt: z.string().nullable(),
  })
  .meta({ id: 'EventConsumer' });
export type TEventConsumer = z.infer<typeof ZEventConsumer>;

export const ZEventConsumerList = z
  .object({
    consumers: z.array(ZEventConsumer),
    /** The newest event's position (0: the log is empty). */
    head: z.number().int(),
    /** The oldest event kept (older ones were pruned); null: the log is empty. */
    oldestKept: z.number().int().nullable(),
  })
  .meta({ id: 'EventConsumerList' });
export type TEventConsumerList = z.infer<typeof ZEventConsumerList>;

/** `:name` of a consumer. */
export const ZEventConsumerParams = z.object({ name: z.string().trim().min(1).max(120) });

/** Where a consumer goes on from: it handles every event after `position` again (a replay). */
export const ZEventConsumerPositionBody = z.object({
  position: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
});
export type TEventConsumerPositionBody = z.infer<typeof ZEventConsumerPositionBody>;
