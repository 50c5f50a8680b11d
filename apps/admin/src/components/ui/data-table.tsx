import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
  type RowData,
  type SortingState,
  type VisibilityState,
} from '@tanstack/react-table';
import { clsx } from 'clsx';
import { ArrowDown, ArrowUp, ArrowUpDown, Columns3, Download } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv } from '../../lib/csv';
import { Button } from './button';
import { Popover } from './popover';
import { SearchInput } from './search-input';
import { Spinner } from './spinner';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Plain-text column name, for the column chooser and the CSV header. */
    label?: string;
    /** CSV value of the cell; defaults to the accessor value. */
    csv?: (row: TData) => unknown;
    /** Left out of the CSV (action buttons). */
    noExport?: boolean;
    /** Extra class on the cells (e.g. `num` for right-aligned figures). */
    className?: string;
  }
}

export interface DataTableProps<T> {
  data: readonly T[];
  columns: ColumnDef<T, unknown>[];
  getRowId: (row: T) => string;
  loading?: boolean;
  emptyText: ReactNode;
  /** Shows a search box filtering the loaded rows. */
  searchable?: boolean;
  /** File name of the CSV export; omit to hide the export button. */
  csvFilename?: string;
  /** Extra controls at the left of the toolbar (filters). */
  toolbar?: ReactNode;
  /** Content shown under a row when it is expanded. */
  renderExpanded?: (row: T) => ReactNode;
  expandedId?: string | null;
  onRowClick?: (row: T) => void;
  footer?: ReactNode;
  caption: string;
  initialHidden?: VisibilityState;
}

/** A dense, sortable table with column choice, search and CSV export of what is shown. */
export function DataTable<T>({
  data,
  columns,
  getRowId,
  loading = false,
  emptyText,
  searchable = false,
  csvFilename,
  toolbar,
  renderExpanded,
  expandedId,
  onRowClick,
  footer,
  caption,
  initialHidden = {},
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>([]);
  const [globalFilter, setGlobalFilter] = useState('');
  const [columnVisibility, setColumnVisibility] = useState<VisibilityState>(initialHidden);

  const table = useReactTable({
    data: data as T[],
    columns,
    getRowId: (row) => getRowId(row),
    state: { sorting, globalFilter, columnVisibility },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onColumnVisibilityChange: setColumnVisibility,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });

  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();

  function exportCsv() {
    if (!csvFilename) return;
    const exported = visibleColumns.filter((c) => !c.columnDef.meta?.noExport);
    const header = exported.map((c) => c.columnDef.meta?.label ?? c.id);
    const body = rows.map((row: Row<T>) =>
      exported.map((c) => {
        const csv = c.columnDef.meta?.csv;
        return csv ? csv(row.original) : row.getValue(c.id);
      }),
    );
    downloadCsv(csvFilename, toCsv(header, body));
  }

  return (
    <div className="table-wrap">
      <div className="table-toolbar">
        <div className="table-toolbar__filters">
          {searchable && (
            <SearchInput
              label={t('table.search')}
              placeholder={t('table.search')}
              value={globalFilter}
              onChange={setGlobalFilter}
            />
          )}
          {toolbar}
        </div>
        <div className="table-toolbar__actions">
          <Popover
            trigger={(props) => (
              <Button size="sm" variant="ghost" icon={<Columns3 size={16} />} {...props}>
                {t('table.columns')}
              </Button>
            )}
          >
            <fieldset className="column-chooser">
              <legend className="visually-hidden">{t('table.columns')}</legend>
              {table
                .getAllLeafColumns()
                .filter((c) => c.getCanHide())
                .map((column) => (
                  <label key={column.id} className="checkbox-row">
                    <input
                      type="checkbox"
                      checked={column.getIsVisible()}
                      onChange={column.getToggleVisibilityHandler()}
                    />
                    {column.columnDef.meta?.label ?? column.id}
                  </label>
                ))}
            </fieldset>
          </Popover>
          {csvFilename && (
            <Button
              size="sm"
              variant="ghost"
              icon={<Download size={16} />}
              onClick={exportCsv}
              disabled={rows.length === 0}
            >
              {t('table.exportCsv')}
            </Button>
          )}
        </div>
      </div>
      <div className="table-scroll">
        <table className="table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={header.column.columnDef.meta?.className}
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {canSort ? (
                        <button
                          type="button"
                          className="th-sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          {sorted === 'asc' ? (
                            <ArrowUp size={14} aria-hidden="true" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown size={14} aria-hidden="true" />
                          ) : (
                            <ArrowUpDown size={14} aria-hidden="true" className="th-sort__idle" />
                          )}
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {loading && rows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumns.length} className="table__state">
                  <Spinner size={18} /> {t('loading')}
                </td>
              </tr>
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={visibleColumns.length} className="table__state">
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const expanded = renderExpanded && expandedId === row.id;
                return (
                  <Fragment key={row.id}>
                    <tr
                      className={clsx(onRowClick && 'table__row--clickable', expanded && 'is-open')}
                      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
                    >
                      {row.getVisibleCells().map((cell) => (
                        <td key={cell.id} className={cell.column.columnDef.meta?.className}>
                          {flexRender(cell.column.columnDef.cell, cell.getContext())}
                        </td>
                      ))}
                    </tr>
                    {expanded && (
                      <tr className="table__expanded">
                        <td colSpan={visibleColumns.length}>{renderExpanded(row.original)}</td>
                      </tr>
                    )}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      {footer && <div className="table-footer">{footer}</div>}
    </div>
  );
}
