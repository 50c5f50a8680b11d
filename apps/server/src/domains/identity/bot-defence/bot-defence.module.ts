import { defineModule, type Core } from '../../../platform/module.js';
import type { ServerSecrets } from '../../../platform/server-secrets.js';
import { BotCheckService } from './bot-check.service.js';
import { botDefenceRoutes } from './bot-defence.routes.js';
import { CaptchaService } from './captcha.service.js';

export interface BotDefenceNeeds extends Pick<Core, 'config' | 'db'> {
  serverSecrets: ServerSecrets;
}

export interface BotDefenceProvides {
  /** Captcha images (login after failures, registration when configured). */
  captcha: CaptchaService;
  /** Proof-of-work bot check before a username login. */
  botCheck: BotCheckService;
}

/** Captcha and the proof-of-work bot check. */
export const botDefenceModule = defineModule<BotDefenceNeeds, BotDefenceProvides>({
  name: 'bot-defence',
  services: ({ config, db, serverSecrets }) => ({
    captcha: new CaptchaService(db, serverSecrets),
    botCheck: new BotCheckService(db, serverSecrets, {
      secret: config.BOT_CHECK_SECRET,
      maxNumber: config.BOT_CHECK_MAX_NUMBER,
    }),
  }),
  routes: (deps) => [botDefenceRoutes(deps)],
});
