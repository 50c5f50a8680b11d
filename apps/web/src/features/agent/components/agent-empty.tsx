import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';

/** What an agent page shows while it has nothing to list. */
export function AgentEmpty({ icon }: { icon?: ReactNode }) {
  const { t } = useTranslation('pages');
  return (
    <EmptyState
      icon={icon}
      title={t('agent.emptyTitle')}
      text={t('agent.emptyText')}
      className="empty--panel"
    />
  );
}
