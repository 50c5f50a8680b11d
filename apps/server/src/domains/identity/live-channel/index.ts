/** The public face of identity/live-channel: the only file other modules import. */
export { liveChannelModule } from './live-channel.module.js';
