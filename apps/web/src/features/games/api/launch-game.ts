import {
  GAME_LAUNCH_API,
  ZGameLaunchResponse,
  type TErrorCode,
  type TGame,
  type TGameLaunchRequest,
  type TGameLaunchResponse,
} from '@lw/contracts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiRequest, isApiError, serverChecked } from '../../../lib/api-client';
import { useModals } from '../../../lib/modal-context';
import { useSession } from '../../../lib/session';
import { matchesMedia, MEDIA } from '../../../lib/use-media-query';

/** Play for money, or the free trial (offered when supportPlay is 0). */
export type TLaunchMode = 'real' | 'trial';

/** What a launch needs: the game's id, and what the notices name. */
export type TLaunchGame = Pick<TGame, 'nodeId' | 'vassalage' | 'maintenance' | 'displayName'>;

/** What the launch has to tell the player instead of opening the game. */
export type TLaunchNotice =
  | {
      kind: 'maintenance';
      game: TLaunchGame;
      /** The popular games the server suggests instead (nodeIds), when it said. */
      popular?: number[];
    }
  | { kind: 'popupBlocked'; game: TLaunchGame }
  | { kind: 'failed'; game: TLaunchGame; code: TErrorCode };

/** POST /api/games/launch: a launch session and the vendor's game URL. */
export function launchGame(body: TGameLaunchRequest): Promise<TGameLaunchResponse> {
  return apiRequest(
    GAME_LAUNCH_API.launch,
    serverChecked<TGameLaunchResponse>(import.meta.env.PROD ? null : ZGameLaunchResponse),
    { method: 'POST', body },
  );
}

/**
 * The popular games a GAME_MAINTENANCE answer suggests (`ZGameMaintenanceDetails.popular`),
 * checked by hand: the lobby's code carries no schema.
 */
function suggestedGames(details: Record<string, unknown> | undefined): number[] | undefined {
  const popular = details?.popular;
  return Array.isArray(popular) && popular.every(Number.isInteger)
    ? (popular as number[])
    : undefined;
}

/**
 * Starts a game. A game in maintenance shows the maintenance popup (spec §4) without a call;
 * play for money needs a member (visitors get the login popup); the free trial asks for a demo
 * session. The answered URL opens in the site's /seamless page, or in a new window when the
 * server says so: a blocked window shows the popup-blocked message (spec §8).
 */
export function useLaunchGame() {
  const session = useSession();
  const { open } = useModals();
  const navigate = useNavigate();
  const { i18n } = useTranslation();
  const [notice, setNotice] = useState<TLaunchNotice | null>(null);
  const [pending, setPending] = useState<number | null>(null);

  const launch = useCallback(
    async (game: TLaunchGame, mode: TLaunchMode) => {
      if (game.maintenance) {
        setNotice({ kind: 'maintenance', game });
        return;
      }
      if (mode === 'real' && !session.isLoggedIn) {
        open({ kind: 'login' });
        return;
      }
      setPending(game.nodeId);
      try {
        const answer = await launchGame({
          nodeId: game.nodeId,
          mode: mode === 'trial' ? 'demo' : 'real',
          device: matchesMedia(MEDIA.phone) ? 'mobile' : 'desktop',
          returnUrl: window.location.href,
          openIn: 'iframe',
          language: i18n.language.slice(0, 2),
        });
        // Our own games (the house studio) answer a page of this site: open it in place.
        if (answer.url.startsWith('/')) {
          navigate(answer.url);
          return;
        }
        if (answer.openIn === 'window') {
          const opened = window.open(answer.url, '_blank', 'noopener');
          if (!opened) setNotice({ kind: 'popupBlocked', game });
          return;
        }
        navigate('/seamless', { state: { url: answer.url, name: game.displayName } });
      } catch (error) {
        if (isApiError(error, 'UNAUTHORIZED')) open({ kind: 'login' });
        else if (isApiError(error, 'GAME_MAINTENANCE')) {
          const popular = suggestedGames(error.details);
          setNotice({ kind: 'maintenance', game, ...(popular ? { popular } : {}) });
        } else {
          setNotice({
            kind: 'failed',
            game,
            code: isApiError(error) ? error.code : 'SERVICE_UNAVAILABLE',
          });
        }
      } finally {
        setPending(null);
      }
    },
    [i18n.language, navigate, open, session.isLoggedIn],
  );

  return {
    launch: (game: TLaunchGame, mode: TLaunchMode) => void launch(game, mode),
    pending,
    notice,
    dismiss: useCallback(() => setNotice(null), []),
    /** Plays a game the maintenance notice suggests instead. */
    playInstead: (other: TLaunchGame) => {
      setNotice(null);
      void launch(other, 'real');
    },
  };
}
