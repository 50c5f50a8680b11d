/** Registration validation patterns (spec §5) and their localized messages. */
export * from './patterns.js';
export * from './pattern-messages.js';
export * from './payment-password.js';
