import type { TModuleSettings } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CrudList, enabledColumn } from '../../../components/crud/crud-list';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { useSaveSettings } from '../api/use-settings';
import { IdentityProviderDrawer } from './identity-provider-drawer';
import {
  sortedProviders,
  withoutProvider,
  type TIdentityProviderSettings,
} from './identity-provider-values';

type Row = ReturnType<typeof sortedProviders>[number];

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
  const { t } = useTranslation('settings');
  const save = useSaveSettings('identityProviders');
  const rows = useMemo(() => sortedProviders(saved), [saved]);
  // The buttons reach players only when the module and its parent are on.
  const moduleOn = !!modules.enabled.login && !!modules.enabled['login.social'];

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
      enabledColumn({
        header: t('identityProviders.status'),
        on: t('identityProviders.on'),
        off: t('identityProviders.off'),
      }),
      {
        accessorKey: 'requireSms',
        header: t('identityProviders.requireSmsShort'),
        meta: { label: t('identityProviders.requireSmsShort') },
        cell: ({ row }) =>
          row.original.requireSms ? t('identityProviders.yes') : t('identityProviders.no'),
      },
    ],
    [t],
  );

  return (
    <CrudList
      caption={t('identityProviders.title')}
      data={rows}
      columns={columns}
      getRowId={(row) => row.id}
      emptyText={t('identityProviders.empty')}
      canWrite={canWrite}
      header={() => !moduleOn && <Banner tone="info">{t('identityProviders.moduleOff')}</Banner>}
      toolbar={(add) =>
        canWrite && (
          <Button variant="primary" size="sm" icon={<Plus size={16} />} onClick={add}>
            {t('identityProviders.add')}
          </Button>
        )
      }
      rowName={(row) => row.name}
      labels={{
        actions: t('identityProviders.actions'),
        edit: t('identityProviders.edit'),
        remove: t('remove'),
        editOf: (name) => t('identityProviders.editOf', { name }),
        removeOf: (name) => t('identityProviders.removeOf', { name }),
      }}
      drawerKey={(row) => row.id}
      drawer={(editing, close) => (
        <IdentityProviderDrawer saved={saved} editId={editing?.id ?? null} onClose={close} />
      )}
      remove={{
        run: (row) => save.mutateAsync(withoutProvider(saved, row.id)),
        pending: save.isPending,
        doneText: (row) => t('identityProviders.removedToast', { name: row.name }),
        title: (row) => t('identityProviders.removeTitle', { name: row.name }),
        text: t('identityProviders.removeText'),
      }}
    />
  );
}
