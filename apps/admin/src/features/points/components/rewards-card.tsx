import { pickLocalized, type TPointsReward } from '@lw/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { Pill } from '../../../components/ui/pill';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { usePointsRewards, useSavePointsReward } from '../api/points-api';
import { RewardDrawer } from './reward-drawer';

/** The reward as the replace call takes it (every field but the id). */
const inputOf = ({ id: _id, ...input }: TPointsReward) => input;

/** The catalogue: every reward with price, stock and limit; create, edit, enable or disable. */
export function RewardsCard({ canWrite }: { canWrite: boolean }) {
  const { t, i18n } = useTranslation('points');
  const toast = useToast();
  const rewards = usePointsRewards(true);
  const save = useSavePointsReward();
  // undefined: closed; null: a new reward.
  const [editing, setEditing] = useState<TPointsReward | null | undefined>(undefined);
  const number = (n: number | null) =>
    n === null ? t('rewards.unlimited') : n.toLocaleString(i18n.language);
  const toggle = async (r: TPointsReward) => {
    try {
      await save.mutateAsync({ id: r.id, input: { ...inputOf(r), active: !r.active } });
      toast.success(r.active ? t('rewards.disabled') : t('rewards.enabled'));
    } catch (e) {
      toast.error(apiErrorText(e, i18n.language));
    }
  };
  const columns = useMemo<ColumnDef<TPointsReward, unknown>[]>(
    () => [
      { accessorKey: 'id', header: 'ID', meta: { label: 'ID', className: 'num' } },
      {
        id: 'name',
        accessorFn: (r) => pickLocalized(r.name, i18n.language),
        header: t('rewards.name'),
        meta: { label: t('rewards.name') },
      },
      {
        accessorKey: 'pricePoints',
        header: t('rewards.price'),
        meta: { label: t('rewards.price'), className: 'num' },
        cell: ({ row }) => row.original.pricePoints.toLocaleString(i18n.language),
      },
      {
        id: 'stock',
        accessorFn: (r) => r.stock ?? '',
        header: t('rewards.stock'),
        meta: { label: t('rewards.stock'), className: 'num' },
        cell: ({ row }) => number(row.original.stock),
      },
      {
        id: 'limit',
        accessorFn: (r) => r.perMemberLimit ?? '',
        header: t('rewards.limit'),
        meta: { label: t('rewards.limit'), className: 'num' },
        cell: ({ row }) => number(row.original.perMemberLimit),
      },
      {
        accessorKey: 'sortOrder',
        header: t('rewards.order'),
        meta: { label: t('rewards.order'), className: 'num' },
      },
      {
        id: 'active',
        accessorFn: (r) => (r.active ? t('rewards.active') : t('rewards.inactive')),
        header: t('rewards.status'),
        meta: { label: t('rewards.status') },
        cell: ({ row }) => (
          <Pill tone={row.original.active ? 'success' : 'neutral'}>
            {row.original.active ? t('rewards.active') : t('rewards.inactive')}
          </Pill>
        ),
      },
      {
        id: 'actions',
        header: t('actions'),
        enableSorting: false,
        meta: { label: t('actions'), noExport: true },
        cell: ({ row }) =>
          canWrite ? (
            <div className="pts-actions">
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('rewards.editOf', {
                  name: pickLocalized(row.original.name, i18n.language),
                })}
                onClick={() => setEditing(row.original)}
              >
                {t('rewards.editAction')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => void toggle(row.original)}>
                {row.original.active ? t('rewards.disable') : t('rewards.enable')}
              </Button>
            </div>
          ) : null,
      },
    ],
    // `toggle` and `number` read only what is listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, canWrite],
  );
  return (
    <Card
      title={t('rewards.title')}
      description={t('rewards.description')}
      actions={
        canWrite ? (
          <Button variant="primary" icon={<Plus size={16} />} onClick={() => setEditing(null)}>
            {t('rewards.create')}
          </Button>
        ) : null
      }
    >
      {rewards.isError && (
        <Banner tone="danger">{apiErrorText(rewards.error, i18n.language)}</Banner>
      )}
      <DataTable
        caption={t('rewards.title')}
        data={rewards.data?.items ?? []}
        columns={columns}
        getRowId={(r) => String(r.id)}
        loading={rewards.isPending}
        emptyText={t('rewards.empty')}
        csvFilename="points-rewards.csv"
      />
      {editing !== undefined && (
        <RewardDrawer
          key={editing?.id ?? 'new'}
          reward={editing}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Card>
  );
}
