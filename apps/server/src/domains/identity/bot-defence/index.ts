/** The public face of identity/bot-defence: the only file other modules import. */
export { BotCheckService } from './bot-check.service.js';
export { botDefenceRoutes } from './bot-defence.routes.js';
export { CaptchaService } from './captcha.service.js';
