import { defineModule, type Core } from '../../../platform/module.js';
import { artRoutes } from './art.routes.js';
import { DatabaseImageStore, type ImageStore } from './image-store.js';

export interface ArtProvides {
  /** Operator-uploaded images (game icons, vendor logos). */
  images: ImageStore;
}

/** Game art: the store of uploaded images and the route serving them. */
export const artModule = defineModule<Pick<Core, 'db'>, ArtProvides>({
  name: 'game-art',
  services: ({ db }) => ({ images: new DatabaseImageStore(db) }),
  routes: (deps) => [artRoutes(deps)],
});
