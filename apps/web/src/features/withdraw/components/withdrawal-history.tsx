import type { TMyWithdrawal } from '@lw/contracts';
import { CheckCircle2, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Money } from '../../../components/ui/money';
import { errorText } from '../../../lib/error-text';
import { useDateTime } from '../../../lib/date-time';
import { bankName } from '../../../components/ui/bank-name';
import { StatusTag } from '../../../components/ui/status-tag';
import { HistoryCard } from '../../deposit';
import { confirmReceived, useMyWithdrawals } from '../api/withdraw-api';
import { NotReceivedDialog } from './not-received-dialog';

interface TWithdrawalHistoryProps {
  onChanged: (message: { tone: 'success' | 'error'; text: string }) => void;
}

/** The member's withdrawals with the receipt (spec §3) and, once paid, received / not received. */
export function WithdrawalHistory({ onChanged }: TWithdrawalHistoryProps) {
  const { t, i18n } = useTranslation('cashier');
  const { dateTime } = useDateTime();
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<TMyWithdrawal | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [reporting, setReporting] = useState<TMyWithdrawal | null>(null);
  const list = useMyWithdrawals(page);

  const confirm = async (withdrawal: TMyWithdrawal) => {
    setBusyId(withdrawal.id);
    try {
      await confirmReceived(withdrawal.id);
      onChanged({ tone: 'success', text: t('withdrawal.receivedDone') });
    } catch (error) {
      onChanged({ tone: 'error', text: errorText(error, i18n.language) });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <HistoryCard
      id="withdrawal-history"
      title={t('withdrawal.title')}
      emptyTitle={t('withdrawal.emptyTitle')}
      emptyText={t('withdrawal.emptyText')}
      list={list}
      page={page}
      onPage={setPage}
      renderRow={(w) => (
        <li key={w.id} className="cashier-row" data-testid={`withdrawal-${w.id}`}>
          <div className="cashier-row__main">
            <strong className="cashier-row__amount cashier-row__amount--out">
              <Money minor={w.amount} currency={w.currency} />
            </strong>
            <StatusTag kind="withdrawal" status={w.status} />
          </div>
          <dl className="receipt">
            <Fact label={t('withdrawal.amount')}>
              <Money minor={w.amount} />
            </Fact>
            <Fact label={t('withdrawal.received')}>
              {w.amountReceived === null ? '—' : <Money minor={w.amountReceived} />}
            </Fact>
            <Fact label={t('withdrawal.remaining')}>
              {w.amountRemaining === null ? '—' : <Money minor={w.amountRemaining} />}
            </Fact>
          </dl>
          <div className="cashier-row__meta">
            <span>
              {bankName(w.bankCode, i18n.language)} {w.accountNumberMasked}
            </span>
            <time dateTime={w.createdAt}>{dateTime(w.createdAt)}</time>
            {w.paidAt ? (
              <span>
                {t('withdrawal.paidAt')}: {dateTime(w.paidAt)}
              </span>
            ) : null}
            {w.reason ? (
              <span className="cashier-row__reason">
                {t('common.reason')}: {w.reason}
              </span>
            ) : null}
            {w.status === 'received' && w.forcedReceived ? (
              <span>{t('withdrawal.autoReceived')}</span>
            ) : null}
            {w.status === 'not_received' ? <span>{t('withdrawal.underReview')}</span> : null}
          </div>
          {w.status === 'paid' ? (
            <div className="receipt__actions">
              <p className="cashier-note">
                {w.confirmDeadline
                  ? t('withdrawal.deadline', {
                      time: dateTime(w.confirmDeadline),
                    })
                  : t('withdrawal.deadlineUnknown')}
              </p>
              <Button
                variant="success"
                size="sm"
                loading={busyId === w.id}
                icon={<CheckCircle2 size={16} aria-hidden="true" />}
                onClick={() => setConfirming(w)}
              >
                {t('withdrawal.confirmReceived')}
              </Button>
              <Button
                variant="outline"
                size="sm"
                icon={<XCircle size={16} aria-hidden="true" />}
                onClick={() => setReporting(w)}
              >
                {t('withdrawal.notReceived')}
              </Button>
            </div>
          ) : null}
        </li>
      )}
    >
      <ConfirmDialog
        open={confirming !== null}
        title={t('withdrawal.confirmTitle')}
        confirmLabel={t('withdrawal.confirmReceived')}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const withdrawal = confirming;
          setConfirming(null);
          if (withdrawal) void confirm(withdrawal);
        }}
      >
        {confirming ? (
          <>
            {t('withdrawal.confirmText')}{' '}
            <strong>
              <Money
                minor={confirming.amountReceived ?? confirming.amount}
                currency={confirming.currency}
              />
            </strong>
          </>
        ) : null}
      </ConfirmDialog>
      <NotReceivedDialog
        withdrawal={reporting}
        onClose={() => setReporting(null)}
        onDone={() => {
          setReporting(null);
          onChanged({ tone: 'success', text: t('withdrawal.notReceivedDone') });
        }}
      />
    </HistoryCard>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="receipt__fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
