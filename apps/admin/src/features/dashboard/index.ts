/** The public face of the dashboard feature: the only file other features import. */
export { DashboardRoute } from './routes/dashboard-route';
