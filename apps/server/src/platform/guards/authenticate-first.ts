import type { FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';

/**
 * The guards' hooks (requireAdmin, requirePlayer): they read headers only, never the body. Each
 * with the statuses it refuses with, which the OpenAPI document declares on its routes.
 */
const authenticationHooks = new WeakMap<object, readonly number[]>();

/**
 * Marks a guard's hook, so `authenticateFirst` runs it before the body is parsed; `statuses` are
 * the ones it can refuse with (401 no session, 403 a session without the right).
 */
export function authenticationHook<T extends object>(hook: T, statuses: readonly number[]): T {
  authenticationHooks.set(hook, statuses);
  return hook;
}

/** The statuses the guards of a route can refuse with (before or after `authenticateFirst`). */
export function guardStatuses(route: Pick<RouteOptions, 'onRequest' | 'preHandler'>): number[] {
  const hooks = [...asList(route.onRequest), ...asList(route.preHandler)];
  return [...new Set(hooks.flatMap((hook) => authenticationHooks.get(hook) ?? []))];
}

/**
 * onRoute hook: a route's guard hooks move from preHandler to onRequest, so a call without a
 * valid session is refused (401, 403) before its body is parsed and validated. An anonymous
 * caller learns nothing of the body's schema from a 400, and sends no large body to be parsed.
 * Routes declare guards as preHandler as before; other preHandlers stay where they are.
 */
export function authenticateFirst(route: RouteOptions): void {
  const hooks = asList(route.preHandler);
  const guards = hooks.filter((hook) => authenticationHooks.has(hook));
  if (guards.length === 0) return;
  route.preHandler = hooks.filter((hook) => !authenticationHooks.has(hook));
  route.onRequest = [...asList(route.onRequest), ...guards] as RouteOptions['onRequest'];
}

function asList<T>(hooks: T | T[] | undefined): T[] {
  return hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * A guard made of a per-request resolver (a house session, a chat party): `guard` goes in the
 * route's preHandler like any guard (so it runs first), and `of(request)` in the handler answers
 * the promise the guard awaited, so the lookup is made once per request. The resolver refuses
 * with `statuses` (default: 401).
 */
export function resolvedPerRequest<T>(
  resolve: (request: FastifyRequest) => Promise<T>,
  statuses: readonly number[] = [401],
): {
  of: (request: FastifyRequest) => Promise<T>;
  guard: preHandlerAsyncHookHandler;
} {
  const resolved = new WeakMap<FastifyRequest, Promise<T>>();
  const of = (request: FastifyRequest) => {
    let found = resolved.get(request);
    if (!found) {
      found = resolve(request);
      resolved.set(request, found);
    }
    return found;
  };
  const guard = authenticationHook<preHandlerAsyncHookHandler>(async (request) => {
    await of(request);
  }, statuses);
  return { of, guard };
}
