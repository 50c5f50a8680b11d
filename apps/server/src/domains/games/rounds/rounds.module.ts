import type { Core } from '../../../platform/module.js';
import { defineModule } from '../../../platform/module.js';
import { RoundsService } from './rounds.service.js';

export type RoundsNeeds = Pick<Core, 'db' | 'log'>;

export interface RoundsProvides {
  /** Game rounds: the documented query API of play and the round-settled hook. */
  rounds: RoundsService;
}

/** Game rounds, the source of truth of play. */
export const roundsModule = defineModule<RoundsNeeds, RoundsProvides>({
  name: 'game-rounds',
  services: ({ db, log }) => ({ rounds: new RoundsService(db, log) }),
});
