/** The public face of the banners feature: a group's live banners in their place. */
export { BannerSlot } from './components/banner-slot';
export { BannerLink } from './components/banner-link';
export { bannersQuery, useBanners } from './api/get-banners';
