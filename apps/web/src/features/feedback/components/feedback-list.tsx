import { pickLocalized, type TFeedbackConfig, type TMyFeedback } from '@lw/contracts';
import { clsx } from 'clsx';
import { MessageSquareReply } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/date-time';

const TONE = { open: 'pending', replied: 'success', closed: 'muted' } as const;

/** The member's own feedback, newest first, each with its status and the operator's reply. */
export function FeedbackList({
  items,
  config,
}: {
  items: TMyFeedback[];
  config: TFeedbackConfig | undefined;
}) {
  const { t, i18n } = useTranslation('feedback');
  const { dateTime } = useDateTime();
  const typeLabel = (code: string) => {
    const type = config?.questionTypes.find((q) => q.code === code);
    return type ? pickLocalized(type.label, i18n.language) : code;
  };
  if (items.length === 0) return <p className="fb-list__empty">{t('list.empty')}</p>;
  return (
    <ul className="fb-list">
      {items.map((item) => (
        <li key={item.id} className="fb-item">
          <div className="fb-item__head">
            <span className="fb-item__type">{typeLabel(item.questionType)}</span>
            <span className={clsx('tag', 'status-tag', `status-tag--${TONE[item.status]}`)}>
              {t(`status.${item.status}`)}
            </span>
            <time dateTime={item.createdAt}>{dateTime(item.createdAt)}</time>
          </div>
          <p className="fb-item__content">{item.content}</p>
          {item.reply ? (
            <div className="fb-item__reply">
              <p className="fb-item__reply-head">
                <MessageSquareReply size={16} aria-hidden="true" />
                {t('list.reply')}
              </p>
              <p>{item.reply}</p>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
