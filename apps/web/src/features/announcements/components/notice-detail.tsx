import type { TPublicNotice } from '@lw/contracts';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/date-time';
import { NoticeHtml } from './notice-html';

/** One notice: title, date and its sanitized HTML, with the way back to the list. */
export function NoticeDetail({ notice, onBack }: { notice: TPublicNotice; onBack?: () => void }) {
  const { t } = useTranslation('announcements');
  const { dateTime } = useDateTime();
  return (
    <article className="notice-detail">
      {onBack ? (
        <button type="button" className="link-btn notice-detail__back" onClick={onBack}>
          <ArrowLeft size={16} aria-hidden="true" /> {t('back')}
        </button>
      ) : null}
      <h3 className="notice-detail__title">{notice.title}</h3>
      <time className="notice-detail__date" dateTime={notice.startsAt}>
        {dateTime(notice.startsAt)}
      </time>
      <NoticeHtml html={notice.content} />
    </article>
  );
}
