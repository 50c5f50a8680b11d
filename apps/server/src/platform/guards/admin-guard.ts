import { roleHasPermission, type TAdminPermission } from '@lw/contracts';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { operators } from '../../db/schema/index.js';
import type { Actor } from '../audit-log.js';
import { bearerToken } from '../bearer.js';
import { AppError } from '../errors.js';
import { authenticationHook } from './authenticate-first.js';

/** An operator's live session, as the operator sign-in resolves a bearer token. */
export interface AuthenticatedOperator {
  operator: typeof operators.$inferSelect;
  tokenHash: string;
}

/** What the guard needs of the operator sign-in (backoffice/operator-auth provides it). */
export interface OperatorAuthenticator {
  authenticate(token: string): Promise<AuthenticatedOperator | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the admin guard for back-office routes. */
    admin: AuthenticatedOperator | null;
  }
}

/**
 * preHandler for back-office routes: a valid operator session, and `permission` when given. It
 * runs before the body is read (`authenticateFirst`).
 * Every admin operation passes through here; the UI hiding a button is not the control.
 */
export function requireAdmin(
  auth: OperatorAuthenticator,
  permission?: TAdminPermission | ((request: FastifyRequest) => TAdminPermission),
): preHandlerAsyncHookHandler {
  return authenticationHook(
    async (request) => {
      const token = bearerToken(request);
      const found = token ? await auth.authenticate(token) : null;
      if (!found) throw new AppError('UNAUTHORIZED', 'Operator session missing or expired');
      const needed = typeof permission === 'function' ? permission(request) : permission;
      if (needed && !roleHasPermission(found.operator.role, needed)) {
        throw new AppError('FORBIDDEN', `Role ${found.operator.role} lacks ${needed}`);
      }
      request.admin = found;
    },
    permission ? [401, 403] : [401],
  );
}

/** The acting operator of a guarded request, for audit entries. */
export function actorOf(request: FastifyRequest): Actor {
  return {
    operatorId: request.admin?.operator.id ?? null,
    username: request.admin?.operator.username ?? null,
    ip: request.ip,
    requestId: request.id,
  };
}

export function currentAdmin(request: FastifyRequest): AuthenticatedOperator {
  if (!request.admin) throw new AppError('UNAUTHORIZED', 'Operator session missing');
  return request.admin;
}
