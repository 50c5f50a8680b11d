import {
  DEPOSIT_API,
  ZAdminPaymentMethod,
  ZAdminPaymentMethodList,
  ZErrorResponse,
  ZIdParams,
  ZOperatorBankAccount,
  ZOperatorBankAccountInput,
  ZOperatorBankAccountList,
  ZPaymentMethodInput,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PaymentMethodsService } from './payment-methods.service.js';
import { actorOf, requireAdmin } from '../../../platform/guards/admin-guard.js';

/** What these routes use. */
export interface PaymentMethodsRoutesDeps {
  adminAuth: OperatorAuthenticator;
  paymentMethods: PaymentMethodsService;
}

const adminSecurity = [{ adminBearer: [] }];
const errors = {
  400: ZErrorResponse,
  401: ZErrorResponse,
  403: ZErrorResponse,
  404: ZErrorResponse,
};
// Literal paths: the contract's path builders encode ':'.

/** Back office: the operator's bank accounts and the payment methods of depositv2. */
export function paymentMethodsRoutes(deps: PaymentMethodsRoutesDeps): FastifyPluginAsyncZod {
  const service = deps.paymentMethods;
  return async (app) => {
    const read = requireAdmin(deps.adminAuth, 'cashier.read');
    const manage = requireAdmin(deps.adminAuth, 'cashier.manage');

    app.get(
      DEPOSIT_API.admin.bankAccounts,
      {
        preHandler: read,
        schema: {
          operationId: 'listOperatorBankAccounts',
          summary: "List the operator's receiving bank accounts",
          tags: ['admin'],
          security: adminSecurity,
          response: { 200: ZOperatorBankAccountList, ...errors },
        },
      },
      async () => ({ items: await service.listBankAccounts() }),
    );

    app.post(
      DEPOSIT_API.admin.bankAccounts,
      {
        preHandler: manage,
        schema: {
          operationId: 'createOperatorBankAccount',
          summary: 'Add a receiving bank account',
          tags: ['admin'],
          security: adminSecurity,
          body: ZOperatorBankAccountInput,
          response: { 201: ZOperatorBankAccount, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createBankAccount(request.body, actorOf(request))),
    );

    app.put(
      DEPOSIT_API.admin.bankAccountPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'updateOperatorBankAccount',
          summary: 'Update a receiving bank account',
          tags: ['admin'],
          security: adminSecurity,
          params: ZIdParams,
          body: ZOperatorBankAccountInput,
          response: { 200: ZOperatorBankAccount, ...errors },
        },
      },
      async (request) =>
        service.updateBankAccount(request.params.id, request.body, actorOf(request)),
    );

    app.delete(
      DEPOSIT_API.admin.bankAccountPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'deleteOperatorBankAccount',
          summary: 'Delete a receiving bank account',
          tags: ['admin'],
          security: adminSecurity,
          params: ZIdParams,
          response: { 204: z.undefined(), ...errors, 409: ZErrorResponse },
        },
      },
      async (request, reply) => {
        await service.deleteBankAccount(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );

    app.get(
      DEPOSIT_API.admin.paymentMethods,
      {
        preHandler: read,
        schema: {
          operationId: 'listAdminPaymentMethods',
          summary: 'List all deposit payment methods',
          tags: ['admin'],
          security: adminSecurity,
          response: { 200: ZAdminPaymentMethodList, ...errors },
        },
      },
      async () => ({ items: await service.listMethods() }),
    );

    app.post(
      DEPOSIT_API.admin.paymentMethods,
      {
        preHandler: manage,
        schema: {
          operationId: 'createPaymentMethod',
          summary: 'Create a deposit payment method',
          tags: ['admin'],
          security: adminSecurity,
          body: ZPaymentMethodInput,
          response: { 201: ZAdminPaymentMethod, ...errors, 409: ZErrorResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await service.createMethod(request.body, actorOf(request))),
    );

    app.put(
      DEPOSIT_API.admin.paymentMethodPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'updatePaymentMethod',
          summary: 'Update a deposit payment method',
          tags: ['admin'],
          security: adminSecurity,
          params: ZIdParams,
          body: ZPaymentMethodInput,
          response: { 200: ZAdminPaymentMethod, ...errors, 409: ZErrorResponse },
        },
      },
      async (request) => service.updateMethod(request.params.id, request.body, actorOf(request)),
    );

    app.delete(
      DEPOSIT_API.admin.paymentMethodPattern,
      {
        preHandler: manage,
        schema: {
          operationId: 'deletePaymentMethod',
          summary: 'Delete a deposit payment method',
          tags: ['admin'],
          security: adminSecurity,
          params: ZIdParams,
          response: { 204: z.undefined(), ...errors, 409: ZErrorResponse },
        },
      },
      async (request, reply) => {
        await service.deleteMethod(request.params.id, actorOf(request));
        return reply.status(204).send();
      },
    );
  };
}
