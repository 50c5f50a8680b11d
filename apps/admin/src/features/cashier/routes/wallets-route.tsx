import type { TMemberLedgerEntry, TMemberWallet } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RequirePermission } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { Select } from '../../../components/ui/input';
import { Money } from '../../../components/ui/money';
import { PageHeader } from '../../../components/ui/page-header';
import { ResultPager } from '../../../components/ui/pager';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { formatMoney } from '../../../lib/money';
import { useMemberLedger, useMemberWallets } from '../api/use-withdrawals';
import { MemberPicker } from '../components/member-picker';

function positiveInt(value: string | null): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** A wallet's name: its purpose, with the vendor of a vendor wallet. */
function useWalletLabel() {
  const { t } = useTranslation('cashier');
  return (w: { purpose: string; vendor: string }) =>
    `${t(`wallets.purposes.${w.purpose}`, { defaultValue: w.purpose })}${w.vendor ? ` · ${w.vendor}` : ''}`;
}

function MemberWallets({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation('cashier');
  const { dateTime } = useDateTime();
  const lang = i18n.language;
  const walletLabel = useWalletLabel();
  const [params, setParams] = useSearchParams();
  const ledgerAccountId = positiveInt(params.get('ledgerAccountId'));
  const page = positiveInt(params.get('page')) ?? 1;
  const pageSize = Math.min(200, positiveInt(params.get('pageSize')) ?? 50);
  const wallets = useMemberWallets(accountId);
  const ledger = useMemberLedger(accountId, { ledgerAccountId, page, pageSize });

  function update(next: { ledgerAccountId?: number; page?: number; pageSize?: number }) {
    const merged = { ledgerAccountId, page: 1, pageSize, ...next };
    const out = new URLSearchParams({ accountId: String(accountId) });
    if (merged.ledgerAccountId) out.set('ledgerAccountId', String(merged.ledgerAccountId));
    if (merged.page !== 1) out.set('page', String(merged.page));
    if (merged.pageSize !== 50) out.set('pageSize', String(merged.pageSize));
    setParams(out);
  }

  const walletColumns = useMemo<ColumnDef<TMemberWallet, unknown>[]>(
    () => [
      {
        id: 'wallet',
        accessorFn: walletLabel,
        header: t('wallets.wallet'),
        meta: { label: t('wallets.wallet') },
      },
      {
        accessorKey: 'balance',
        header: t('wallets.balance'),
        meta: {
          label: t('wallets.balance'),
          className: 'num',
          csv: (w) => formatMoney(w.balance, 'en', w.currency),
        },
        cell: ({ row }) => <Money minor={row.original.balance} currency={row.original.currency} />,
      },
      {
        accessorKey: 'updatedAt',
        header: t('wallets.updatedAt'),
        meta: { label: t('wallets.updatedAt') },
        cell: ({ row }) => <span className="nowrap">{dateTime(row.original.updatedAt)}</span>,
      },
    ],
    [t, walletLabel, dateTime],
  );

  const entryColumns = useMemo<ColumnDef<TMemberLedgerEntry, unknown>[]>(
    () => [
      {
        accessorKey: 'createdAt',
        header: t('wallets.time'),
        meta: { label: t('wallets.time') },
        cell: ({ row }) => <span className="nowrap">{dateTime(row.original.createdAt)}</span>,
      },
      {
        id: 'wallet',
        accessorFn: walletLabel,
        header: t('wallets.wallet'),
        meta: { label: t('wallets.wallet') },
      },
      {
        accessorKey: 'reason',
        header: t('wallets.type'),
        meta: { label: t('wallets.type') },
        cell: ({ row }) =>
          t(`wallets.reasons.${row.original.reason}`, { defaultValue: row.original.reason }),
      },
      {
        accessorKey: 'amount',
        header: t('queue.amount'),
        meta: {
          label: t('queue.amount'),
          className: 'num',
          csv: (e) => formatMoney(e.amount, 'en'),
        },
        cell: ({ row }) => <Money minor={row.original.amount} />,
      },
      {
        accessorKey: 'balanceAfter',
        header: t('wallets.balanceAfter'),
        meta: {
          label: t('wallets.balanceAfter'),
          className: 'num',
          csv: (e) => formatMoney(e.balanceAfter, 'en'),
        },
        cell: ({ row }) => <Money minor={row.original.balanceAfter} />,
      },
      {
        accessorKey: 'reference',
        header: t('queue.reference'),
        meta: { label: t('queue.reference') },
        cell: ({ row }) => <span className="mono">{row.original.reference ?? '—'}</span>,
      },
      { accessorKey: 'actor', header: t('wallets.actor'), meta: { label: t('wallets.actor') } },
    ],
    [t, walletLabel, dateTime],
  );
  const serverEntryColumns = useMemo(
    () => entryColumns.map((c) => ({ ...c, enableSorting: false })),
    [entryColumns],
  );
  const username = wallets.data?.username;

  return (
    <>
      {wallets.isError && <Banner tone="danger">{apiErrorText(wallets.error, lang)}</Banner>}
      <Card
        title={username ? t('wallets.walletsOf', { username }) : t('wallets.title')}
        actions={
          <Link to={`/accounts/${accountId}`} className="btn btn--ghost btn--sm">
            <span>{t('wallets.memberDetail')}</span>
          </Link>
        }
      >
        <DataTable
          caption={t('wallets.title')}
          data={wallets.data?.wallets ?? []}
          columns={walletColumns}
          getRowId={(w) => String(w.ledgerAccountId)}
          loading={wallets.isPending}
          emptyText={t('wallets.noWallets')}
        />
      </Card>
      <section className="detail-section">
        <h2 className="section-title">{t('wallets.entries')}</h2>
        {ledger.isError && <Banner tone="danger">{apiErrorText(ledger.error, lang)}</Banner>}
        <DataTable
          caption={t('wallets.entries')}
          data={ledger.data?.items ?? []}
          columns={serverEntryColumns}
          getRowId={(e) => String(e.entryId)}
          loading={ledger.isPending || ledger.isPlaceholderData}
          emptyText={t('wallets.noEntries')}
          csvFilename={`ledger-${username ?? accountId}-page-${page}.csv`}
          toolbar={
            <div className="filters">
              <Select
                aria-label={t('wallets.wallet')}
                className="filters__select"
                value={ledgerAccountId ?? ''}
                onChange={(e) =>
                  update({ ledgerAccountId: e.target.value ? Number(e.target.value) : undefined })
                }
              >
                <option value="">{t('wallets.allWallets')}</option>
                {(wallets.data?.wallets ?? []).map((w) => (
                  <option key={w.ledgerAccountId} value={w.ledgerAccountId}>
                    {walletLabel(w)}
                  </option>
                ))}
              </Select>
            </div>
          }
          footer={<ResultPager result={ledger.data} onChange={update} />}
        />
      </section>
    </>
  );
}

function WalletsScreen() {
  const { t } = useTranslation('cashier');
  const [params, setParams] = useSearchParams();
  const accountId = positiveInt(params.get('accountId'));
  return (
    <div className="page">
      <PageHeader title={t('wallets.title')} description={t('wallets.description')} />
      <div className="field field--narrow">
        <label className="field__label" htmlFor="wallets-member">
          {t('queue.member')}
        </label>
        <MemberPicker
          id="wallets-member"
          value={accountId ? { id: accountId, username: `#${accountId}` } : null}
          onChange={(m) =>
            setParams(m ? new URLSearchParams({ accountId: String(m.id) }) : new URLSearchParams())
          }
        />
      </div>
      {accountId && <MemberWallets key={accountId} accountId={accountId} />}
    </div>
  );
}

/** /cashier/wallets?accountId= — a member's wallets with balances and ledger entries. */
export function WalletsRoute() {
  return (
    <RequirePermission permission="cashier.read">
      <WalletsScreen />
    </RequirePermission>
  );
}
