import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PlayLimitsRemaining } from '../../responsible-gaming';

interface TSeamlessState {
  url?: string;
  name?: string;
}

/**
 * The seamless game screen (no footer, no side menu): the launched game in a frame, with what is
 * left of the member's limits above it (the layout adds the reality check and Take a break).
 */
export function SeamlessRoute() {
  const { t } = useTranslation(['pages', 'common']);
  const state = (useLocation().state ?? {}) as TSeamlessState;
  const url = typeof state.url === 'string' && /^https?:\/\//.test(state.url) ? state.url : null;
  return (
    <section className="seamless" aria-labelledby="seamless-title">
      <h1 id="seamless-title" className="sr-only">
        {state.name ?? t('pages:seamless.title')}
      </h1>
      {/* What is left of the member's loss and wager limits, over an outside vendor's game too. */}
      {url ? <PlayLimitsRemaining /> : null}
      <div className="game-stage game-stage--full">
        {url ? (
          <iframe
            className="game-frame"
            src={url}
            title={state.name ?? t('pages:seamless.title')}
            allow="autoplay; fullscreen"
            allowFullScreen
          />
        ) : (
          <EmptyState
            icon={<Gamepad2 size={28} />}
            title={t('pages:seamless.emptyTitle')}
            text={t('pages:seamless.emptyText')}
            action={
              <Link to="/" className="btn btn--primary btn--md">
                {t('common:actions.backToLobby')}
              </Link>
            }
          />
        )}
      </div>
    </section>
  );
}
