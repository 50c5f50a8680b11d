/** The public face of content/announcements: the only file other modules import. */
export { announcementsModule } from './announcements.module.js';
export { AnnouncementsService } from './announcements.service.js';
