/** The public face of identity/player-auth: the only file other modules import. */
export { type ChallengeRow, MAX_WRONG_ANSWERS } from './login-challenges.js';
export { replyLogin } from './login-reply.js';
export { playerAuthRoutes } from './player-auth.routes.js';
export {
  type LoginOutcome,
  type LoginSite,
  PlayerAuthService,
  type PlayerSession,
  type RequestMeta,
  type SessionOutcome,
} from './player-auth.service.js';
export { rememberedDeviceRoutes } from './remembered-device.routes.js';
export { UnknownUsernameGuard } from './unknown-username-guard.js';
