import { pickLocalized, type TMyMessage } from '@lw/contracts';
import { clsx } from 'clsx';
import { CheckCheck, Mail, MailOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Pager } from '../../../components/ui/pager';
import { errorText } from '../../../lib/error-text';
import { useDateTime } from '../../../lib/date-time';
import {
  MESSAGES_PAGE_SIZE,
  useDeleteMessage,
  useMyMessages,
  useReadAllMessages,
  useReadMessage,
} from '../api/messages-api';
import { MessageDialog } from '../components/message-dialog';
import '../components/messages.css';

/** messageV2 (spec §2): the member's platform messages with unread marks, open, delete, read all. */
export function MessagesPage() {
  const { t, i18n } = useTranslation('messages');
  const { dateTime } = useDateTime();
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<TMyMessage | null>(null);
  const list = useMyMessages(page);
  const read = useReadMessage();
  const remove = useDeleteMessage();
  const readAll = useReadAllMessages();
  const data = list.data;

  const open = (message: TMyMessage) => {
    setOpened(message);
    if (!message.read) read.mutate(message.id, { onSuccess: (m) => setOpened(m) });
  };
  const onDelete = (id: number) =>
    remove.mutate(id, {
      onSuccess: () => {
        setOpened(null);
        // The last one of a page gone: show the page before.
        if (data && data.items.length === 1 && page > 1) setPage(page - 1);
      },
    });

  if (list.isError) {
    return (
      <p role="alert" className="messages__error">
        {errorText(list.error, i18n.language)}
      </p>
    );
  }
  if (!data) return <div className="skeleton messages__skeleton" aria-busy="true" />;

  return (
    <div className="messages">
      <div className="messages__bar">
        <p className="messages__summary" aria-live="polite">
          {t('unreadSummary', { count: data.unread })}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={data.unread === 0}
          loading={readAll.isPending}
          icon={<CheckCheck size={16} aria-hidden="true" />}
          onClick={() => readAll.mutate()}
        >
          {t('readAll')}
        </Button>
      </div>
      {data.items.length === 0 ? (
        <EmptyState
          icon={<Mail size={28} />}
          title={t('emptyTitle')}
          text={t('emptyText')}
          className="empty--panel"
        />
      ) : (
        <ul className="messages__list">
          {data.items.map((message) => (
            <li key={message.id}>
              <button
                type="button"
                className={clsx('messages__item', !message.read && 'is-unread')}
                onClick={() => open(message)}
              >
                {message.read ? (
                  <MailOpen size={18} aria-hidden="true" />
                ) : (
                  <Mail size={18} aria-hidden="true" />
                )}
                <span className="messages__title">
                  {pickLocalized(message.title, i18n.language)}
                </span>
                {message.read ? null : (
                  <span className="messages__dot">
                    <span className="sr-only">{t('unread')}</span>
                  </span>
                )}
                <time className="messages__time" dateTime={message.sentAt}>
                  {dateTime(message.sentAt)}
                </time>
              </button>
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={MESSAGES_PAGE_SIZE} total={data.total} onPage={setPage} />
      {remove.isError ? (
        <p role="alert" className="messages__error">
          {errorText(remove.error, i18n.language)}
        </p>
      ) : null}
      <MessageDialog
        message={opened}
        onClose={() => setOpened(null)}
        onDelete={onDelete}
        deleting={remove.isPending}
      />
    </div>
  );
}
