import type { Config } from '../config.js';

/** A per-IP limit of @fastify/rate-limit, as a route's `config.rateLimit` takes it. */
export interface RateLimit {
  max: number;
  timeWindow: number;
}

/**
 * The per-IP limit on sign-in attempts and on every route that guesses a secret (codes,
 * passwords, tickets); the per-account lockout is separate, in the database.
 */
export function loginRateLimit(config: Pick<Config, 'LOGIN_RATE_LIMIT_PER_MINUTE'>): RateLimit {
  return { max: config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 };
}
