import type { TOperator, TOperatorRole } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Pill, type Tone } from '../../../components/ui/pill';

const ROLE_TONE: Record<TOperatorRole, Tone> = {
  super_admin: 'info',
  finance: 'neutral',
  support: 'neutral',
  content: 'neutral',
};

export function RolePill({ role }: { role: TOperatorRole }) {
  const { t } = useTranslation();
  return <Pill tone={ROLE_TONE[role]}>{t(`roles.${role}`)}</Pill>;
}

export function StatusPill({ status }: { status: TOperator['status'] }) {
  const { t } = useTranslation('operators');
  return <Pill tone={status === 'active' ? 'success' : 'neutral'}>{t(`statuses.${status}`)}</Pill>;
}
