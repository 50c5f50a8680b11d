/** The public face of agents/team: the agent centre's team pages. */
export { teamModule, type TeamProvides } from './team.module.js';
export { TEAM_CASH_CONSUMER } from './team-cash-consumer.js';
