/** The public face of identity/live-channel: the only file other modules import. */
export { registerLive } from './live-channel.routes.js';
export { liveSessionChecker } from './live-sessions.js';
