import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from './button';

const PAGE_SIZES = [25, 50, 100, 200];

/** Server-side paging: range shown, page size, previous and next. */
export function Pager({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const n = new Intl.NumberFormat(i18n.language);
  return (
    <div className="pager">
      <span className="pager__range">
        {t('pager.range', { from: n.format(from), to: n.format(to), total: n.format(total) })}
      </span>
      <label className="pager__size">
        {t('pager.perPage')}
        <select value={pageSize} onChange={(e) => onPageSize(Number(e.target.value))}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span className="pager__page">
        {t('pager.pageOf', { page: n.format(page), pages: n.format(pages) })}
      </span>
      <IconButton
        label={t('pager.previous')}
        icon={<ChevronLeft size={16} />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      />
      <IconButton
        label={t('pager.next')}
        icon={<ChevronRight size={16} />}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      />
    </div>
  );
}

/**
 * The pager of a server-paged list: its answer's page, size and total; a new size starts again
 * at page 1. Nothing until the first answer.
 */
export function ResultPager({
  result,
  onChange,
}: {
  result: { page: number; pageSize: number; total: number } | undefined;
  onChange: (paging: { page: number; pageSize?: number }) => void;
}) {
  if (!result) return null;
  return (
    <Pager
      page={result.page}
      pageSize={result.pageSize}
      total={result.total}
      onPage={(page) => onChange({ page })}
      onPageSize={(pageSize) => onChange({ pageSize, page: 1 })}
    />
  );
}
