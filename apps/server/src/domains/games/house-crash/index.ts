/** The public face of games/house-crash: the only file other modules import. */
export {
  houseCrashModule,
  type HouseCrashNeeds,
  type HouseCrashProvides,
} from './house-crash.module.js';
