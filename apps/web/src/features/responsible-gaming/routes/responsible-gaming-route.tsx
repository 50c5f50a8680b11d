import type { TExclusion } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useModals } from '../../../lib/modal-context';
import { useSession } from '../../../lib/session';
import { ExclusionHistory } from '../exclusions/exclusion-history';
import { ExclusionSection } from '../exclusions/exclusion-section';
import { ExclusionTaken } from '../exclusions/exclusion-taken';
import { LimitsSection } from '../limits';
import { RealityCheckSettings } from '../reality-checks/reality-check-settings';
import { PlayHistoryCard } from './play-history-card';
import { SupportCard } from './support-card';
import '../exclusions/exclusions.css';

/** What a page that signed the member out (a time-out taken in a game) hands to this one. */
export interface TResponsibleGamingState {
  taken?: TExclusion;
}

/**
 * The Responsible gaming page (`/responsible-gaming`, issue 24 item 6), open to everyone (footer,
 * member centre, deposit page, every game): the tools for a signed-in member (limits, reality
 * checks, time-out and self-exclusion, with their history and the member's sessions), help for all.
 */
export function ResponsibleGamingRoute() {
  const { t } = useTranslation('limits');
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { open, close } = useModals();
  const taken = (location.state as TResponsibleGamingState | null)?.taken;
  const member = session.isLoggedIn && !session.isTrial;

  const onTaken = (exclusion: TExclusion) => {
    // The server's "session ended" push may have opened the login popup first.
    close();
    void navigate(location.pathname, { replace: true, state: { taken: exclusion } });
    window.scrollTo({ top: 0 });
  };

  return (
    <div className="page-frame rg-page">
      <h1>{t('pageTitle')}</h1>
      <p className="limits__intro">{t('pageIntro')}</p>
      {taken ? <ExclusionTaken taken={taken} /> : null}
      {member ? (
        <>
          <LimitsSection />
          <RealityCheckSettings />
          <ExclusionSection onTaken={onTaken} />
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
