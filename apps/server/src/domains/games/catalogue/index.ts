/** The public face of games/catalogue: the only file other modules import. */
export {
  catalogueModule,
  simulatorRegistration,
  type CatalogueNeeds,
  type CatalogueProvides,
} from './catalogue.module.js';
export { CatalogueSync } from './catalogue-sync.js';
import type { CatalogueService } from './catalogue.service.js';

export {
  CatalogueService,
  NO_WINNERS,
  type Viewer,
  type WinnerSource,
} from './catalogue.service.js';
export { categoryOf } from './catalogue-index.js';
export { gameNameIn, vendorNodeName, type GameRecord } from './game-record.js';

/** What other modules read of the catalogue (the wallet API checks gameCode on bets). */
export type Catalogue = Pick<
  CatalogueService,
  'findGame' | 'getGame' | 'recordLaunch' | 'isPlayable' | 'setWinnerSource'
>;
