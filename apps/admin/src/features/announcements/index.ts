/** The public face of the announcements feature: the only file other features import. */
export { ANNOUNCEMENTS_ROUTES } from './routes/announcements-routes';
