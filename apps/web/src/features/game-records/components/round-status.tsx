import type { TRoundRecord } from '@lw/contracts';
import { useTranslation } from 'react-i18next';

/** A round's status chip (open: amber, settled: green, rolled back: grey). */
export function RoundStatus({ status }: { status: TRoundRecord['status'] }) {
  const { t } = useTranslation('gameRecords');
  return (
    <span className={`tag records__status records__status--${status}`}>
      {t(`status.${status}`)}
    </span>
  );
}
