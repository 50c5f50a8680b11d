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
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { adminAccountsRoutes } from './domains/identity/accounts/index.js';
import { PaymentPasswords } from './domains/identity/accounts/index.js';
import { AccountsService } from './domains/identity/accounts/index.js';
import { adminAuthRoutes } from './domains/backoffice/operator-auth/index.js';
import { AdminAuthService } from './domains/backoffice/operator-auth/index.js';
import { auditRoutes } from './domains/backoffice/audit/index.js';
import { BotCheckService } from './domains/identity/bot-defence/index.js';
import { botDefenceRoutes } from './domains/identity/bot-defence/index.js';
import { CaptchaService } from './domains/identity/bot-defence/index.js';
import { ServerSecrets } from './platform/server-secrets.js';
import { LedgerService } from './domains/cashier/ledger/index.js';
import { adminDepositsRoutes } from './domains/cashier/deposits/index.js';
import { scheduleDepositExpiry } from './domains/cashier/deposits/index.js';
import { createDeposits } from './domains/cashier/deposits/index.js';
import { depositsRoutes } from './domains/cashier/deposits/index.js';
import { gatewayCallbackRoutes } from './domains/cashier/deposits/index.js';
import { paymentMethodsRoutes } from './domains/cashier/payment-methods/index.js';
import { PaymentMethodsService } from './domains/cashier/payment-methods/index.js';
import { messagingRoutes } from './domains/backoffice/messaging/index.js';
import { MessagingService } from './domains/backoffice/messaging/index.js';
import { operatorsRoutes } from './domains/backoffice/operators/index.js';
import { OperatorsService } from './domains/backoffice/operators/index.js';
import { passwordResetRoutes } from './domains/identity/password-reset/index.js';
import { PasswordResetService } from './domains/identity/password-reset/index.js';
import { playerAuthRoutes } from './domains/identity/player-auth/index.js';
import { quickLoginRoutes } from './domains/identity/quick-login/index.js';
import { socialLoginRoutes } from './domains/identity/social-login/index.js';
import { PlayerAuthService } from './domains/identity/player-auth/index.js';
import { rememberedDeviceRoutes } from './domains/identity/player-auth/index.js';
import { memberSecurityRoutes } from './domains/identity/member-security/index.js';
import { secondStepRoutes } from './domains/identity/second-step/index.js';
import { SecretBox } from './platform/secret-box.js';
import { RegistrationService } from './domains/identity/registration/index.js';
import { settingsRoutes } from './domains/backoffice/settings/index.js';
import { SettingsService } from './domains/backoffice/settings/index.js';
import { systemRoutes } from './domains/site/startup/index.js';
import { AppError, installErrorHandling } from './platform/errors.js';
import { VerificationCodeService } from './domains/identity/verification/index.js';
import { verificationRoutes } from './domains/identity/verification/index.js';
import { registrationRoutes } from './domains/identity/registration/index.js';
import { contactBindingRoutes } from './domains/identity/contact-binding/index.js';
import { UnknownUsernameGuard } from './domains/identity/player-auth/index.js';
import { expiringCounter } from './platform/expiring-counter.js';
import { adjustmentsRoutes } from './domains/cashier/adjustments/index.js';
import { bankAccountsRoutes } from './domains/cashier/payout-accounts/index.js';
import { memberWalletsRoutes } from './domains/cashier/member-wallets/index.js';
import { adminWithdrawalsRoutes } from './domains/cashier/withdrawals/index.js';
import { scheduleAutoReceipt } from './domains/cashier/withdrawals/index.js';
import { WithdrawalOperationsService } from './domains/cashier/withdrawals/index.js';
import { withdrawalsRoutes } from './domains/cashier/withdrawals/index.js';
import { WithdrawalsService } from './domains/cashier/withdrawals/index.js';
import { createWalletServices, registerWallet } from './wiring/wallet-wiring.js';
import { systemClock, type Clock } from './platform/clock.js';
import { registerOpenApi } from './platform/openapi.js';
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

export type App = FastifyInstance & { ctx: AppContext };

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
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandling(app);
  app.addHook('preValidation', refuseControlCharacters);

  const settings = new SettingsService(database.db, config.SETTINGS_CACHE_MS);
  const accounts = new AccountsService(database.db);
  const serverSecrets = new ServerSecrets(database.db);
  const captcha = new CaptchaService(database.db, serverSecrets);
  const botCheck = new BotCheckService(database.db, serverSecrets, {
    secret: config.BOT_CHECK_SECRET,
    maxNumber: config.BOT_CHECK_MAX_NUMBER,
  });
  const playerAuth = new PlayerAuthService(
    database.db,
    settings,
    accounts,
    { captcha, botCheck },
    app.log,
    new UnknownUsernameGuard(expiringCounter(redis, 'lw-login:')),
  );
  const paymentPasswords = new PaymentPasswords(database.db, settings);
  const secretBox = new SecretBox(serverSecrets);
  const messaging = new MessagingService(database.db, settings);
  const verificationCodes = new VerificationCodeService(database.db, settings, messaging, clock);
  const ledger = new LedgerService(database.db, database.kind);
  const paymentMethods = new PaymentMethodsService(database.db, settings);
  const wallet = createWalletServices({ db: database.db, settings, ledger, redis, liveChannel });
  const ctx: AppContext = {
    config,
    db: database.db,
    databaseKind: database.kind,
    redis,
    clock,
    settings,
    operators: new OperatorsService(database.db),
    adminAuth: new AdminAuthService(database.db, {
      idleMinutes: config.ADMIN_SESSION_IDLE_MINUTES,
      maxHours: config.ADMIN_SESSION_MAX_HOURS,
    }),
    accounts,
    playerAuth,
    paymentPasswords,
    registration: new RegistrationService(
      database.db,
      settings,
      accounts,
      playerAuth,
      captcha,
      verificationCodes,
      botCheck,
      clock,
    ),
    captcha,
    botCheck,
    loginRateLimit: { max: config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
    ledger,
    paymentMethods,
    deposits: createDeposits({ db: database.db, settings, ledger, paymentMethods, log: app.log }),
    live: wallet.live,
    walletBalances: wallet.walletBalances,
    vendorTransfers: wallet.vendorTransfers,
    withdrawals: new WithdrawalsService(database.db, settings, ledger, paymentPasswords, clock),
    withdrawalOperations: new WithdrawalOperationsService(database.db, settings, ledger),
    messaging,
    passwordReset: new PasswordResetService(database.db, settings, accounts, messaging),
    verificationCodes,
  };

  await registerSecurityHeaders(app);
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

  await app.register(systemRoutes(ctx));
  await app.register(adminAuthRoutes(ctx));
  await app.register(settingsRoutes(ctx));
  await app.register(operatorsRoutes(ctx));
  await app.register(auditRoutes(ctx));
  await app.register(playerAuthRoutes(ctx));
  await app.register(rememberedDeviceRoutes(ctx));
  await app.register(secondStepRoutes(ctx, secretBox));
  await app.register(memberSecurityRoutes(ctx, secretBox));
  await app.register(botDefenceRoutes(ctx));
  await app.register(adminAccountsRoutes(ctx));
  await app.register(messagingRoutes(ctx));
  await app.register(passwordResetRoutes(ctx));
  await app.register(verificationRoutes(ctx));
  await app.register(registrationRoutes(ctx));
  await app.register(contactBindingRoutes(ctx));
  await app.register(quickLoginRoutes(ctx));
  await app.register(socialLoginRoutes(ctx));
  await app.register(paymentMethodsRoutes(ctx));
  await app.register(depositsRoutes(ctx));
  await app.register(adminDepositsRoutes(ctx));
  await app.register(gatewayCallbackRoutes(ctx));
  const jobsOn = config.NODE_ENV !== 'test';
  scheduleDepositExpiry(app, ctx.db, 60_000, jobsOn);
  await registerWallet(app, ctx, wallet);
  await app.register(bankAccountsRoutes(ctx));
  await app.register(withdrawalsRoutes(ctx));
  await app.register(adminWithdrawalsRoutes(ctx));
  await app.register(adjustmentsRoutes(ctx));
  await app.register(memberWalletsRoutes(ctx));
  scheduleAutoReceipt(app, ctx.withdrawalOperations, 60_000, jobsOn);
  // Background sends finish before the database closes.
  app.addHook('onClose', () => messaging.idle());

  await registerStaticSites(app, {
    webDist: config.webDist,
    adminDist: config.adminDist,
    enabled: config.SERVE_STATIC,
  });

  const decorated = app as unknown as App;
  decorated.ctx = ctx;
  return decorated;
}
