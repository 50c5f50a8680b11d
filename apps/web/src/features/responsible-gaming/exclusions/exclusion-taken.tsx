import type { TExclusion } from '@lw/contracts';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/date-time';
import { inForceText } from './exclusion-text';

/** Shown once the member has taken a time-out or self-exclusion (and been signed out). */
export function ExclusionTaken({ taken }: { taken: TExclusion }) {
  const { t } = useTranslation('limits');
  const { dateTime } = useDateTime();
  return (
    <section className="card exclusion__taken" role="status" aria-labelledby="exclusion-taken">
      <ShieldCheck size={28} aria-hidden="true" />
      <div>
        <h2 id="exclusion-taken">{t(`exclusion.taken.${taken.kind}`)}</h2>
        <p>{inForceText(t, taken.kind, taken.endsAt, dateTime)}</p>
        <p>{t('exclusion.taken.signedOut')}</p>
        <p>{t('exclusion.taken.balance')}</p>
      </div>
    </section>
  );
}
