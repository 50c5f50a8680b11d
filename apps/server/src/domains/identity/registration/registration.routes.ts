import {
  API,
  ZAffiliateCheck,
  ZAffiliateCodeParams,
  ZCountryCodes,
  ZErrorResponse,
  ZLoginResponse,
  ZLoginResult,
  ZRegisterMobileRequest,
  ZRegisterRequest,
  ZRegisterSettings,
  ZValidationRules,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.js';
import type { RegistrationService } from './registration.service.js';
import { replyLogin } from '../player-auth/index.js';
import { COUNTRY_CODES, DEFAULT_DIALING_CODE } from '../phone-numbers/index.js';
import { requestMeta, requestMetaWithLanguage } from '../../../platform/request-meta.js';
import { loginRateLimit } from '../../../platform/rate-limits.js';

/** What these routes use. */
export interface RegistrationRoutesDeps {
  config: Config;
  registration: RegistrationService;
}

const errors = {
  400: ZErrorResponse,
  403: ZErrorResponse,
  409: ZErrorResponse,
  429: ZErrorResponse,
};
const authErrors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Sign-up by username or mobile number, with the rules and lookups the sign-up forms use. */
export function registrationRoutes(deps: RegistrationRoutesDeps): FastifyPluginAsyncZod {
  const loginLimit = loginRateLimit(deps.config);
  return async (app) => {
    app.post(
      API.auth.registerMobile,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'registerByMobile',
          security: [],
          tags: ['auth'],
          summary:
            'Sign up with a mobile number and its SMS code (purpose register); answers a signed-in session',
          body: ZRegisterMobileRequest,
          response: { 200: ZLoginResponse, ...errors },
        },
      },
      async (request, reply) => {
        const outcome = await deps.registration.registerByMobile(
          request.body,
          requestMetaWithLanguage(request),
        );
        return replyLogin(reply, outcome);
      },
    );
    app.get(
      API.auth.registerSettings,
      {
        schema: {
          operationId: 'getRegisterSettings',
          security: [],
          tags: ['auth'],
          summary: 'Registration methods and the rule of each form field',
          response: { 200: ZRegisterSettings },
        },
      },
      async () => deps.registration.registerSettings(),
    );

    app.get(
      API.auth.validationRules,
      {
        schema: {
          operationId: 'getValidationRules',
          security: [],
          tags: ['auth'],
          summary: 'Pattern id and bounds per field (registration and password change)',
          response: { 200: ZValidationRules },
        },
      },
      async () => ({ rules: (await deps.registration.registerSettings()).fields }),
    );

    app.get(
      API.auth.countryCodes,
      {
        schema: {
          operationId: 'getCountryCodes',
          security: [],
          tags: ['auth'],
          summary: 'Dialing codes with the mobile number length per country',
          response: { 200: ZCountryCodes },
        },
      },
      async () => ({
        items: COUNTRY_CODES.map((c) => ({ ...c, phoneDigits: { ...c.phoneDigits } })),
        default: DEFAULT_DIALING_CODE,
      }),
    );

    app.get(
      API.auth.affiliatePattern,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'checkAffiliateCode',
          security: [],
          tags: ['auth'],
          summary: "Whether an agent's invitation code is valid",
          params: ZAffiliateCodeParams,
          response: { 200: ZAffiliateCheck, 400: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      async (request) => {
        const agent = await deps.registration.invitingAgent(request.params.code);
        return { valid: agent !== null, agentNickname: agent?.nickname ?? null };
      },
    );

    app.post(
      API.auth.register,
      {
        config: { rateLimit: loginLimit },
        schema: {
          operationId: 'registerMember',
          security: [],
          tags: ['auth'],
          summary: 'Sign up by username; answers a signed-in session',
          body: ZRegisterRequest,
          response: { 200: ZLoginResult, ...authErrors, 409: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      async (request) => {
        const language = String(request.headers['accept-language'] ?? 'th').slice(0, 2);
        return deps.registration.register(request.body, { ...requestMeta(request), language });
      },
    );
  };
}
