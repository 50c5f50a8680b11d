import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  audienceKey,
  NoticeHostSlot,
  openNotices,
  useNoticeFeed,
  useUnseenCount,
} from '../../features/announcements';
import { useSession } from '../../lib/session';
import { IconButton } from '../ui/icon-button';

const NO_IDS: readonly number[] = [];

/**
 * The notice bell: a badge with the live notices not seen yet; a click opens the noticeModal
 * (loaded then). It also hosts the notice modals and the popups on every page with a header.
 */
export function NoticeBell() {
  const { t } = useTranslation('layout');
  const session = useSession();
  const feed = useNoticeFeed();
  const unseen = useUnseenCount(audienceKey(session), feed.data?.noticeIds ?? NO_IDS);
  const title = t('notices.title');
  return (
    <>
      <IconButton
        label={unseen > 0 ? `${title} (${unseen})` : title}
        badge={unseen}
        aria-haspopup="dialog"
        onClick={() => openNotices()}
      >
        <Bell size={20} aria-hidden="true" />
      </IconButton>
      <NoticeHostSlot />
    </>
  );
}
