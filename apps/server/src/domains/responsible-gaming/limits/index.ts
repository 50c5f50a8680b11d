/** The public face of responsible-gaming/limits. */
export { LimitsGate } from './limits-gate.js';
export { LimitsService } from './limits.service.js';
export { limitsModule, type LimitsProvides } from './limits.module.js';
export { periodBounds } from './limit-periods.js';
export { sessionLimitCheck } from './session-limit-check.js';
