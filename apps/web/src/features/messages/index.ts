/** The public face of the messages feature (messageV2): the only file other features import. */
export { messagesPage } from './pages/messages-pages';
