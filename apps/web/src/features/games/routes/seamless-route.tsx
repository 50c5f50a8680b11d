import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';

/** The seamless game screen (no footer, no side menu): the game frame goes here. */
export function SeamlessRoute() {
  const { t } = useTranslation(['pages', 'common']);
  return (
    <section className="seamless" aria-labelledby="seamless-title">
      <h1 id="seamless-title" className="sr-only">
        {t('pages:seamless.title')}
      </h1>
      <div className="game-stage game-stage--full">
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
      </div>
    </section>
  );
}
