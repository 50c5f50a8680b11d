import {
  HOUSE_API,
  HOUSE_SESSION_HEADER,
  ZHouseGameState,
  ZHouseRotateResponse,
  ZHouseRound,
  ZHouseSeedHistory,
  ZHouseSeedPair,
  type THouseDiceRequest,
  type THouseMinesStartRequest,
  type THouseSpinRequest,
} from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

/** The launch session every player route of the house studio carries. */
const session = (token: string) => ({ [HOUSE_SESSION_HEADER]: token });

/** GET the game's state: limits, bet levels, balance, seeds, an open mines round. */
export function getHouseGame(gameCode: string, token: string, signal?: AbortSignal) {
  return apiRequest(HOUSE_API.game(gameCode), ZHouseGameState, {
    headers: session(token),
    signal,
  });
}

/** POST a slot spin (one round: the paid spin and its free spins). */
export function spinHouseSlot(gameCode: string, token: string, body: THouseSpinRequest) {
  return apiRequest(HOUSE_API.spin(gameCode), ZHouseRound, {
    method: 'POST',
    body,
    headers: session(token),
  });
}

/** POST a dice roll. */
export function rollHouseDice(token: string, body: THouseDiceRequest) {
  return apiRequest(HOUSE_API.dice, ZHouseRound, { method: 'POST', body, headers: session(token) });
}

/** POST the start of a mines round (the stake is taken now). */
export function startHouseMines(token: string, body: THouseMinesStartRequest) {
  return apiRequest(HOUSE_API.minesStart, ZHouseRound, {
    method: 'POST',
    body,
    headers: session(token),
  });
}

/** POST a tile of the open mines round. */
export function revealHouseMinesTile(token: string, roundId: string, tile: number) {
  return apiRequest(HOUSE_API.minesReveal, ZHouseRound, {
    method: 'POST',
    body: { roundId, tile },
    headers: session(token),
  });
}

/** POST the cash-out of the open mines round. */
export function cashOutHouseMines(token: string, roundId: string) {
  return apiRequest(HOUSE_API.minesCashOut, ZHouseRound, {
    method: 'POST',
    body: { roundId },
    headers: session(token),
  });
}

/** PUT a new client seed (the server seed and nonce are kept). */
export function setHouseClientSeed(token: string, clientSeed: string) {
  return apiRequest(HOUSE_API.clientSeed, ZHouseSeedPair, {
    method: 'PUT',
    body: { clientSeed },
    headers: session(token),
  });
}

/** POST a rotation: reveals the active server seed and starts a new pair. */
export function rotateHouseSeeds(token: string, clientSeed?: string) {
  return apiRequest(HOUSE_API.rotate, ZHouseRotateResponse, {
    method: 'POST',
    body: clientSeed ? { clientSeed } : {},
    headers: session(token),
  });
}

/** GET this player's revealed seed pairs with their rounds, newest first. */
export function getHouseSeedHistory(
  token: string,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
) {
  return apiRequest(
    `${HOUSE_API.seedHistory}?page=${page}&pageSize=${pageSize}`,
    ZHouseSeedHistory,
    { headers: session(token), signal },
  );
}

/** GET one round with the member's bearer token (betting records) or a launch session. */
export function getHouseRound(roundId: string, token?: string, signal?: AbortSignal) {
  return apiRequest(HOUSE_API.round(roundId), ZHouseRound, {
    headers: token ? session(token) : {},
    signal,
  });
}
