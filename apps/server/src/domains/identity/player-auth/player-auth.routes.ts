import {
  API,
  ZAffiliateCheck,
  ZAffiliateCodeParams,
  ZChangePasswordRequest,
  ZCountryCodes,
  ZErrorResponse,
  ZLoginHistory,
  ZLoginRequest,
  ZLoginResponse,
  ZLoginResult,
  ZMemberInfo,
  ZPublicState,
  ZRegisterRequest,
  ZRegisterSettings,
  ZValidationRules,
} from '@lw/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.js';
import { presentMemberInfo } from '../accounts/index.js';
import { COUNTRY_CODES, DEFAULT_DIALING_CODE } from '../phone-numbers/index.js';
import { replyLogin } from './login-reply.js';
import { currentPlayer, requirePlayer } from '../../../platform/guards/player-guard.js';
import { requestMeta } from '../../../platform/request-meta.js';

const security = [{ playerBearer: [] }];
const errors = { 400: ZErrorResponse, 401: ZErrorResponse, 403: ZErrorResponse };

/** Sign-up, sign-in and the signed-in member's own data. */
export function playerAuthRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const meta = requestMeta;

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
      async () => ctx.registration.registerSettings(),
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
      async () => ({ rules: (await ctx.registration.registerSettings()).fields }),
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
        config: { rateLimit: ctx.loginRateLimit },
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
        const agent = await ctx.accounts.findByAffiliateCode(request.params.code);
        return { valid: agent !== null, agentNickname: agent?.nickname ?? null };
      },
    );

    app.post(
      API.auth.register,
      {
        config: { rateLimit: ctx.loginRateLimit },
        schema: {
          operationId: 'registerMember',
          security: [],
          tags: ['auth'],
          summary: 'Sign up by username; answers a signed-in session',
          body: ZRegisterRequest,
          response: { 200: ZLoginResult, ...errors, 409: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      async (request) => {
        const language = String(request.headers['accept-language'] ?? 'th').slice(0, 2);
        return ctx.registration.register(request.body, { ...meta(request), language });
      },
    );

    app.post(
      API.auth.login,
      {
        config: { rateLimit: ctx.loginRateLimit },
        schema: {
          operationId: 'login',
          security: [],
          tags: ['auth'],
          summary: 'Sign in by username and password on the member or the agent site',
          body: ZLoginRequest,
          response: { 200: ZLoginResponse, ...errors, 423: ZErrorResponse, 429: ZErrorResponse },
        },
      },
      async (request, reply) =>
        replyLogin(reply, await ctx.playerAuth.login(request.body, meta(request))),
    );

    const guard = requirePlayer(ctx.playerAuth);

    app.post(
      API.auth.logout,
      {
        preHandler: guard,
        schema: {
          operationId: 'logout',
          summary: 'End the player session',
          tags: ['auth'],
          security,
          response: { 204: z.undefined(), ...errors },
        },
      },
      async (request, reply) => {
        await ctx.playerAuth.logout(currentPlayer(request).tokenHash);
        return reply.status(204).send();
      },
    );

    app.get(
      API.member.me,
      {
        preHandler: guard,
        schema: {
          operationId: 'getMemberInfo',
          summary: "The signed-in player's profile",
          tags: ['member'],
          security,
          response: { 200: ZMemberInfo, ...errors },
        },
      },
      async (request) => presentMemberInfo(currentPlayer(request).account),
    );

    app.get(
      API.member.publicState,
      {
        preHandler: guard,
        schema: {
          operationId: 'getPublicState',
          tags: ['member'],
          security,
          summary: 'Header figures: balance, currency symbol, VIP, promotions, unread messages',
          response: { 200: ZPublicState, ...errors },
        },
      },
      async (request) => {
        const [policy, modules, wallet] = await Promise.all([
          ctx.settings.get('accountPolicy'),
          ctx.settings.get('modules'),
          ctx.walletBalances.balanceOf(currentPlayer(request).account),
        ]);
        // VIP, promotions and messages arrive with their own issues; until then zero.
        return {
          // The header wallet from the ledger: main, or play money for trial accounts.
          balance: wallet.balance,
          currencySymbol: policy.currencySymbol,
          hasVip: Boolean(modules.enabled.vip),
          vipLabelName: null,
          vipRankLevel: null,
          availablePromoCount: 0,
          unreadMessage: 0,
        };
      },
    );

    app.post(
      API.member.password,
      {
        preHandler: guard,
        config: { rateLimit: ctx.loginRateLimit },
        schema: {
          operationId: 'changePassword',
          summary: "Change the signed-in player's password",
          tags: ['member'],
          security,
          body: ZChangePasswordRequest,
          response: { 204: z.undefined(), ...errors, 429: ZErrorResponse },
        },
      },
      async (request, reply) => {
        await ctx.playerAuth.changePassword(currentPlayer(request), request.body);
        return reply.status(204).send();
      },
    );

    app.get(
      API.member.loginHistory,
      {
        preHandler: guard,
        schema: {
          operationId: 'getLoginHistory',
          summary: "The signed-in player's recent sign-ins",
          tags: ['member'],
          security,
          response: { 200: ZLoginHistory, ...errors },
        },
      },
      async (request) => ({
        items: await ctx.playerAuth.loginHistory(currentPlayer(request).account.id),
      }),
    );
  };
}
