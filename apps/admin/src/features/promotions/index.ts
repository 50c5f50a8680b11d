/** The public face of the back office's promotions feature. */
export { PromotionsRoute } from './routes/promotions-route';
export { PromotionApplicationsRoute } from './routes/applications-route';
