/** The public face of the risk feature: the only file other features import. */
export { RiskRoute } from './routes/risk-route';
export { RiskRulesRoute } from './routes/risk-rules-route';
export { OpenRiskCaseCard } from './components/open-case-card';
