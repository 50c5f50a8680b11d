import type { TLicence } from '@lw/contracts';
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
  const { t } = useTranslation('layout');
  if (licences.length === 0) return null;
  return (
    <ul
      className={clsx(
        'licence-list',
        `licence-list--${variant}`,
        collapsed && 'licence-list--collapsed',
      )}
    >
      {licences.map((licence) => (
        <li key={licence.id}>
          <button
            type="button"
            className="licence-list__item"
            onClick={() => open({ kind: 'legalLicense', licence })}
            title={licence.name}
            aria-label={t('licence.view', { name: licence.name })}
          >
            <BadgeCheck size={18} aria-hidden="true" />
            {collapsed ? null : <span className="licence-list__name">{licence.name}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
