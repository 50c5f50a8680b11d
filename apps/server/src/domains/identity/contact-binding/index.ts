/** The public face of identity/contact-binding: the only file other modules import. */
export { contactBindingRoutes } from './contact-binding.routes.js';
