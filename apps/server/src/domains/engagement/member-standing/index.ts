/**
 * The public face of engagement/member-standing: whether a member may get an engagement reward
 * (a library module: functions, no services).
 */
export { requireGoodStanding, standingRefusal } from './member-standing.js';
