/** The public face of content/avatars: the only file other modules import. */
export { avatarsModule, type AvatarsProvides } from './avatars.module.js';
export { AvatarsService } from './avatars.service.js';
