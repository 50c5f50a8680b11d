/** The public face of cashier/payment-methods: the only file other modules import. */
export { methodName } from './payment-methods.presenter.js';
export { seedDemoCashier } from './payment-methods.seed.js';
export { PaymentMethodsService, type UsableMethod } from './payment-methods.service.js';
export { paymentMethodsModule } from './payment-methods.module.js';
