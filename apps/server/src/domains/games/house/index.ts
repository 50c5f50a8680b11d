/** The public face of games/house: the only file other modules import. */
export { houseModule, type HouseNeeds, type HouseProvides } from './house.module.js';
export { HOUSE_GAME_INFO, houseGame, type HouseGameInfo } from './house-games.js';
export { HouseSettlement, type HouseMoney, type HousePlayer } from './house-settlement.js';
export { HouseSessions, type HouseSession } from './house-session.js';
export { assertEnabled, assertLimits, HouseSettings, maxWinExceeded } from './house-settings.js';
