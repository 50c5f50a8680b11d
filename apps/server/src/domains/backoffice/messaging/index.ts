/** The public face of backoffice/messaging: the only file other modules import. */
export { MessagingService, type SendOutcome } from './messaging.service.js';
export { messagingModule } from './messaging.module.js';
