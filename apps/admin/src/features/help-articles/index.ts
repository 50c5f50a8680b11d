/** The public face of the help-articles feature: the only file other features import. */
export { HELP_ARTICLES_ROUTES } from './routes/help-articles-routes';
