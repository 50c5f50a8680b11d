/** The public face of identity/bot-defence: the only file other modules import. */
export { BotCheckService } from './bot-check.service.js';
export { CaptchaService } from './captcha.service.js';
export { botDefenceModule } from './bot-defence.module.js';
