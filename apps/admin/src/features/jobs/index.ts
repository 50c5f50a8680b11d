/** The public face of the jobs feature: the only file other features import. */
export { JobsRoute } from './routes/jobs-route';
