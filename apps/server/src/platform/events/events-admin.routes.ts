import {
  ADMIN_EVENTS_API,
  ZErrorResponse,
  ZEventConsumer,
  ZEventConsumerList,
  ZEventConsumerParams,
  ZEventConsumerPositionBody,
  type TEventConsumer,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../audit-log.js';
import { AppError } from '../errors.js';
import { actorOf, requireAdmin, type OperatorAuthenticator } from '../guards/admin-guard.js';
import type { EventDispatcher } from './event-dispatcher.js';

export interface EventsAdminRoutesDeps {
  adminAuth: OperatorAuthenticator;
  db: Database;
  events: EventDispatcher;
}

type Overview = Awaited<ReturnType<EventDispatcher['overview']>>;

function present(consumer: Overview['consumers'][number]): TEventConsumer {
  return { ...consumer, movedAt: consumer.movedAt?.toISOString() ?? null };
}

/**
 * Back office (the Jobs page): the outbox's consumers with their position and lag, and a replay
 * (a consumer handles every event after a position again; its effects are idempotent).
 */
export function eventsAdminRoutes(deps: EventsAdminRoutesDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };
    app.get(
      ADMIN_EVENTS_API.consumers,
      {
        preHandler: requireAdmin(deps.adminAuth, 'jobs.read'),
        schema: {
          operationId: 'listEventConsumers',
          summary: "The domain events' consumers: position, lag, when each last moved",
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          response: { 200: ZEventConsumerList, ...errors },
        },
      },
      async () => {
        const overview = await deps.events.overview();
        return { ...overview, consumers: overview.consumers.map(present) };
      },
    );

    app.put(
      ADMIN_EVENTS_API.positionPattern,
      {
        preHandler: requireAdmin(deps.adminAuth, 'jobs.run'),
        schema: {
          operationId: 'setEventConsumerPosition',
          summary: 'Replay: the consumer handles every event after this position again',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          params: ZEventConsumerParams,
          body: ZEventConsumerPositionBody,
          response: { 200: ZEventConsumer, 404: ZErrorResponse, ...errors },
        },
      },
      async (request) => {
        const { name } = request.params;
        if (!deps.events.consumerNames.includes(name)) {
          throw new AppError('NOT_FOUND', 'No such event consumer');
        }
        const before = (await deps.events.overview()).consumers.find((c) => c.name === name)!;
        await deps.events.resetPosition(name, request.body.position);
        const after = (await deps.events.overview()).consumers.find((c) => c.name === name)!;
        await recordAudit(deps.db, actorOf(request), {
          action: 'events.replay',
          targetType: 'event_consumer',
          targetId: name,
          before: { position: before.position },
          after: { position: after.position },
        });
        return present(after);
      },
    );
  };
}
