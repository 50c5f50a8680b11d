import { FAIR_GAMES, type TFairGame, type TFairInput } from './recompute';

const isGame = (value: string | null): value is TFairGame =>
  FAIR_GAMES.includes(value as TFairGame);

/** A whole number from 1 in the query, or null. */
function positive(value: string | null): number | null {
  const n = Number(value ?? '');
  return value && Number.isSafeInteger(n) && n >= 1 ? n : null;
}

/** The form's starting values from a verify link's query (game, seeds, nonce, mines; crash: hash, chain, game number). */
export function inputFromQuery(search: URLSearchParams): TFairInput {
  const game = search.get('game');
  const nonce = Number(search.get('nonce') ?? '0');
  const mines = Number(search.get('mines') ?? '3');
  return {
    game: isGame(game) ? game : 'siam-treasures',
    serverSeed: search.get('serverSeed') ?? '',
    serverSeedHash: search.get('serverSeedHash') ?? '',
    clientSeed: search.get('clientSeed') ?? '',
    nonce: Number.isSafeInteger(nonce) && nonce >= 0 ? nonce : 0,
    mines: Number.isInteger(mines) && mines >= 1 && mines <= 24 ? mines : 3,
    hash: search.get('hash') ?? '',
    chainId: positive(search.get('chain')),
    gameNumber: positive(search.get('gameNumber')),
  };
}
