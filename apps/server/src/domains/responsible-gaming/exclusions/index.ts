/** The public face of responsible-gaming/exclusions. */
export { exclusionGate } from './exclusion-gate.js';
export { exclusionsModule } from './exclusions.module.js';
export type { ExclusionsService } from './exclusions.service.js';
