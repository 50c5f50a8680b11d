import type { TAgentBill, TAgentBillExplain } from '@lw/contracts';
import { useTranslation } from 'react-i18next';

/** `daily:2026-03-02` → `2026-03-02`, as the bills table writes a period. */
export function periodLabel(periodKey: string): string {
  return periodKey.split(':').slice(1).join(':');
}

/**
 * A bill's adjustment lines (issue 25 item 4): wagers of an earlier, already billed period that
 * settled, voided or resettled after that bill was made, carried by this bill as a signed amount.
 */
export function LateLines({ bill, money }: { bill: TAgentBill; money: (n: number) => string }) {
  const { t } = useTranslation('pages');
  if (bill.adjustments.length === 0) return null;
  return (
    <ul className="contract__late">
      {bill.adjustments.map((a) => (
        <li key={a.forBillId} className="tabular">
          {t('agentContracts.lateFrom', {
            period: periodLabel(a.periodKey),
            amount: money(a.amount),
          })}
        </li>
      ))}
    </ul>
  );
}

/** The explanation's late part: each line's earlier bill recomputed, and what is still to come. */
export function LateExplain({
  explained,
  money,
}: {
  explained: TAgentBillExplain;
  money: (n: number) => string;
}) {
  const { t } = useTranslation('pages');
  return (
    <>
      {explained.adjustments.map((a) => (
        <p key={a.forBillId} className="tabular">
          {t('agentContracts.lateExplain', {
            period: periodLabel(a.periodKey),
            before: money(a.ownBefore),
            after: money(a.ownAfter),
            amount: money(a.amount),
            count: a.wagers.length,
          })}
        </p>
      ))}
      {explained.carriedLater !== 0 && (
        <p className="tabular">
          {t('agentContracts.lateCarried', { amount: money(explained.carriedLater) })}
        </p>
      )}
      {explained.pendingLate !== 0 && (
        <p className="tabular">
          {t('agentContracts.latePending', { amount: money(explained.pendingLate) })}
        </p>
      )}
    </>
  );
}
