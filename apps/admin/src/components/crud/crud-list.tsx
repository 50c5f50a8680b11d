import type { ColumnDef } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../lib/api-error-text';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { DataTable } from '../ui/data-table';
import { Pill } from '../ui/pill';
import { useToast } from '../ui/toast';

/** The texts of the edit and remove buttons of a row. */
export interface RowActionLabels {
  actions: string;
  edit: string;
  remove: string;
  editOf: (name: string) => string;
  removeOf: (name: string) => string;
}

/** An on/off status column of rows with an `enabled` flag. */
export function enabledColumn<T extends { enabled?: boolean }>(labels: {
  header: string;
  on: string;
  off: string;
}): ColumnDef<T, unknown> {
  return {
    accessorKey: 'enabled',
    header: labels.header,
    meta: { label: labels.header },
    cell: ({ row }) =>
      row.original.enabled ? (
        <Pill tone="success">{labels.on}</Pill>
      ) : (
        <Pill tone="neutral">{labels.off}</Pill>
      ),
  };
}

function actionsColumn<T>(
  labels: RowActionLabels,
  rowName: (row: T) => string,
  onEdit: (row: T) => void,
  onRemove: (row: T) => void,
): ColumnDef<T, unknown> {
  return {
    id: 'actions',
    header: () => <span className="visually-hidden">{labels.actions}</span>,
    enableSorting: false,
    enableHiding: false,
    meta: { noExport: true, className: 'actions' },
    cell: ({ row }) => (
      <>
        <Button
          size="sm"
          variant="ghost"
          icon={<Pencil size={14} />}
          aria-label={labels.editOf(rowName(row.original))}
          onClick={() => onEdit(row.original)}
        >
          {labels.edit}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          icon={<Trash2 size={14} />}
          aria-label={labels.removeOf(rowName(row.original))}
          onClick={() => onRemove(row.original)}
        >
          {labels.remove}
        </Button>
      </>
    ),
  };
}

export interface CrudListProps<T> {
  caption: string;
  data: readonly T[];
  /** The columns, without the edit/remove buttons (added when `canWrite`). */
  columns: ColumnDef<T, unknown>[];
  getRowId: (row: T) => string;
  emptyText: string;
  loading?: boolean;
  csvFilename?: string;
  canWrite: boolean;
  /** Rendered above the table; `add` opens the drawer on a new row. */
  header?: (add: () => void) => ReactNode;
  /** Controls in the table's toolbar; `add` opens the drawer on a new row. */
  toolbar?: (add: () => void) => ReactNode;
  /** The row's name in the buttons' accessible labels. */
  rowName: (row: T) => string;
  labels: RowActionLabels;
  /** The add (`editing` null) or edit drawer. */
  drawer: (editing: T | null, close: () => void) => ReactNode;
  /** Key of the drawer, so that it starts afresh for another row. */
  drawerKey: (row: T) => string;
  remove: {
    run: (row: T) => Promise<unknown>;
    pending: boolean;
    doneText: (row: T) => string;
    title: (row: T) => string;
    text: string;
  };
}

/**
 * A table of records with an add/edit drawer and removal after confirmation: the frame of the
 * list screens editing one kind of record.
 */
export function CrudList<T>({
  caption,
  data,
  columns,
  getRowId,
  emptyText,
  loading,
  csvFilename,
  canWrite,
  header,
  toolbar,
  rowName,
  labels,
  drawer,
  drawerKey,
  remove,
}: CrudListProps<T>) {
  const { i18n } = useTranslation();
  const toast = useToast();
  /** `undefined`: closed; `null`: adding; otherwise the row being edited. */
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [removing, setRemoving] = useState<T | null>(null);
  const add = () => setEditing(null);
  const close = () => setEditing(undefined);

  async function doRemove(row: T) {
    try {
      await remove.run(row);
      toast.success(remove.doneText(row));
    } catch (error) {
      toast.error(apiErrorText(error, i18n.language));
    } finally {
      setRemoving(null);
    }
  }

  const allColumns = canWrite
    ? [...columns, actionsColumn(labels, rowName, setEditing, setRemoving)]
    : columns;

  return (
    <>
      {header?.(add)}
      <DataTable
        caption={caption}
        data={data}
        columns={allColumns}
        getRowId={getRowId}
        loading={loading}
        emptyText={emptyText}
        csvFilename={csvFilename}
        toolbar={toolbar?.(add)}
      />
      {editing !== undefined && (
        <Fragment key={editing === null ? '' : drawerKey(editing)}>
          {drawer(editing, close)}
        </Fragment>
      )}
      {removing && (
        <ConfirmDialog
          open
          danger
          title={remove.title(removing)}
          description={remove.text}
          confirmLabel={labels.remove}
          loading={remove.pending}
          onCancel={() => setRemoving(null)}
          onConfirm={() => void doRemove(removing)}
        />
      )}
    </>
  );
}
