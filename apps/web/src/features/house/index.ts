/** The public face of the house studio feature: what records and /fairness use. */
export { HouseOutcome, type TOutcomeView } from './components/house-outcome';
export { HouseRoundDetail } from './components/house-round-detail';
export { pickText } from './lib/title-text';
