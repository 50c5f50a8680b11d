/** The public face of games/art: the only file other modules import. */
export { artModule, type ArtProvides } from './art.module.js';
export {
  acceptImageUploads,
  cachedImageResponses,
  GENERATED,
  IMMUTABLE,
  sendCached,
  uploadedImage,
} from './art.routes.js';
export { DatabaseImageStore, sniffImageType, type ImageStore } from './image-store.js';
