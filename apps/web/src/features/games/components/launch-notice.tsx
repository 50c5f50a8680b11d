import type { TGame } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorText } from '../../../lib/error-text';
import { ApiError } from '../../../lib/api-client';
import { useHotGames } from '../api/get-hot-games';
import type { TLaunchGame, TLaunchNotice } from '../api/launch-game';
import { gameIcon, gameTitle } from '../lib/game-view';

/** How many popular games the maintenance notice offers (the server's count). */
const SUGGESTIONS = 6;

/** What a launch had to say instead of opening the game (maintenance, popup blocked, failure). */
export function LaunchNotice({
  notice,
  onClose,
  onPlay,
}: {
  notice: TLaunchNotice | null;
  onClose: () => void;
  /** Plays one of the popular games the maintenance notice suggests. */
  onPlay?: (game: TLaunchGame) => void;
}) {
  const { t, i18n } = useTranslation('games');
  if (!notice) return null;
  const text =
    notice.kind === 'failed'
      ? errorText(new ApiError(notice.code, 0, notice.code), i18n.language)
      : t(`launch.${notice.kind}.text`, { game: notice.game.displayName });
  return (
    <ConfirmDialog
      open
      title={t(`launch.${notice.kind}.title`)}
      confirmLabel={t('launch.ok')}
      onConfirm={onClose}
    >
      {text}
      {notice.kind === 'maintenance' && onPlay ? (
        <PopularGames vendor={notice.game.vassalage} popular={notice.popular} onPlay={onPlay} />
      ) : null}
    </ConfirmDialog>
  );
}

/**
 * The popular games to play meanwhile: the ones the server named (details.popular), else, when the
 * lobby already knew of the maintenance, the hot games of other vendors (the server's own rule).
 */
function PopularGames({
  vendor,
  popular,
  onPlay,
}: {
  vendor: string;
  popular: number[] | undefined;
  onPlay: (game: TLaunchGame) => void;
}) {
  const { t, i18n } = useTranslation('games');
  const { imageCDNs } = useSiteConfig();
  const hot = useHotGames({ language: i18n.language });
  const list = hot.data?.list ?? [];
  const games: TGame[] = popular
    ? popular.flatMap((id) => list.filter((g) => g.nodeId === id && !g.maintenance))
    : list.filter((g) => g.vassalage !== vendor && !g.maintenance).slice(0, SUGGESTIONS);
  if (games.length === 0) return null;
  return (
    <ul className="launch-popular" aria-label={t('launch.maintenance.popular')}>
      {games.map((game) => {
        const name = gameTitle(game);
        return (
          <li key={game.nodeId}>
            <button
              type="button"
              className="launch-popular__game"
              onClick={() => onPlay(game)}
              aria-label={t('card.playGame', { game: name })}
            >
              <img src={gameIcon(game, imageCDNs)} alt="" width={64} height={64} />
              <span className="launch-popular__name">{name}</span>
              <span className="launch-popular__vendor">{game.vassalage}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
