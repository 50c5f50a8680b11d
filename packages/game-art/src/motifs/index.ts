/** Every theme's motif. */
import type { ThemeId } from '../themes.js';
import { bird, dragon, fish, fox, lion, ox, panda, rooster, tiger } from './animals.js';
import { cards, dice, lottery, mahjong, plinko, roulette, seven } from './casino.js';
import {
  basketball,
  boxing,
  celestial,
  esports,
  flame,
  football,
  lightning,
  magic,
  rocket,
  snow,
  sun,
  swords,
  tennis,
} from './elements.js';
import { bamboo, egypt, lanterns, lotus, ship, temple } from './places.js';
import type { Motif } from './shapes.js';
import { candy, clover, coins, crown, fruit, gem } from './treasures.js';

export type { Motif } from './shapes.js';

export const MOTIFS: Record<ThemeId, Motif> = {
  dragon,
  tiger,
  lion,
  panda,
  ox,
  fox,
  bird,
  fish,
  rooster,
  cards,
  mahjong,
  roulette,
  dice,
  lottery,
  plinko,
  seven,
  coins,
  gem,
  crown,
  fruit,
  candy,
  clover,
  temple,
  lotus,
  egypt,
  ship,
  bamboo,
  lantern: lanterns,
  celestial,
  sun,
  flame,
  snow,
  lightning,
  magic,
  rocket,
  swords,
  football,
  basketball,
  tennis,
  boxing,
  esports,
};
