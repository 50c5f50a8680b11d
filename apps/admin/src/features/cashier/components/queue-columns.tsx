import type { CellContext, ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Money } from '../../../components/ui/money';
import { formatMoney } from '../../../lib/money';
import { CashierStatusPill } from './status-pill';

/** The amount column of a cashier queue (the CSV has it in major units). */
export function amountColumn<T extends { amount: number; currency: string }>(
  t: TFunction,
  cell: (ctx: CellContext<T, unknown>) => ReactNode = ({ row }) => (
    <Money minor={row.original.amount} currency={row.original.currency} />
  ),
): ColumnDef<T, unknown> {
  return {
    accessorKey: 'amount',
    header: t('queue.amount'),
    meta: {
      label: t('queue.amount'),
      className: 'num',
      csv: (r) => formatMoney(r.amount, 'en', r.currency),
    },
    cell,
  };
}

/** When the record was created. */
export function createdColumn<T extends { createdAt: string }>(
  t: TFunction,
  /** The back office's formatter (`useDateTime().dateTime`). */
  dateTime: (iso: string) => string,
): ColumnDef<T, unknown> {
  return {
    accessorKey: 'createdAt',
    header: t('queue.created'),
    meta: { label: t('queue.created') },
    cell: ({ row }) => <span className="nowrap">{dateTime(row.original.createdAt)}</span>,
  };
}

/** The record's status, with a note under it (a reason, a decision) when there is one. */
export function statusColumn<T extends { status: string }>(
  t: TFunction,
  kind: 'deposit' | 'withdrawal' | 'adjustment',
  note: (row: T) => ReactNode,
): ColumnDef<T, unknown> {
  return {
    accessorKey: 'status',
    header: t('queue.status'),
    meta: { label: t('queue.status') },
    cell: ({ row }) => (
      <span className="two-line">
        <CashierStatusPill status={row.original.status} kind={kind} />
        {note(row.original)}
      </span>
    ),
  };
}
