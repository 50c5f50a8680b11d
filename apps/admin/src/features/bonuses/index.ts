/** The public face of the bonuses feature: the only file other features import. */
export { BonusesRoute } from './routes/bonuses-route';
