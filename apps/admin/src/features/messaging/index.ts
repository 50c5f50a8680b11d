/** The public face of the messaging feature: the only file other features import. */
export { TestMessageCard } from './components/test-message-card';
export { OutboxRoute } from './routes/outbox-route';
