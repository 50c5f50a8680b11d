import { defineModule, type Core } from '../../../platform/module.js';
import type { ServerSecrets } from '../../../platform/server-secrets.js';
import type { MessagingService } from '../../backoffice/messaging/index.js';
import type { OperatorAlertsService } from '../../backoffice/operator-alerts/index.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { BotCheckService } from '../bot-defence/index.js';
import type { PlayerAuthService } from '../player-auth/index.js';
import { SmsAuthService } from './sms-auth.service.js';
import { VerificationCodeService } from './verification-codes.service.js';
import { verificationRoutes } from './verification.routes.js';

export interface VerificationNeeds extends Pick<Core, 'clock' | 'config' | 'db'> {
  botCheck: BotCheckService;
  messaging: MessagingService;
  operatorAlerts: OperatorAlertsService;
  playerAuth: PlayerAuthService;
  serverSecrets: ServerSecrets;
  settings: SettingsService;
}

export interface VerificationProvides {
  /** SMS and e-mail verification codes with their send limits. */
  verificationCodes: VerificationCodeService;
  /** SMS codes and the SMS sign-in. */
  smsAuth: SmsAuthService;
}

/** Verification codes by SMS and e-mail, and the SMS sign-in. */
export const verificationModule = defineModule<VerificationNeeds, VerificationProvides>({
  name: 'verification',
  services: ({
    db,
    settings,
    messaging,
    operatorAlerts,
    serverSecrets,
    clock,
    botCheck,
    playerAuth,
  }) => {
    const verificationCodes = new VerificationCodeService(
      db,
      settings,
      messaging,
      serverSecrets,
      operatorAlerts,
      clock,
    );
    return {
      verificationCodes,
      smsAuth: new SmsAuthService({ db, settings, botCheck, playerAuth, codes: verificationCodes }),
    };
  },
  routes: (deps) => [verificationRoutes(deps)],
});
