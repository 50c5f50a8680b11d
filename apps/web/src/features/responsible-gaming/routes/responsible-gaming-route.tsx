import { useTranslation } from 'react-i18next';
import { LimitsSection } from '../limits';
import { RealityCheckSettings } from '../reality-checks/reality-check-settings';

/**
 * The Responsible gaming page (`/responsible-gaming`). Task C of issue 24 owns this page and its
 * other sections (time-out, self-exclusion, history, help); this minimal page mounts the limits.
 */
export function ResponsibleGamingRoute() {
  const { t } = useTranslation('limits');
  return (
    <div className="page-frame">
      <h1>{t('pageTitle')}</h1>
      <LimitsSection />
      <RealityCheckSettings />
    </div>
  );
}
