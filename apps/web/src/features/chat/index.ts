/** The public face of the chat feature: the only file other features import. */
export { closeChat, openChat } from './chat-store';
export { ChatLauncher } from './components/chat-launcher';
export { openCustomerService } from './open-customer-service';
