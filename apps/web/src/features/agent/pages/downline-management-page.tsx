import { AgentDownlineTransfers } from '../../wallet';

/** Team management: transfers with the downline; a pull waits for the member. */
export default function DownlineManagementPage() {
  return <AgentDownlineTransfers />;
}
