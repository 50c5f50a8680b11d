import { pickLocalized, type TLicence } from '@lw/contracts';
import { clsx } from 'clsx';
import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useModals } from '../../lib/modal-context';

interface TLicenceListProps {
  licences: readonly TLicence[];
  collapsed?: boolean;
  variant?: 'menu' | 'badges';
}

/** Licence entries; a click opens the legalLicense modal with the certificate. */
export function LicenceList({ licences, collapsed = false, variant = 'menu' }: TLicenceListProps) {
  const { open } = useModals();
  const { t, i18n } = useTranslation('layout');
  if (licences.length === 0) return null;
  return (
    <ul
      className={clsx(
        'licence-list',
        `licence-list--${variant}`,
        collapsed && 'licence-list--collapsed',
      )}
    >
      {licences.map((licence) => {
        const name = pickLocalized(licence.name, i18n.language);
        return (
          <li key={licence.id}>
            <button
              type="button"
              className="licence-list__item"
              onClick={() => open({ kind: 'legalLicense', licence })}
              title={name}
              aria-label={t('licence.view', { name })}
            >
              <BadgeCheck size={18} aria-hidden="true" />
              {collapsed ? null : <span className="licence-list__name">{name}</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
