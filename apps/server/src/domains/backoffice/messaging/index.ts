/** The public face of backoffice/messaging: the only file other modules import. */
export { messagingRoutes } from './messaging.routes.js';
export { MessagingService, type SendOutcome } from './messaging.service.js';
