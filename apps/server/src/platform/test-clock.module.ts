import { timingSafeEqual } from 'node:crypto';
import {
  ADMIN_TEST_CLOCK_API,
  ZErrorResponse,
  ZTestClockAdvance,
  ZTestClockState,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from './audit-log.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';
import {
  actorOf,
  currentAdmin,
  requireAdmin,
  type OperatorAuthenticator,
} from './guards/admin-guard.js';
import { defineModule, type Core } from './module.js';

/** A clock that can be moved forward: the server's ForwardOnlyClock, a test's TestClock. */
interface MovableClock extends Clock {
  advance(ms: number): void;
}

function movable(clock: Clock): clock is MovableClock {
  return typeof (clock as Partial<MovableClock>).advance === 'function';
}

export interface TestClockNeeds extends Pick<Core, 'db' | 'clock' | 'config'> {
  adminAuth: OperatorAuthenticator;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * End-to-end tests only (docs/testing.md "A clock the e2e test moves"): a super admin who also
 * gives the server's TEST_CLOCK_TOKEN moves the business clock forward, audited. Without the
 * token in the environment the route answers 404 and nothing can move the clock.
 */
export const testClockModule = defineModule<TestClockNeeds, object>({
  name: 'test-clock',
  services: () => ({}),
  routes: (deps) => [testClockRoutes(deps)],
});

function testClockRoutes({ db, clock, config, adminAuth }: TestClockNeeds): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      ADMIN_TEST_CLOCK_API.advance,
      {
        preHandler: requireAdmin(adminAuth),
        schema: {
          operationId: 'advanceTestClock',
          summary:
            'End-to-end tests: move the business clock forward (off unless TEST_CLOCK_TOKEN)',
          tags: ['admin'],
          security: [{ adminBearer: [] }],
          body: ZTestClockAdvance,
          response: {
            200: ZTestClockState,
            401: ZErrorResponse,
            403: ZErrorResponse,
            404: ZErrorResponse,
          },
        },
      },
      async (request) => {
        const expected = config.TEST_CLOCK_TOKEN;
        if (!expected || !movable(clock)) {
          throw new AppError('NOT_FOUND', 'The test clock is off on this server');
        }
        const { operator } = currentAdmin(request);
        if (operator.role !== 'super_admin') {
          throw new AppError('FORBIDDEN', 'Only a super admin moves the test clock');
        }
        if (!sameToken(request.body.token, expected)) {
          throw new AppError('FORBIDDEN', 'Wrong test clock token');
        }
        const before = clock.now();
        clock.advance(request.body.ms);
        const now = clock.now();
        await recordAudit(db, actorOf(request), {
          action: 'testClock.advance',
          targetType: 'clock',
          before: { now: before.toISOString() },
          after: { now: now.toISOString(), ms: request.body.ms },
        });
        // Read after the move: the real time runs on, so the offset is now minus the real now.
        return { now: now.toISOString(), offsetMs: now.getTime() - Date.now() };
      },
    );
  };
}
