import type { TRiskFinding } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money';

const AMOUNTS = new Set(['deposit_spike', 'chasing_losses']);

/** A finding's figure beside the threshold it passed: an amount, a count, days or hours. */
export function FindingFigure({ finding }: { finding: TRiskFinding }) {
  const { t } = useTranslation('risk');
  if (AMOUNTS.has(finding.marker)) {
    const currency = finding.currency === null ? {} : { currency: finding.currency };
    return (
      <span>
        <Money minor={finding.value} {...currency} /> ≥{' '}
        <Money minor={finding.threshold} {...currency} />
      </span>
    );
  }
  return (
    <span>
      {t(`figure.${finding.marker}`, { value: finding.value, threshold: finding.threshold })}
    </span>
  );
}
