import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Database, DatabaseKind } from './db/client.js';
import type { Clock } from './platform/clock.js';
import type { AccountsService } from './domains/identity/accounts/index.js';
import type { PaymentPasswords } from './domains/identity/accounts/index.js';
import type { AdminAuthService } from './domains/backoffice/operator-auth/index.js';
import type { BotCheckService } from './domains/identity/bot-defence/index.js';
import type { CaptchaService } from './domains/identity/bot-defence/index.js';
import type { LedgerService } from './domains/cashier/ledger/index.js';
import type { Deposits } from './domains/cashier/deposits/index.js';
import type { PaymentMethodsService } from './domains/cashier/payment-methods/index.js';
import type { LiveHub } from './platform/live-hub.js';
import type { VendorTransferService } from './domains/cashier/vendor-transfers/index.js';
import type { WalletBalanceService } from './domains/cashier/wallet/index.js';
import type { MessagingService } from './domains/backoffice/messaging/index.js';
import type { OperatorsService } from './domains/backoffice/operators/index.js';
import type { PlayerAuthService } from './domains/identity/player-auth/index.js';
import type { PasswordResetService } from './domains/identity/password-reset/index.js';
import type { RegistrationService } from './domains/identity/registration/index.js';
import type { SettingsService } from './domains/backoffice/settings/index.js';
import type { VerificationCodeService } from './domains/identity/verification/index.js';
import type { WithdrawalOperationsService } from './domains/cashier/withdrawals/index.js';
import type { WithdrawalsService } from './domains/cashier/withdrawals/index.js';

/** The services one app instance wires together; route plugins receive it. */
export interface AppContext {
  config: Config;
  db: Database;
  databaseKind: DatabaseKind;
  redis: Redis | null;
  /** Business time: every daily and rolling window is computed from it (tests move it). */
  clock: Clock;
  settings: SettingsService;
  operators: OperatorsService;
  adminAuth: AdminAuthService;
  accounts: AccountsService;
  playerAuth: PlayerAuthService;
  /** Checks payment passwords, with the per-account lock after too many wrong ones. */
  paymentPasswords: PaymentPasswords;
  registration: RegistrationService;
  /** Captcha images (login after failures, registration when configured). */
  captcha: CaptchaService;
  /** Proof-of-work bot check before a username login. */
  botCheck: BotCheckService;
  /** E-mail and SMS through the configured providers, each send recorded in the outbox. */
  messaging: MessagingService;
  passwordReset: PasswordResetService;
  /** SMS and e-mail verification codes with their send limits. */
  verificationCodes: VerificationCodeService;
  /** The double-entry ledger: the only writer of balances. */
  ledger: LedgerService;
  /** Payment methods and the operator's bank accounts (depositv2, back office). */
  paymentMethods: PaymentMethodsService;
  /** Deposits: members' requests, approve/reject, gateway callbacks. */
  deposits: Deposits;
  /** Live events to members' open pages (WebSocket; fan-out through Redis when configured). */
  live: LiveHub;
  /** Wallet balances read from the ledger (header balance, public state). */
  walletBalances: WalletBalanceService;
  /** Main wallet <-> transfer-mode vendor wallets, with the reconciliation job. */
  vendorTransfers: VendorTransferService;
  /** Members' withdrawals (request, records, receipt). */
  withdrawals: WithdrawalsService;
  /** The operator's withdrawal lifecycle and the auto-receipt job. */
  withdrawalOperations: WithdrawalOperationsService;
  /** Per-IP limit on sign-in attempts (per-account lockout is separate, in the database). */
  loginRateLimit: { max: number; timeWindow: number };
}
