/** The public face of engagement/red-envelopes. */
export { redEnvelopesModule } from './red-envelopes.module.js';
