import type { TAgentBill } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money';

/**
 * A bill's adjustment lines as "late settlements from <period>" (issue 25 item 4): wagers of an
 * earlier, already billed period that settled, voided or resettled after that bill was made.
 */
export function LateSettlementLines({ bill }: { bill: TAgentBill }) {
  const { t } = useTranslation('agentContracts');
  if (bill.adjustments.length === 0) return null;
  return (
    <ul className="ac-late">
      {bill.adjustments.map((a) => (
        <li key={a.forBillId}>
          {t('explain.lateFrom', { period: a.periodKey })}:{' '}
          <Money minor={a.amount} currency={bill.currency} />
        </li>
      ))}
    </ul>
  );
}
