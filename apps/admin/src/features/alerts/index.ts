/** The public face of the alerts feature: the only file other features import. */
export { AlertsBell } from './components/alerts-bell';
