import type { FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';

/** The guards' hooks (requireAdmin, requirePlayer): they read headers only, never the body. */
const authenticationHooks = new WeakSet<object>();

/** Marks a guard's hook, so `authenticateFirst` runs it before the body is parsed. */
export function authenticationHook<T extends object>(hook: T): T {
  authenticationHooks.add(hook);
  return hook;
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
 * the promise the guard awaited, so the lookup is made once per request.
 */
export function resolvedPerRequest<T>(resolve: (request: FastifyRequest) => Promise<T>): {
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
  });
  return { of, guard };
}
