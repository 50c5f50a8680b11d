import { lazy, Suspense, useEffect, useState } from 'react';
import { claimHost, useHostOwner } from '../lib/notice-centre';

const AnnouncementHost = lazy(() => import('./announcement-host'));

/**
 * Where the bell or the marquee mounts the notice modals: only the first slot on the page draws
 * them, and their code is fetched after the first screen.
 */
export function NoticeHostSlot() {
  const [owner, setOwner] = useState<number | null>(null);
  const current = useHostOwner();
  useEffect(() => {
    const claim = claimHost();
    setOwner(claim.owner);
    return claim.release;
  }, []);
  if (owner === null || current !== owner) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementHost />
    </Suspense>
  );
}
