import { AgentEmpty } from '../components/agent-empty';

/** Placeholder until this page is built (issue 25). */
export default function AgentAnnouncementPage() {
  return <AgentEmpty />;
}
