import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { pageItems } from './page-items';

interface TPaginationProps {
  /** 1-based current page. */
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Page buttons with 2 margin pages and a range of 5 (spec §9); hidden for a single page. */
export function Pagination({ page, totalPages, onChange }: TPaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pager.label')}>
      <button
        type="button"
        className="pagination__btn"
        onClick={() => onChange(page - 1)}
        disabled={page <= 1}
        aria-label={t('pager.previous')}
      >
        <ChevronLeft size={16} aria-hidden="true" />
      </button>
      {pageItems(page, totalPages).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className="pagination__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item.page}
            type="button"
            className="pagination__btn"
            onClick={() => onChange(item.page)}
            aria-current={item.page === page ? 'page' : undefined}
            aria-label={t('pager.page', { page: item.page })}
          >
            {item.page}
          </button>
        ),
      )}
      <button
        type="button"
        className="pagination__btn"
        onClick={() => onChange(page + 1)}
        disabled={page >= totalPages}
        aria-label={t('pager.next')}
      >
        <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
