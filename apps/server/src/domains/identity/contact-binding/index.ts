/** The public face of identity/contact-binding: the only file other modules import. */
export { contactBindingModule } from './contact-binding.module.js';
