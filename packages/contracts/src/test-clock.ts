import { z } from 'zod';

/**
 * End-to-end tests: a super admin moves the running server's business clock forward, with the
 * token the server was started with (`TEST_CLOCK_TOKEN`). Without it the route answers 404.
 */
export const ADMIN_TEST_CLOCK_API = {
  /** advanceTestClock (POST) with ZTestClockAdvance -> ZTestClockState */
  advance: '/api/admin/test-clock/advance',
} as const;

/** The longest single step: a year and a bit (a monthly dividend's period fits many times). */
export const TEST_CLOCK_MAX_STEP_MS = 400 * 86_400_000;

export const ZTestClockAdvance = z.object({
  /** The server's TEST_CLOCK_TOKEN. */
  token: z.string().min(1).max(256),
  /** How far forward, in ms (never back). */
  ms: z.number().int().min(0).max(TEST_CLOCK_MAX_STEP_MS),
});
export type TTestClockAdvance = z.infer<typeof ZTestClockAdvance>;

export const ZTestClockState = z.object({
  /** The business clock after the move. */
  now: z.iso.datetime(),
  /** How far ahead of the real time it runs, in ms. */
  offsetMs: z.number().int(),
});
export type TTestClockState = z.infer<typeof ZTestClockState>;
