import { Ticket } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageFrame } from '../../../components/ui/page-frame';
import { categoryCardDataUrl } from '../../../lib/art';

const KINDS = {
  '/lottery': 'lottery',
  '/seaLottery': 'seaLottery',
  '/vnLottery': 'vnLottery',
} as const;

/** Lottery screens (login needed, no footer, no side menu); `gameCode` picks the game. */
export function LotteryRoute() {
  const { t } = useTranslation(['pages', 'common']);
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const kind = KINDS[pathname as keyof typeof KINDS] ?? 'lottery';
  const gameCode = params.get('gameCode');
  return (
    <PageFrame
      title={t(`pages:lottery.${kind}`)}
      subtitle={t('pages:lottery.subtitle')}
      icon={<Ticket size={26} />}
      art={categoryCardDataUrl('LOTT')}
      className="page--game"
      actions={
        gameCode ? (
          <span className="chip is-active">{t('pages:lottery.game', { code: gameCode })}</span>
        ) : null
      }
    >
      <div className="game-stage">
        <EmptyState
          icon={<Ticket size={28} />}
          title={t('pages:lottery.emptyTitle')}
          text={t('pages:lottery.emptyText')}
          action={
            <Link to="/lott" className="btn btn--primary btn--md">
              {t('pages:lottery.toLobby')}
            </Link>
          }
        />
      </div>
    </PageFrame>
  );
}
