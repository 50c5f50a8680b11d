import { defineModule, type Core } from '../../../platform/module.js';
import { adminAuthRoutes } from './operator-auth.routes.js';
import { AdminAuthService } from './operator-auth.service.js';

export type OperatorAuthNeeds = Pick<Core, 'config' | 'db'>;

export interface OperatorAuthProvides {
  /** Operators' sign-in and sessions; every back-office route's guard asks it. */
  adminAuth: AdminAuthService;
}

/** Operator sign-in (back office). */
export const operatorAuthModule = defineModule<OperatorAuthNeeds, OperatorAuthProvides>({
  name: 'operator-auth',
  services: ({ config, db }) => ({
    adminAuth: new AdminAuthService(db, {
      idleMinutes: config.ADMIN_SESSION_IDLE_MINUTES,
      maxHours: config.ADMIN_SESSION_MAX_HOURS,
    }),
  }),
  routes: (deps) => [adminAuthRoutes(deps)],
});
