import type { TPublicNotice } from '@lw/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { useDateTime } from '../../../lib/date-time';
import { useNoticePage, type TNoticeListKind } from '../api/notice-api';

/** A paged list of notices or announcements (9 or 7 a page, by the server); a row opens one. */
export function NoticeList({
  kind,
  page,
  onPage,
  onOpen,
}: {
  kind: TNoticeListKind;
  page: number;
  onPage: (page: number) => void;
  onOpen: (notice: TPublicNotice) => void;
}) {
  const { t } = useTranslation('announcements');
  const { dateTime } = useDateTime();
  const list = useNoticePage(kind, page);
  if (list.isPending) {
    return (
      <p className="notice-list__state" aria-busy="true">
        {t('loading')}
      </p>
    );
  }
  if (list.isError) {
    return (
      <p className="notice-list__state" role="alert">
        {t('error')}{' '}
        <button type="button" className="link-btn" onClick={() => void list.refetch()}>
          {t('retry')}
        </button>
      </p>
    );
  }
  const { items, total, pageSize } = list.data;
  if (items.length === 0) return <p className="notice-list__state">{t(`${kind}.empty`)}</p>;
  return (
    <>
      <ul className="notice-list">
        {items.map((item) => (
          <li key={item.id}>
            <button type="button" className="notice-list__row" onClick={() => onOpen(item)}>
              <span className="notice-list__text">
                {item.type === 'PR' ? (
                  <span className="notice-list__tag">{t('types.PR')}</span>
                ) : null}
                <span className="notice-list__title">{item.title}</span>
                <time className="notice-list__date" dateTime={item.startsAt}>
                  {dateTime(item.startsAt)}
                </time>
              </span>
              <ChevronRight size={18} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <Pager page={page} pageSize={pageSize} total={total} onPage={onPage} />
    </>
  );
}
