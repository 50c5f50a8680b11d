import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useModals } from '../../../lib/modal-context';
import { useSession } from '../../../lib/session';
import { type TResponsibleGamingState } from '../exclusions/exclusions-api';
import { ExclusionHistory } from '../exclusions/exclusion-history';
import { ExclusionSection } from '../exclusions/exclusion-section';
import { ExclusionTaken } from '../exclusions/exclusion-taken';
import { LimitsSection } from '../limits';
import { RealityCheckSettings } from '../reality-checks/reality-check-settings';
import { PlayHistoryCard } from './play-history-card';
import { SupportCard } from './support-card';
import '../exclusions/exclusions.css';

/**
 * The Responsible gaming page (`/responsible-gaming`, issue 24 item 6), open to everyone (footer,
 * member centre, deposit page, every game): the tools for a signed-in member (limits, reality
 * checks, time-out and self-exclusion, with their history and the member's sessions), help for all.
 */
export function ResponsibleGamingRoute() {
  const { t } = useTranslation('limits');
  const session = useSession();
  const location = useLocation();
  const { open } = useModals();
  const taken = (location.state as TResponsibleGamingState | null)?.taken;
  const member = session.isLoggedIn && !session.isTrial;

  return (
    <div className="page-frame rg-page">
      <h1>{t('pageTitle')}</h1>
      <p className="limits__intro">{t('pageIntro')}</p>
      {taken ? <ExclusionTaken taken={taken} /> : null}
      {member ? (
        <>
          <LimitsSection />
          <RealityCheckSettings />
          <ExclusionSection />
          <ExclusionHistory />
          <PlayHistoryCard />
        </>
      ) : taken ? null : (
        <section className="card exclusion__taken" aria-labelledby="rg-sign-in">
          <div>
            <h2 id="rg-sign-in">{t('signIn.title')}</h2>
            <p>{t('signIn.text')}</p>
            <Button onClick={() => open({ kind: 'login' })}>{t('signIn.action')}</Button>
          </div>
        </section>
      )}
      <SupportCard />
    </div>
  );
}
