export * from './settings.js';
export * from './operators.js';
export * from './audit.js';
export * from './accounts.js';
export * from './messaging.js';
export * from './bot-defence.js';
export * from './auth-flows.js';
export * from './ledger.js';
