import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import {
  clientErrorHandler,
  frameworkErrors,
  refuseControlCharacters,
} from './platform/request-hygiene.js';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { API } from '@lw/contracts';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import { pino, type Logger } from 'pino';
import type { Config } from './config.js';
import type { Database, DatabaseHandle } from './db/client.js';
import { auditModule } from './domains/backoffice/audit/index.js';
import { messagingModule } from './domains/backoffice/messaging/index.js';
import { operatorAlertsModule } from './domains/backoffice/operator-alerts/index.js';
import { operatorAuthModule } from './domains/backoffice/operator-auth/index.js';
import { operatorsModule } from './domains/backoffice/operators/index.js';
import { settingsModule } from './domains/site/settings/index.js';
import { accountRecordsModule } from './domains/cashier/account-records/index.js';
import { adjustmentsModule } from './domains/cashier/adjustments/index.js';
import { depositsModule } from './domains/cashier/deposits/index.js';
import { ledgerModule } from './domains/cashier/ledger/index.js';
import { wagersModule } from './domains/cashier/wagers/index.js';
import { memberWalletsModule } from './domains/cashier/member-wallets/index.js';
import { artModule } from './domains/games/art/index.js';
import { catalogueModule } from './domains/games/catalogue/index.js';
import { gameWalletModule } from './domains/games/game-wallet/index.js';
import { houseModule } from './domains/games/house/index.js';
import { houseCrashModule } from './domains/games/house-crash/index.js';
import { chatModule } from './domains/content/chat/index.js';
import { announcementsModule } from './domains/content/announcements/index.js';
import { bannersModule } from './domains/content/banners/index.js';
import { avatarsModule } from './domains/content/avatars/index.js';
import { helpModule } from './domains/content/help/index.js';
import { feedbackModule } from './domains/content/feedback/index.js';
import { launchModule } from './domains/games/launch/index.js';
import { roundsModule } from './domains/games/rounds/index.js';
import { vendorsModule } from './domains/games/vendors/index.js';
import { paymentMethodsModule } from './domains/cashier/payment-methods/index.js';
import { payoutAccountsModule } from './domains/cashier/payout-accounts/index.js';
import { vendorTransfersModule } from './domains/cashier/vendor-transfers/index.js';
import { downlinePullsModule } from './domains/cashier/downline-pulls/index.js';
import { grantTrialPlayMoney, walletModule } from './domains/cashier/wallet/index.js';
import { withdrawalsModule } from './domains/cashier/withdrawals/index.js';
import { bonusWalletModule } from './domains/cashier/bonus-wallet/index.js';
import { settledWagersModule, validStakeSince } from './domains/cashier/settled-wagers/index.js';
import { agentScopeModule } from './domains/agents/agent-scope/index.js';
import { InvitationCodeBook, invitationsModule } from './domains/agents/invitations/index.js';
import { agentTreeModule } from './domains/agents/agent-tree/index.js';
import { contractsModule } from './domains/agents/contracts/index.js';
import { teamModule } from './domains/agents/team/index.js';
import { rebateModule } from './domains/engagement/rebate/index.js';
import { referralModule } from './domains/engagement/referral/index.js';
import { rewardsModule } from './domains/engagement/rewards/index.js';
import { redEnvelopesModule } from './domains/engagement/red-envelopes/index.js';
import { tasksModule } from './domains/engagement/tasks/index.js';
import { leaderboardModule } from './domains/engagement/leaderboard/index.js';
import { VipLevelReader, vipModule } from './domains/engagement/vip/index.js';
import { pointsModule } from './domains/engagement/points/index.js';
import { riskModule } from './domains/responsible-gaming/risk/index.js';
import { realityChecksModule } from './domains/responsible-gaming/reality-checks/index.js';
import { accountsModule } from './domains/identity/accounts/index.js';
import { botDefenceModule } from './domains/identity/bot-defence/index.js';
import { contactBindingModule } from './domains/identity/contact-binding/index.js';
import { liveChannelModule } from './domains/identity/live-channel/index.js';
import { messagesModule } from './domains/content/messages/index.js';
import { kycModule } from './domains/identity/kyc/index.js';
import { memberSecurityModule } from './domains/identity/member-security/index.js';
import { passwordResetModule } from './domains/identity/password-reset/index.js';
import { playerAuthModule } from './domains/identity/player-auth/index.js';
import { quickLoginModule } from './domains/identity/quick-login/index.js';
import { identityMatchesModule } from './domains/identity/identity-matches/index.js';
import { registrationModule } from './domains/identity/registration/index.js';
import { secondStepModule } from './domains/identity/second-step/index.js';
import { socialLoginModule } from './domains/identity/social-login/index.js';
import { verificationModule } from './domains/identity/verification/index.js';
import { startupModule } from './domains/site/startup/index.js';
// Issue 24: responsible gaming (exclusions and the money gate).
import {
  type GrantBonus,
  promotionCounter,
  promotionsModule,
} from './domains/engagement/promotions/index.js';
import { exclusionGate, exclusionsModule } from './domains/responsible-gaming/exclusions/index.js';
import { firstRefusal } from './domains/cashier/money-gate/index.js';
import { pwaModule } from './domains/site/pwa/index.js';
import {
  LimitsGate,
  limitsModule,
  sessionLimitCheck,
} from './domains/responsible-gaming/limits/index.js';
import { AppError, installErrorHandling } from './platform/errors.js';
import { ModuleList, type Core } from './platform/module.js';
import { secretsModule } from './platform/secrets.module.js';
import { eventsAdminModule } from './platform/events/events-admin.module.js';
import { eventsModule } from './platform/events/events.module.js';
import { jobsModule } from './platform/jobs/index.js';
import { systemClock, type Clock } from './platform/clock.js';
import { testClockModule } from './platform/test-clock.module.js';
import { registerCompression } from './platform/compression.js';
import { authenticateFirst } from './platform/guards/authenticate-first.js';
import { registerOpenApi } from './platform/openapi.js';
import { declareStandardResponses } from './platform/openapi-responses.js';
import { registerSecurityHeaders } from './platform/security-headers.js';
import { registerStaticSites } from './platform/static-sites.js';

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: Logger;
  redis?: Redis | null;
  /** Redis channel of the live events (tests sharing one Redis isolate themselves). */
  liveChannel?: string;
  /** Business time (default: the system clock); tests pass a TestClock they can move. */
  clock?: Clock;
}

/**
 * Every module of the app in dependency order: a module is listed after the modules providing what
 * it needs (the compiler checks it), its services are built as it is added, and its routes are
 * registered in this order. A new module is one `.add(xModule)` line here.
 */
function listModules(core: Core) {
  return (
    ModuleList.from(core)
      .add(secretsModule)
      .add(eventsModule)
      .add(operatorAuthModule)
      .add(settingsModule)
      // The job runner reads cron schedules in the operator's zone, a site setting.
      .wire('operator time zone', ({ settings }) => ({
        operatorTimeZone: async () => (await settings.get('cashier')).timeZone,
      }))
      .add(jobsModule)
      // Responsible gaming's money gate (issue 24): the cashier's money paths ask it inside their
      // transaction: an exclusion or time-out refuses first, then the member's limits.
      .wire('money gate', ({ settings }) => ({
        moneyGate: firstRefusal(exclusionGate, new LimitsGate(settings)),
      }))
      .add(eventsAdminModule)
      .add(startupModule)
      .add(pwaModule)
      .add(operatorsModule)
      .add(auditModule)
      .add(ledgerModule)
      .add(wagersModule)
      .add(settledWagersModule)
      // Ports of lower domains that higher ones implement (docs/architecture.md "Domain layers"):
      // free play (identity) grants the cashier's play money; withdrawals count turnover from the
      // settled-wager read model. (The cashier's header count and pull notices take content's
      // `messages` service as their own small interfaces.)
      .wire('trial play money', ({ ledger }) => ({
        grantTrialPlayMoney: (accountId: number, amount: number) =>
          grantTrialPlayMoney(ledger, accountId, amount),
      }))
      .wire('member turnover', () => ({ turnoverSince: validStakeSince }))
      .add(accountsModule)
      // Responsible gaming's session-time limit, asked at sign-in and game launch (issue 24).
      .wire('session limit', ({ db, clock, settings, accounts }) => ({
        sessionLimit: sessionLimitCheck({ db, clock, settings, accounts }),
      }))
      .add(botDefenceModule)
      .add(playerAuthModule)
      .add(messagingModule)
      .add(operatorAlertsModule)
      .add(verificationModule)
      .add(identityMatchesModule)
      // Issue 25: registration places sign-ups by the agents' invitation links (agents/invitations).
      .wire('invitation codes', ({ db }) => ({ invitationCodes: new InvitationCodeBook(db) }))
      .add(registrationModule)
      .add(secondStepModule)
      .add(memberSecurityModule)
      .add(passwordResetModule)
      .add(contactBindingModule)
      .add(quickLoginModule)
      .add(socialLoginModule)
      .add(paymentMethodsModule)
      .add(liveChannelModule)
      .add(depositsModule)
      .add(messagesModule)
      // KYC (issue 24) after messages (its notices) and before withdrawals (the KYC gate).
      .add(kycModule)
      .add(downlinePullsModule)
      // Issue 26: a member's VIP level comes from engagement/vip's read-only reader: the header's
      // level and label, promotions for VIP levels, rebates by level.
      .wire('vip badge', ({ db, settings }) => {
        const vipBadge = new VipLevelReader(db, settings);
        const vipLevelOf = (accountId: number, tx?: Database) => vipBadge.levelOf(accountId, tx);
        return { vipBadge, vipLevelOf };
      })
      // Issue 26: the header's availablePromoCount counts engagement's offers (a port of the wallet).
      .wire('promotion count', ({ db, clock, moneyGate, settings, vipLevelOf }) => ({
        promotionCount: promotionCounter({ db, clock, moneyGate, settings, vipLevelOf }),
      }))
      .add(walletModule)
      .add(accountRecordsModule)
      .add(payoutAccountsModule)
      // Issue 26: the bonus wallet, before withdrawals (a request may forfeit a bonus).
      .add(bonusWalletModule)
      .add(withdrawalsModule)
      .add(adjustmentsModule)
      .add(memberWalletsModule)
      .add(artModule)
      .add(vendorsModule)
      .add(vendorTransfersModule)
      .add(catalogueModule)
      .add(roundsModule)
      .add(gameWalletModule)
      .add(launchModule)
      .add(houseModule)
      .add(bannersModule)
      .add(avatarsModule)
      .add(helpModule)
      .add(feedbackModule)
      .add(houseCrashModule)
      .add(chatModule)
      .add(announcementsModule)
      .add(realityChecksModule)
      .add(limitsModule)
      .add(exclusionsModule)
      // After limits and exclusions: the risk queue's steps call them.
      .add(riskModule)
      // Issue 25: the agent centre; every agent route reads through the one access policy.
      .add(agentScopeModule)
      .add(invitationsModule)
      .add(agentTreeModule)
      // Issue 25 items 3 and 4: commission contracts and their settlement (jobs, bills).
      .add(contractsModule)
      .add(teamModule)
      // Issue 26 items 5 and 6: VIP levels and their bonuses (before the rebate, which pays by level).
      .add(vipModule)
      // Issue 26 items 7 and 8: rebates by VIP level and invite a friend.
      .wire('vip levels', ({ vipLevels }) => ({
        vipLevelsOf: (accountIds: number[], tx?: Database) => vipLevels.levelsOf(accountIds, tx),
      }))
      .add(rebateModule)
      .add(referralModule)
      // Issue 26 items 3 and 4: reward centre, red envelopes, sign-in and tasks, leaderboard.
      .add(rewardsModule)
      .add(redEnvelopesModule)
      .add(tasksModule)
      .add(leaderboardModule)
      // Issue 26 item 1: promotions, paid through the bonus wallet's grant.
      .wire('bonus grant', ({ bonusWallet }) => ({
        grantBonus: ((tx, request) => bonusWallet.grant(tx, request)) satisfies GrantBonus,
      }))
      .add(promotionsModule)
      .add(pointsModule)
      // E2e tests: the clock they move (answers 404 unless TEST_CLOCK_TOKEN is set).
      .add(testClockModule)
  );
}

/** Every service of one app, with the core (tests read them from `app.services`). */
export type AppServices = ReturnType<typeof listModules>['services'];

export type App = FastifyInstance & { services: AppServices };

/** Builds the Fastify instance with every route; main.ts and the tests both use it. */
export async function buildApp({
  config,
  database,
  logger,
  redis = null,
  liveChannel,
  clock = systemClock,
}: BuildAppOptions): Promise<App> {
  const trustProxy = config.TRUST_PROXY;
  const fastify = Fastify({
    loggerInstance: logger ?? pino({ enabled: false }),
    frameworkErrors,
    clientErrorHandler,
    // A hop count trusts that many proxies in front of us.
    trustProxy:
      typeof trustProxy === 'number'
        ? (_addr: string, hop: number) => hop < trustProxy
        : trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w.-]{8,80}$/.test(incoming)
        ? incoming
        : crypto.randomUUID();
    },
    logController: new LogController({
      requestIdLogLabel: 'requestId',
      // Health probes every few seconds would drown the log.
      disableRequestLogging: (req) => config.NODE_ENV === 'test' || req.url === API.health,
    }),
    routerOptions: { ignoreTrailingSlash: true },
  }) as unknown as FastifyInstance;
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('admin', null);
  app.decorateRequest('player', null);
  // Before any route is added: guards run before the body is parsed and validated.
  app.addHook('onRoute', authenticateFirst);
  // Every documented route declares the error statuses it answers by construction.
  app.addHook('onRoute', declareStandardResponses);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandling(app);
  app.addHook('preValidation', refuseControlCharacters);

  await registerSecurityHeaders(app);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    // Shared counters when several processes run behind one load balancer.
    ...(redis ? { redis, nameSpace: 'lw-rate:' } : {}),
    skipOnError: true,
    // The plugin throws what this returns; our error handler renders the AppError.
    errorResponseBuilder: (_req, context) =>
      new AppError('TOO_MANY_REQUESTS', 'Too many requests', {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  await registerOpenApi(app);

  const modules = listModules({
    config,
    db: database.db,
    databaseKind: database.kind,
    redis,
    clock,
    log: app.log,
    liveChannel,
  });
  // Every module's jobs go to the job runner; in tests it runs nothing by itself (they tick and
  // drain it, or call the services), so a timer never races their assertions.
  await modules.install(app, { jobs: modules.services.jobs });

  await registerStaticSites(app, {
    webDist: config.webDist,
    adminDist: config.adminDist,
    enabled: config.SERVE_STATIC,
  });

  const decorated = app as unknown as App;
  decorated.services = modules.services;
  return decorated;
}
