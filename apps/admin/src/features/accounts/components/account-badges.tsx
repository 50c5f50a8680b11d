import type { TAccountStatus, TAccountType } from '@lw/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Pill, type Tone } from '../../../components/ui/pill';

const AGENT_TYPES: readonly TAccountType[] = [1, 2, 41, 42];

/** Account type codes 1, 2, 41 and 42 are agents (spec §3). */
export function isAgentType(type: TAccountType): boolean {
  return AGENT_TYPES.includes(type);
}

function typeKind(type: TAccountType): 'member' | 'agent' | 'trial' {
  if (type === 4) return 'trial';
  return isAgentType(type) ? 'agent' : 'member';
}

/** A small square label of the account type (member, agent of a level, trial). */
export function AccountTypeBadge({ type }: { type: TAccountType }) {
  const { t } = useTranslation('accounts');
  return (
    <span className={clsx('type-badge', `type-badge--${typeKind(type)}`)} title={`type ${type}`}>
      {t(`types.${type}`)}
    </span>
  );
}

const STATUS_TONE: Record<TAccountStatus, Tone> = {
  active: 'success',
  locked: 'warning',
  disabled: 'danger',
};

export function AccountStatusPill({ status }: { status: TAccountStatus }) {
  const { t } = useTranslation('accounts');
  return <Pill tone={STATUS_TONE[status]}>{t(`statuses.${status}`)}</Pill>;
}
