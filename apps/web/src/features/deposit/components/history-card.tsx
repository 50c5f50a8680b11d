import { History, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormNotice } from '../../../components/ui/form-notice';
import { Pager } from '../../../components/ui/pager';
import { errorText } from '../../../lib/error-text';

/** The page of a member's cashier history the list query answers (deposits, withdrawals). */
interface THistoryQuery<TItem> {
  isError: boolean;
  error: unknown;
  isPending: boolean;
  data?: { items: readonly TItem[]; pageSize: number; total: number } | undefined;
}

/**
 * A cashier history card: its title, then the list's error, a skeleton while loading, the empty
 * state, or the rows (`renderRow`, each an `<li>`), and the pager.
 */
export function HistoryCard<TItem>({
  id,
  title,
  emptyTitle,
  emptyText,
  list,
  page,
  onPage,
  renderRow,
  notice,
  children,
}: {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  emptyTitle: string;
  emptyText: string;
  list: THistoryQuery<TItem>;
  page: number;
  onPage: (page: number) => void;
  renderRow: (item: TItem) => ReactNode;
  /** A message above the list (an action on a row failed). */
  notice?: ReactNode;
  /** The card's dialogs. */
  children?: ReactNode;
}) {
  const { i18n } = useTranslation();
  const items = list.data?.items ?? [];
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        <History size={20} aria-hidden="true" />
        {title}
      </h2>
      {notice}
      {list.isError ? (
        <FormNotice notice={{ notice: 'error', message: errorText(list.error, i18n.language) }} />
      ) : list.isPending ? (
        <div className="skeleton cashier-table-skeleton" aria-hidden="true" />
      ) : items.length === 0 ? (
        <EmptyState icon={<ReceiptText size={28} />} title={emptyTitle} text={emptyText} />
      ) : (
        <ul className="cashier-list" aria-label={title}>
          {items.map(renderRow)}
        </ul>
      )}
      {list.data ? (
        <Pager page={page} pageSize={list.data.pageSize} total={list.data.total} onPage={onPage} />
      ) : null}
      {children}
    </section>
  );
}
