/** The public face of identity/second-step: the only file other modules import. */
export { secondStepModule } from './second-step.module.js';
