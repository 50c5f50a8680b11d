import { pickLocalized, type TDepositInstructions } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Money } from '../../../components/ui/money';
import { errorText } from '../../../lib/error-text';
import { useDateTime } from '../../../lib/date-time';
import { getDeposit, useMyDeposits } from '../api/deposit-api';
import { StatusTag } from '../../../components/ui/status-tag';
import { HistoryCard } from './history-card';

/** The member's deposits, newest first, with status and times; pending ones can be reopened. */
export function DepositHistory({ onShow }: { onShow: (result: TDepositInstructions) => void }) {
  const { t, i18n } = useTranslation('cashier');
  const { dateTime } = useDateTime();
  const [page, setPage] = useState(1);
  const [opening, setOpening] = useState<number | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const list = useMyDeposits(page);

  const open = async (id: number) => {
    setOpening(id);
    setOpenError(null);
    try {
      onShow(await getDeposit(id));
    } catch (error) {
      setOpenError(errorText(error, i18n.language));
    } finally {
      setOpening(null);
    }
  };

  return (
    <HistoryCard
      id="deposit-history"
      title={t('deposit.history.title')}
      emptyTitle={t('deposit.history.emptyTitle')}
      emptyText={t('deposit.history.emptyText')}
      list={list}
      page={page}
      onPage={setPage}
      notice={openError ? <FormNotice notice={{ notice: 'error', message: openError }} /> : null}
      renderRow={(deposit) => (
        <li key={deposit.id} className="cashier-row">
          <div className="cashier-row__main">
            <strong className="cashier-row__amount cashier-row__amount--in">
              <Money minor={deposit.amount} currency={deposit.currency} />
            </strong>
            <StatusTag kind="deposit" status={deposit.status} />
          </div>
          <div className="cashier-row__meta">
            <span>{pickLocalized(deposit.methodName, i18n.language)}</span>
            <span>
              {t('deposit.history.reference')}: {deposit.referenceCode}
            </span>
            <time dateTime={deposit.createdAt}>{dateTime(deposit.createdAt)}</time>
            {deposit.decidedAt ? (
              <span>
                {t('deposit.history.decidedAt')}:{' '}
                <time dateTime={deposit.decidedAt}>{dateTime(deposit.decidedAt)}</time>
              </span>
            ) : null}
            {deposit.reason ? (
              <span className="cashier-row__reason">
                {t('common.reason')}: {deposit.reason}
              </span>
            ) : null}
          </div>
          {deposit.status === 'pending' && deposit.kind === 'bank_transfer' ? (
            <Button
              variant="ghost"
              size="sm"
              loading={opening === deposit.id}
              onClick={() => void open(deposit.id)}
            >
              {t('deposit.history.howToPay')}
            </Button>
          ) : null}
        </li>
      )}
    />
  );
}
