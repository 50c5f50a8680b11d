import { defineModule, type Core } from '../../../platform/module.js';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { SettingsService } from '../../site/settings/index.js';
import { paymentMethodsRoutes } from './payment-methods.routes.js';
import { PaymentMethodsService } from './payment-methods.service.js';

export interface PaymentMethodsNeeds extends Pick<Core, 'db'> {
  adminAuth: OperatorAuthenticator;
  settings: SettingsService;
}

export interface PaymentMethodsProvides {
  /** Payment methods and the operator's bank accounts (depositv2, back office). */
  paymentMethods: PaymentMethodsService;
}

/** Deposit payment methods and the operator's receiving accounts. */
export const paymentMethodsModule = defineModule<PaymentMethodsNeeds, PaymentMethodsProvides>({
  name: 'payment-methods',
  services: ({ db, settings }) => ({ paymentMethods: new PaymentMethodsService(db, settings) }),
  routes: (deps) => [paymentMethodsRoutes(deps)],
});
