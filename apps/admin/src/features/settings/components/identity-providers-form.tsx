import type { TModuleSettings } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataTable } from '../../../components/ui/data-table';
import { Pill } from '../../../components/ui/pill';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSaveSettings } from '../api/use-settings';
import { IdentityProviderDrawer } from './identity-provider-drawer';
import {
  sortedProviders,
  withoutProvider,
  type TIdentityProviderSettings,
} from './identity-provider-values';

type Row = ReturnType<typeof sortedProviders>[number];
/** `null`: the drawer is closed; `''`: adding; otherwise the id being edited. */
type DrawerState = string | null;

/** Social sign-in: the OpenID Connect providers offered on the player login popup. */
export function IdentityProvidersForm({
  saved,
  modules,
  canWrite,
}: {
  saved: TIdentityProviderSettings;
  modules: TModuleSettings;
  canWrite: boolean;
}) {
  const { t, i18n } = useTranslation('settings');
  const toast = useToast();
  const save = useSaveSettings('identityProviders');
  const [drawer, setDrawer] = useState<DrawerState>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const rows = useMemo(() => sortedProviders(saved), [saved]);
  // The buttons reach players only when the module and its parent are on.
  const moduleOn = !!modules.enabled.login && !!modules.enabled['login.social'];

  async function remove(row: Row) {
    try {
      await save.mutateAsync(withoutProvider(saved, row.id));
      toast.success(t('identityProviders.removedToast', { name: row.name }));
    } catch (error) {
      toast.error(apiErrorText(error, i18n.language));
    } finally {
      setRemoving(null);
    }
  }

  const columns = useMemo<ColumnDef<Row, unknown>[]>(
    () => [
      {
        accessorKey: 'order',
        header: t('identityProviders.order'),
        meta: { label: t('identityProviders.order'), className: 'num' },
      },
      {
        accessorKey: 'name',
        header: t('identityProviders.name'),
        meta: { label: t('identityProviders.name') },
        cell: ({ row }) => (
          <>
            <strong>{row.original.name}</strong> <code>{row.original.id}</code>
          </>
        ),
      },
      {
        accessorKey: 'issuer',
        header: t('identityProviders.issuer'),
        meta: { label: t('identityProviders.issuer') },
        cell: ({ row }) => <span className="mono">{row.original.issuer}</span>,
      },
      {
        accessorKey: 'enabled',
        header: t('identityProviders.status'),
        meta: { label: t('identityProviders.status') },
        cell: ({ row }) =>
          row.original.enabled ? (
            <Pill tone="success">{t('identityProviders.on')}</Pill>
          ) : (
            <Pill tone="neutral">{t('identityProviders.off')}</Pill>
          ),
      },
      {
        accessorKey: 'requireSms',
        header: t('identityProviders.requireSmsShort'),
        meta: { label: t('identityProviders.requireSmsShort') },
        cell: ({ row }) =>
          row.original.requireSms ? t('identityProviders.yes') : t('identityProviders.no'),
      },
      ...(canWrite
        ? [
            {
              id: 'actions',
              header: () => (
                <span className="visually-hidden">{t('identityProviders.actions')}</span>
              ),
              enableSorting: false,
              enableHiding: false,
              meta: { noExport: true, className: 'actions' },
              cell: ({ row }) => (
                <>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Pencil size={14} />}
                    aria-label={t('identityProviders.editOf', { name: row.original.name })}
                    onClick={() => setDrawer(row.original.id)}
                  >
                    {t('identityProviders.edit')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Trash2 size={14} />}
                    aria-label={t('identityProviders.removeOf', { name: row.original.name })}
                    onClick={() => setRemoving(row.original)}
                  >
                    {t('remove')}
                  </Button>
                </>
              ),
            } satisfies ColumnDef<Row, unknown>,
          ]
        : []),
    ],
    [t, canWrite],
  );

  return (
    <>
      {!moduleOn && <Banner tone="info">{t('identityProviders.moduleOff')}</Banner>}
      <DataTable
        caption={t('identityProviders.title')}
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        emptyText={t('identityProviders.empty')}
        toolbar={
          canWrite && (
            <Button
              variant="primary"
              size="sm"
              icon={<Plus size={16} />}
              onClick={() => setDrawer('')}
            >
              {t('identityProviders.add')}
            </Button>
          )
        }
      />
      {drawer !== null && (
        <IdentityProviderDrawer
          key={drawer}
          saved={saved}
          editId={drawer === '' ? null : drawer}
          onClose={() => setDrawer(null)}
        />
      )}
      {removing && (
        <ConfirmDialog
          open
          danger
          title={t('identityProviders.removeTitle', { name: removing.name })}
          description={t('identityProviders.removeText')}
          confirmLabel={t('remove')}
          loading={save.isPending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void remove(removing)}
        />
      )}
    </>
  );
}
