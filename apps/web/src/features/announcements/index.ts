/** The public face of the announcements feature: light parts only (the modals load lazily). */
import { lazy } from 'react';
export { useNoticeFeed } from './api/notice-api';
export { NoticeHostSlot } from './components/notice-host-slot';
export { openNotices } from './lib/notice-centre';
export { useUnseenCount } from './lib/seen-notices';
export { audienceKey } from './lib/audience';
// Loaded only by the page that shows it (the agent centre's announcements).
export const NoticeBoard = lazy(() =>
  import('./components/notice-board').then((m) => ({ default: m.NoticeBoard })),
);
