import type { TAdminVendor, TCatalogueSyncResult } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirePermission, useCan } from '../../auth';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { PageHeader } from '../../../components/ui/page-header';
import { Pill } from '../../../components/ui/pill';
import { Switch } from '../../../components/ui/switch';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useSyncVendor, useUpdateVendor, useVendors } from '../api/use-games';
import { VendorDrawer } from '../components/vendor-drawer';

/** A sync result in words: counts, or the error. */
export function SyncResult({ result }: { result: TCatalogueSyncResult | null }) {
  const { t } = useTranslation('games');
  const { dateTime } = useDateTime();
  if (!result) return <span className="muted">{t('vendors.neverSynced')}</span>;
  return (
    <span className="sync-result" title={result.error ?? ''}>
      <Pill tone={result.ok ? 'success' : 'danger'}>
        {result.ok
          ? t('vendors.syncOk', {
              added: result.added,
              updated: result.updated,
              removed: result.removed,
            })
          : t('vendors.syncFailed')}
      </Pill>{' '}
      <span className="muted">{dateTime(result.at)}</span>
      {!result.ok && result.error && <div className="muted small">{result.error}</div>}
    </span>
  );
}

function VendorsScreen() {
  const { t, i18n } = useTranslation('games');
  const { dateTime } = useDateTime();
  const toast = useToast();
  const canManage = useCan('games.manage');
  const vendors = useVendors();
  const sync = useSyncVendor();
  const update = useUpdateVendor();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [syncing, setSyncing] = useState<string | null>(null);
  const lang = i18n.language;

  const columns = useMemo<ColumnDef<TAdminVendor, unknown>[]>(
    () => [
      {
        accessorKey: 'code',
        header: t('vendors.code'),
        meta: { label: t('vendors.code') },
        cell: ({ row }) => (
          <span className="vendor-cell">
            <img src={row.original.logoUrl} alt="" width={48} height={24} />
            <span className="mono">{row.original.code}</span>
          </span>
        ),
      },
      { accessorKey: 'name', header: t('vendors.name'), meta: { label: t('vendors.name') } },
      {
        accessorKey: 'walletMode',
        header: t('vendors.walletMode'),
        meta: { label: t('vendors.walletMode') },
        cell: ({ row }) => t(`vendors.modes.${row.original.walletMode}`),
      },
      {
        accessorKey: 'currency',
        header: t('vendors.currency'),
        meta: { label: t('vendors.currency') },
      },
      {
        accessorKey: 'enabled',
        header: t('vendors.enabled'),
        meta: { label: t('vendors.enabled') },
        cell: ({ row }) => (
          <Switch
            checked={row.original.enabled}
            disabled={!canManage || update.isPending}
            label={
              <span className="visually-hidden">
                {t('vendors.enableVendor', { code: row.original.code })}
              </span>
            }
            onChange={(enabled) => update.mutate({ code: row.original.code, body: { enabled } })}
          />
        ),
      },
      {
        id: 'maintenance',
        header: t('vendors.maintenance'),
        meta: { label: t('vendors.maintenance') },
        cell: ({ row }) => {
          const v = row.original;
          if (v.inMaintenance) return <Pill tone="warning">{t('vendors.inMaintenance')}</Pill>;
          if (v.maintenanceFrom || v.maintenanceUntil) {
            return (
              <span className="muted">
                {dateTime(v.maintenanceFrom)} – {dateTime(v.maintenanceUntil)}
              </span>
            );
          }
          return <span className="muted">—</span>;
        },
      },
      {
        id: 'games',
        header: t('vendors.games'),
        meta: { label: t('vendors.games') },
        cell: ({ row }) =>
          t('vendors.gameCount', {
            listed: row.original.listedCount,
            total: row.original.gameCount,
          }),
      },
      {
        id: 'lastSync',
        header: t('vendors.lastSync'),
        meta: { label: t('vendors.lastSync') },
        cell: ({ row }) => <SyncResult result={row.original.lastSyncResult} />,
      },
      {
        id: 'actions',
        header: () => <span className="visually-hidden">{t('actions')}</span>,
        enableSorting: false,
        enableHiding: false,
        meta: { noExport: true, className: 'actions' },
        cell: ({ row }) =>
          canManage && (
            <span className="row-actions">
              <Button
                size="sm"
                variant="ghost"
                icon={<RefreshCw size={14} />}
                loading={syncing === row.original.code}
                aria-label={t('vendors.syncVendor', { code: row.original.code })}
                onClick={() => {
                  setSyncing(row.original.code);
                  sync.mutate(row.original.code, {
                    onSuccess: (result) =>
                      result.ok
                        ? toast.success(
                            t('vendors.syncDone', {
                              code: result.vendor,
                              added: result.added,
                              updated: result.updated,
                              removed: result.removed,
                            }),
                          )
                        : toast.error(
                            t('vendors.syncError', {
                              code: result.vendor,
                              error: result.error ?? '',
                            }),
                          ),
                    onError: (error) => toast.error(apiErrorText(error, lang)),
                    onSettled: () => setSyncing(null),
                  });
                }}
              >
                {t('vendors.syncNow')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                icon={<Pencil size={14} />}
                aria-label={t('vendors.editVendor', { code: row.original.code })}
                onClick={() => setEditing(row.original.code)}
              >
                {t('edit')}
              </Button>
            </span>
          ),
      },
    ],
    [t, lang, canManage, update, sync, syncing, toast, dateTime],
  );

  const current =
    editing && editing !== 'new' ? (vendors.data?.find((v) => v.code === editing) ?? null) : null;

  return (
    <div className="page">
      <PageHeader
        title={t('vendors.title')}
        description={t('vendors.description')}
        actions={
          canManage && (
            <Button variant="primary" icon={<Plus size={16} />} onClick={() => setEditing('new')}>
              {t('vendors.create')}
            </Button>
          )
        }
      />
      {vendors.isError && <Banner tone="danger">{apiErrorText(vendors.error, lang)}</Banner>}
      <DataTable
        caption={t('vendors.title')}
        data={vendors.data ?? []}
        columns={columns}
        getRowId={(v) => v.code}
        loading={vendors.isPending}
        emptyText={t('vendors.empty')}
        searchable
        csvFilename="game-vendors.csv"
      />
      {editing === 'new' && <VendorDrawer vendor={null} onClose={() => setEditing(null)} />}
      {current && (
        <VendorDrawer key={current.code} vendor={current} onClose={() => setEditing(null)} />
      )}
    </div>
  );
}

/** /games/vendors — game vendors: connection, secret, maintenance, sync. */
export function GameVendorsRoute() {
  return (
    <RequirePermission permission="games.read">
      <VendorsScreen />
    </RequirePermission>
  );
}
