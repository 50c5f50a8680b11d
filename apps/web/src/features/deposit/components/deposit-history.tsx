import { pickLocalized, type TDepositInstructions } from '@lw/contracts';
import { History, ReceiptText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormNotice } from '../../../components/ui/form-notice';
import { Money } from '../../../components/ui/money';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { getDeposit, useMyDeposits } from '../api/deposit-api';
import { Pager } from '../../../components/ui/pager';
import { StatusTag } from '../../../components/ui/status-tag';

/** The member's deposits, newest first, with status and times; pending ones can be reopened. */
export function DepositHistory({ onShow }: { onShow: (result: TDepositInstructions) => void }) {
  const { t, i18n } = useTranslation('cashier');
  const [page, setPage] = useState(1);
  const [opening, setOpening] = useState<number | null>(null);
  const [openError, setOpenError] = useState<string | null>(null);
  const list = useMyDeposits(page);
  const items = list.data?.items ?? [];

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
    <section className="card" aria-labelledby="deposit-history">
      <h2 id="deposit-history" className="card__title">
        <History size={20} aria-hidden="true" />
        {t('deposit.history.title')}
      </h2>
      {openError ? <FormNotice notice={{ notice: 'error', message: openError }} /> : null}
      {list.isError ? (
        <FormNotice notice={{ notice: 'error', message: errorText(list.error, i18n.language) }} />
      ) : list.isPending ? (
        <div className="skeleton cashier-table-skeleton" aria-hidden="true" />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<ReceiptText size={28} />}
          title={t('deposit.history.emptyTitle')}
          text={t('deposit.history.emptyText')}
        />
      ) : (
        <ul className="cashier-list" aria-label={t('deposit.history.title')}>
          {items.map((deposit) => (
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
                <time dateTime={deposit.createdAt}>
                  {formatDateTime(deposit.createdAt, i18n.language)}
                </time>
                {deposit.decidedAt ? (
                  <span>
                    {t('deposit.history.decidedAt')}:{' '}
                    <time dateTime={deposit.decidedAt}>
                      {formatDateTime(deposit.decidedAt, i18n.language)}
                    </time>
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
          ))}
        </ul>
      )}
      {list.data ? (
        <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={setPage} />
      ) : null}
    </section>
  );
}
