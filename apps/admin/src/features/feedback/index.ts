/** The public face of the feedback feature: the only file other features import. */
export { FEEDBACK_ROUTES } from './routes/feedback-routes';
