/** The public face of identity/player-auth: the only file other modules import. */
export { type ChallengeRow, MAX_WRONG_ANSWERS } from './login-challenges.js';
export { replyLogin } from './login-reply.js';
export {
  type LoginOutcome,
  type LoginSite,
  PlayerAuthService,
  type PlayerSession,
  type RequestMeta,
  type SessionOutcome,
} from './player-auth.service.js';
export { UnknownUsernameGuard } from './unknown-username-guard.js';
export { playerAuthModule } from './player-auth.module.js';
export { noSessionLimit, type SessionLimit } from './session-limit.js';
