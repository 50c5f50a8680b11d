import type { TAdminPermission } from '@lw/contracts';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { useCan } from '../api/use-session';

/** Shows the screen only to operators holding the permission; others get a calm notice. */
export function RequirePermission({
  permission,
  children,
}: {
  permission: TAdminPermission;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const allowed = useCan(permission);
  if (!allowed) return <EmptyState icon={<Lock size={28} />} title={t('noAccess')} />;
  return children;
}
