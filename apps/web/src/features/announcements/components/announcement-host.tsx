import { dayOfInstant, type TPublicNotice } from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useSiteTimeZone } from '../../../lib/date-time';
import { useModals } from '../../../lib/modal-context';
import { readSessionFlag, useSession } from '../../../lib/session';
import { readStorage, writeStorage } from '../../../lib/storage';
import { onLiveEvent } from '../../wallet';
import { NOTICES_QUERY_ROOT, useNoticeFeed } from '../api/notice-api';
import { closeNoticeCentre, useNoticeCentre } from '../lib/notice-centre';
import {
  audienceKey,
  markClosed,
  markShown,
  popupsToShow,
  type PopupStorage,
  type PopupViewer,
} from '../lib/popup-rules';
import { markNoticesSeen } from '../lib/seen-notices';
import './announcements.css';

// The modals (rich text, carousel) are fetched only when one is to be shown: most visits have no
// popup, and the host itself stays a small script run after the first screen.
const NoticeModal = lazy(() =>
  import('./notice-modal').then((module) => ({ default: module.NoticeModal })),
);
const PublicModal = lazy(() =>
  import('./public-modal').then((module) => ({ default: module.PublicModal })),
);

const webStorage: PopupStorage = { read: readStorage, write: writeStorage };

/**
 * Draws the notice modals (loaded after the first screen): the popups the rules allow, once no
 * site modal (sign-in, welcome, forced password change) is open; the notice and announcement
 * lists the bell and the marquee ask for; and refreshes every notice query on `notice.changed`.
 */
export default function AnnouncementHost() {
  const session = useSession();
  const feed = useNoticeFeed();
  const centre = useNoticeCentre();
  const { modal } = useModals();
  const queryClient = useQueryClient();
  const timeZone = useSiteTimeZone();
  const [popups, setPopups] = useState<{ viewer: PopupViewer; items: TPublicNotice[] } | null>(
    null,
  );
  const audience = audienceKey(session);

  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'notice.changed') {
          void queryClient.invalidateQueries({ queryKey: [NOTICES_QUERY_ROOT] });
        }
      }),
    [queryClient],
  );

  useEffect(() => {
    if (popups || !feed.data || modal.kind !== 'none') return;
    const viewer: PopupViewer = {
      audience,
      firstLogin: readSessionFlag('firstTimeLogin'),
      today: dayOfInstant(new Date(), timeZone),
    };
    const items = popupsToShow(feed.data.popups, viewer, webStorage);
    if (items.length === 0) return;
    markShown(
      webStorage,
      viewer,
      items.map((p) => p.id),
    );
    setPopups({ viewer, items });
  }, [audience, feed.data, modal.kind, popups, timeZone]);

  const noticeIds = feed.data?.noticeIds;
  useEffect(() => {
    if (centre.kind === 'notices' && noticeIds) markNoticesSeen(audience, noticeIds);
  }, [audience, centre.kind, noticeIds]);

  let shown: ReactNode = null;
  if (popups && popups.items.length > 0) {
    shown = (
      <PublicModal
        popups={popups.items}
        onClose={(hideToday) => {
          markClosed(
            webStorage,
            popups.viewer,
            popups.items.map((p) => p.id),
            hideToday,
          );
          // Done for now: a new feed (a live change, a sign-in) may bring others.
          setPopups(null);
        }}
      />
    );
  } else if (centre.kind === 'notices') {
    shown = <NoticeModal initialId={centre.id} onClose={closeNoticeCentre} />;
  } else if (centre.kind === 'announcements') {
    shown = <PublicModal popups={[]} onClose={closeNoticeCentre} />;
  }
  return <Suspense fallback={null}>{shown}</Suspense>;
}
