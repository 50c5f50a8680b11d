/** The public face of content/help: the only file other modules import. */
export { helpModule } from './help.module.js';
export { HelpService } from './help.service.js';
