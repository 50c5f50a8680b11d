/** The public face of the announcements feature: light parts only (the modals load lazily). */
export { useNoticeFeed } from './api/notice-api';
export { NoticeHostSlot } from './components/notice-host-slot';
export { openNotices } from './lib/notice-centre';
export { useUnseenCount } from './lib/seen-notices';
export { audienceKey } from './lib/audience';
