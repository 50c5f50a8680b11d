import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { useCrashChains } from '../api/house-api';

/**
 * The dashboard's alert when crash is running out of games (below CRASH_CHAIN_WARN_GAMES, the
 * next chain not seeded): nothing otherwise. The house studio has the chains and their steps.
 */
export function CrashChainAlert() {
  const { t, i18n } = useTranslation('house');
  const chains = useCrashChains();
  if (!chains.data?.warning) return null;
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <div role="alert" className="dashboard-grid__wide">
      <Banner
        tone="warning"
        title={t('chains.lowTitle')}
        action={<Link to="/games/house">{t('chains.open')}</Link>}
      >
        {t('chains.low', {
          left: number(chains.data.gamesLeft),
          warn: number(chains.data.warnBelow),
        })}
      </Banner>
    </div>
  );
}
