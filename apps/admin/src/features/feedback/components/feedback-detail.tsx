import { FEEDBACK_REPLY_MAX_CHARS, type TAdminFeedback } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { useToast } from '../../../components/ui/toast';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useCloseFeedback, useReplyFeedback } from '../api/feedback-api';

/** One feedback: the member's text and contact, the reply box (plain text) and close. */
export function FeedbackDetail({
  item,
  typeLabel,
  onClose,
}: {
  item: TAdminFeedback;
  typeLabel: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('feedback');
  const { dateTime } = useDateTime();
  const toast = useToast();
  const reply = useReplyFeedback();
  const close = useCloseFeedback();
  const [text, setText] = useState(item.reply ?? '');
  const [error, setError] = useState<string | null>(null);
  const closed = item.status === 'closed';

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError(null);
    try {
      await action();
      toast.success(done);
      onClose();
    } catch (e) {
      setError(apiErrorText(e, i18n.language));
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      title={t('detail.title', { id: item.id })}
      footer={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          {!closed && (
            <Button
              variant="danger"
              loading={close.isPending}
              onClick={() => void run(() => close.mutateAsync(item.id), t('detail.closed'))}
            >
              {t('detail.close')}
            </Button>
          )}
          {!closed && (
            <Button
              variant="primary"
              loading={reply.isPending}
              disabled={!text.trim()}
              onClick={() =>
                void run(
                  () => reply.mutateAsync({ id: item.id, reply: text.trim() }),
                  t('detail.replied'),
                )
              }
            >
              {t('detail.send')}
            </Button>
          )}
        </>
      }
    >
      <div className="form-stack">
        {error && <Banner tone="danger">{error}</Banner>}
        <dl className="feedback-facts">
          <dt>{t('member')}</dt>
          <dd>{item.username}</dd>
          <dt>{t('type')}</dt>
          <dd>{typeLabel}</dd>
          <dt>{t('sentAt')}</dt>
          <dd>{dateTime(item.createdAt)}</dd>
          <dt>{t('contact')}</dt>
          <dd>{item.contact ?? '—'}</dd>
          <dt>{t('words')}</dt>
          <dd>{item.wordCount}</dd>
        </dl>
        <p className="feedback-content">{item.content}</p>
        {item.repliedBy && (
          <p className="muted">
            {t('detail.repliedBy', {
              name: item.repliedBy,
              at: dateTime(item.repliedAt),
            })}
          </p>
        )}
        <Field label={t('detail.reply')} htmlFor="feedback-reply" hint={t('detail.replyHint')}>
          <Textarea
            id="feedback-reply"
            rows={6}
            value={text}
            disabled={closed}
            maxLength={FEEDBACK_REPLY_MAX_CHARS}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
      </div>
    </Modal>
  );
}
