import { useTranslation } from 'react-i18next';
import { Pill, type Tone } from '../../../components/ui/pill';

const TONES: Record<string, Tone> = {
  pending: 'warning',
  requested: 'warning',
  approved: 'info',
  paid: 'info',
  received: 'success',
  not_received: 'danger',
  rejected: 'danger',
  expired: 'neutral',
};

/** A cashier record's status; deposits count approval as done (success). */
export function CashierStatusPill({
  status,
  kind,
}: {
  status: string;
  kind: 'deposit' | 'withdrawal' | 'adjustment';
}) {
  const { t } = useTranslation('cashier');
  const tone: Tone =
    kind !== 'withdrawal' && status === 'approved' ? 'success' : (TONES[status] ?? 'neutral');
  return <Pill tone={tone}>{t(`statuses.${kind}.${status}`)}</Pill>;
}
