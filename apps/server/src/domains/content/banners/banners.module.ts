import type { OperatorAuthenticator } from '../../../platform/guards/admin-guard.js';
import type { PlayerAuthenticator } from '../../../platform/guards/player-guard.js';
import { defineModule, type Core } from '../../../platform/module.js';
import type { ImageStore } from '../../games/art/index.js';
import { bannerRoutes } from './banners.routes.js';
import { BannersService } from './banners.service.js';

export interface BannersNeeds extends Pick<Core, 'db' | 'clock'> {
  images: ImageStore;
  adminAuth: OperatorAuthenticator;
  playerAuth: PlayerAuthenticator;
}

export interface BannersProvides {
  /** Banners of every group: back-office CRUD and the live list per audience and language. */
  banners: BannersService;
}

/** Banners of every group (w_home, w_login, w_reg, w_leftmenu, w_forget). */
export const bannersModule = defineModule<BannersNeeds, BannersProvides>({
  name: 'content-banners',
  services: ({ db, clock }) => ({ banners: new BannersService(db, clock) }),
  routes: (deps) => [bannerRoutes(deps)],
});
