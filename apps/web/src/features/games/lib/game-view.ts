import type { TGame } from '@lw/contracts';
import { onImageHost } from '../../../lib/image-host';

/** The isGame value of a vendor entry that opens a popup list of its games (spec §3). */
export const VASSALAGE = 'VASSALAGE';

/** The name to show: gameName, else nodeName (spec §3). */
export function gameTitle(game: Pick<TGame, 'gameName' | 'nodeName' | 'displayName'>): string {
  return game.gameName || game.nodeName || game.displayName;
}

/** The icon to show: showIcon, else iconUrl (spec §3), on one of the image hosts. */
export function gameIcon(
  game: Pick<TGame, 'showIcon' | 'iconUrl'>,
  imageHosts: readonly string[],
): string {
  return onImageHost(game.showIcon || game.iconUrl, imageHosts);
}

/** True for a hot game (isHot 1). */
export const isHot = (game: Pick<TGame, 'isHot'>) => Number(game.isHot) === 1;
/** True for a new game (isNew 1). */
export const isNew = (game: Pick<TGame, 'isNew'>) => Number(game.isNew) === 1;
/** Free trial is offered only when supportPlay is 0 (spec §2 "Game card"). */
export const offersTrial = (game: Pick<TGame, 'supportPlay'>) => Number(game.supportPlay) === 0;
/** A vendor entry that opens its own popup list instead of a game. */
export const isVendorEntry = (game: Pick<TGame, 'isGame'>) => game.isGame === VASSALAGE;

/** Lottery games keep their favourites per username in local storage (spec §3). */
export function isLotteryGame(game: Pick<TGame, 'gameType'>): boolean {
  return game.gameType === 'LOTT' || game.gameType === 'ELOTT';
}
