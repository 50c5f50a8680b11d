/** The public face of content/banners: the only file other modules import. */
export { bannersModule, type BannersProvides } from './banners.module.js';
export { BannersService, LIVE_CACHE_MS } from './banners.service.js';
