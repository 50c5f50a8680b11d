import type { ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pill } from '../../../components/ui/pill';

/** A programme's running state, as every engagement list shows it. */
export function activeColumn<T extends { active: boolean }>(t: TFunction): ColumnDef<T, unknown> {
  return {
    id: 'active',
    accessorFn: (x) => (x.active ? t('active') : t('paused')),
    header: t('statusTitle'),
    meta: { label: t('statusTitle') },
    cell: ({ row }) => (
      <Pill tone={row.original.active ? 'success' : 'neutral'}>
        {row.original.active ? t('active') : t('paused')}
      </Pill>
    ),
  };
}

/** Pauses a running one, resumes a paused one. */
export function PauseButton({
  item,
  onToggle,
}: {
  item: { id: number; active: boolean };
  onToggle: (change: { id: number; active: boolean }) => void;
}) {
  const { t } = useTranslation('engagement');
  return (
    <Button
      size="sm"
      variant="secondary"
      onClick={() => onToggle({ id: item.id, active: !item.active })}
    >
      {item.active ? t('pause') : t('resume')}
    </Button>
  );
}

/** The actions column of a list whose only action is pause or resume (for who may manage). */
export function pauseColumn<T extends { id: number; active: boolean }>(
  t: TFunction,
  canManage: boolean,
  onToggle: (change: { id: number; active: boolean }) => void,
): ColumnDef<T, unknown> {
  return {
    id: 'actions',
    header: t('actions'),
    enableSorting: false,
    meta: { label: t('actions'), noExport: true },
    cell: ({ row }) => (canManage ? <PauseButton item={row.original} onToggle={onToggle} /> : null),
  };
}
