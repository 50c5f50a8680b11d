/** The public face of responsible-gaming/reality-checks: the only file other modules import. */
export { realityChecksModule, type RealityChecksProvides } from './reality-checks.module.js';
