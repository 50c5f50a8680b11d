/** The public face of content/messages: the only file other modules import. */
export { messagesModule } from './messages.module.js';
export type { MessagesService } from './messages.service.js';
