/** The public face of the operators feature: the only file other features import. */
export { OperatorsRoute } from './routes/operators-route';
