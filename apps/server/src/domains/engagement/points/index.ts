/** The public face of engagement/points: the points mall (points are the ledger currency PTS). */
export { pointsModule, type PointsProvides } from './points.module.js';
export { POINTS_EARN_CONSUMER } from './points-earn-consumer.js';
