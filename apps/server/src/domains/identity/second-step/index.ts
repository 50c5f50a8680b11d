/** The public face of identity/second-step: the only file other modules import. */
export { secondStepRoutes } from './second-step.routes.js';
