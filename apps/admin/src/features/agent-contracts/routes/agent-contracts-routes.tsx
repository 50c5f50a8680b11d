import type { RouteObject } from 'react-router';
import { AgentContractSettingsRoute } from './agent-contract-settings-route';
import { BillsRoute } from './bills-route';
import { ContractsRoute } from './contracts-route';

/** The agent contract screens, under /agent-contracts (inside the signed-in layout). */
export const AGENT_CONTRACTS_ROUTES: RouteObject[] = [
  { path: 'agent-contracts', element: <ContractsRoute /> },
  { path: 'agent-contracts/bills', element: <BillsRoute /> },
  { path: 'agent-contracts/settings', element: <AgentContractSettingsRoute /> },
];
