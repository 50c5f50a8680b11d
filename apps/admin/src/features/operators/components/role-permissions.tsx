import { ROLE_PERMISSIONS, type TOperatorRole } from '@lw/contracts';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What a role may do, in words, under the role picker. */
export function RolePermissions({ role }: { role: TOperatorRole }) {
  const { t } = useTranslation();
  return (
    <ul className="permission-list" aria-label={t('operators:rolePermissions')}>
      {ROLE_PERMISSIONS[role].map((permission) => (
        <li key={permission}>
          <Check size={14} aria-hidden="true" />
          {t(`permissions.${permission.replaceAll('.', '_')}`)}
        </li>
      ))}
    </ul>
  );
}
