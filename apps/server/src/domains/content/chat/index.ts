/** The public face of content/chat: the only file other modules import. */
export { chatModule } from './chat.module.js';
export type { ChatService } from './chat.service.js';
