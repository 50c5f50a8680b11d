import type { ColumnDef } from '@tanstack/react-table';
import { Button } from './button';

/** A work queue's "waiting for" column: the age, marked late after a day. */
export function queueAgeColumn<T extends { ageSeconds: number }>(
  title: string,
  ageOf: (seconds: number) => string,
): ColumnDef<T, unknown> {
  return {
    id: 'age',
    header: title,
    meta: { label: title },
    cell: ({ row }) => (
      <span className={row.original.ageSeconds >= 86_400 ? 'queue-age--late' : undefined}>
        {ageOf(row.original.ageSeconds)}
      </span>
    ),
  };
}

/** A work queue's last column: the button that opens the item. */
export function queueOpenColumn<T>(
  label: string,
  ariaLabelOf: (item: T) => string,
  onOpen: (item: T) => void,
): ColumnDef<T, unknown> {
  return {
    id: 'actions',
    header: () => <span className="visually-hidden">{label}</span>,
    enableSorting: false,
    enableHiding: false,
    meta: { noExport: true },
    cell: ({ row }) => (
      <Button size="sm" aria-label={ariaLabelOf(row.original)} onClick={() => onOpen(row.original)}>
        {label}
      </Button>
    ),
  };
}
