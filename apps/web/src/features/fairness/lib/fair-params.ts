import { CRASH_SALT } from '@lw/contracts';
import { FAIR_GAMES, type TFairGame, type TFairInput } from './recompute';

const isGame = (value: string | null): value is TFairGame =>
  FAIR_GAMES.includes(value as TFairGame);

/** The form's starting values from a verify link's query (game, seeds, nonce, hash, mines). */
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
    salt: search.get('salt') ?? CRASH_SALT,
  };
}
