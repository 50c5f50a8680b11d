import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from './banner';
import { CopyButton } from './copy-button';

/**
 * A secret the server returns once (initial or temporary password): shown in full with a copy
 * button and a warning that it cannot be shown again. The parent drops it when closed.
 */
export function OneTimeSecret({
  label,
  value,
  note,
}: {
  label: string;
  value: string;
  note: ReactNode;
}) {
  const { t } = useTranslation();

  return (
    <div className="one-time-secret">
      <p className="field__label">{label}</p>
      <div className="one-time-secret__row">
        <output className="one-time-secret__value mono" aria-label={label}>
          {value}
        </output>
        <CopyButton value={value} />
      </div>
      <Banner tone="warning">
        {note} {t('shownOnce')}
      </Banner>
    </div>
  );
}
