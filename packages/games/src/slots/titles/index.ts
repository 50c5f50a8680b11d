import type { SlotTitle } from '../types';
import { goldenDragon } from './golden-dragon';
import { luckyFruits } from './lucky-fruits';
import { siamTreasures } from './siam-treasures';

export { goldenDragon, luckyFruits, siamTreasures };

/** The house studio's slot titles, by id. */
export const SLOT_TITLES: Readonly<Record<string, SlotTitle>> = {
  [siamTreasures.id]: siamTreasures,
  [goldenDragon.id]: goldenDragon,
  [luckyFruits.id]: luckyFruits,
};
