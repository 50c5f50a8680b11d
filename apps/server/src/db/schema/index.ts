export * from './settings.js';
export * from './operators.js';
export * from './audit.js';
export * from './accounts.js';
