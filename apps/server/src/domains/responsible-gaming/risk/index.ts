/** The public face of responsible-gaming/risk: the only file other modules import. */
export { riskModule, type RiskProvides } from './risk.module.js';
export { RISK_CONSUMER } from './risk-consumer.js';
