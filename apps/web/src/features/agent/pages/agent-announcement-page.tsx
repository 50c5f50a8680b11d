import { Suspense } from 'react';
import { NoticeBoard } from '../../announcements';

/** agentAnnouncement: the notices and announcements for the agent audience, list and read. */
export default function AgentAnnouncementPage() {
  return (
    <Suspense fallback={<div className="skeleton agent-home__loading" aria-busy="true" />}>
      <NoticeBoard />
    </Suspense>
  );
}
