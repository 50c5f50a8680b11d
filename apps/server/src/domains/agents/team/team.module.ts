import type { EventDispatcher } from '../../../platform/events/event-dispatcher.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { SettingsService } from '../../site/settings/index.js';
import type { AgentScopes } from '../agent-scope/index.js';
import { teamCashConsumer } from './team-cash-consumer.js';
import { TeamLists } from './team-lists.js';
import { TeamReports } from './team-reports.js';
import { teamRoutes } from './team.routes.js';

export interface TeamNeeds extends Pick<Core, 'db' | 'clock'> {
  agentScopes: AgentScopes;
  events: Pick<EventDispatcher, 'register'>;
  playerAuth: PlayerAuthenticator;
  settings: SettingsService;
}

export interface TeamProvides {
  /** The team overview and the P/L report of an agent's subtree. */
  teamReports: TeamReports;
  /** The team's members, settled wagers and ledger entries. */
  teamLists: TeamLists;
}

/**
 * The agent centre's team pages (issue 25 item 2): overview, downline management, team betting,
 * P/L and the team's ledger entries, each with a CSV, all through the agent scope. Its consumer
 * `agents.team-cash` keeps the team money roll-up from `deposit.approved` / `withdrawal.paid`.
 */
export const teamModule = defineModule<TeamNeeds, TeamProvides>({
  name: 'team',
  services: ({ db, clock, settings, agentScopes, events }) => {
    events.register(
      teamCashConsumer({ timeZone: async (tx) => (await settings.get('cashier', tx)).timeZone }),
    );
    const teamReports = new TeamReports(db, clock, settings, agentScopes);
    return { teamReports, teamLists: new TeamLists(db, agentScopes, teamReports) };
  },
  routes: (deps) => [teamRoutes(deps)],
});
