import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';

/** Tone of each status: money in (green), money out or refused (red), waiting (amber). */
const TONES: Record<string, 'success' | 'danger' | 'pending' | 'muted'> = {
  pending: 'pending',
  approved: 'success',
  rejected: 'danger',
  expired: 'muted',
  requested: 'pending',
  paid: 'pending',
  received: 'success',
  not_received: 'danger',
};

/** A status chip of a deposit or withdrawal, in the member's language. */
export function StatusTag({ kind, status }: { kind: 'deposit' | 'withdrawal'; status: string }) {
  const { t } = useTranslation('cashier');
  const tone = TONES[status] ?? 'muted';
  return (
    <span className={clsx('tag', 'status-tag', `status-tag--${tone}`)}>
      {t(`${kind}.status.${status}`, { defaultValue: status })}
    </span>
  );
}
