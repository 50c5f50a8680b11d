import { MessageSquareText } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { PageFrame } from '../../../components/ui/page-frame';
import { useSession } from '../../../lib/session';
import { onLiveEvent } from '../../wallet';
import { myFeedbackKey, useFeedbackConfig, useMyFeedback } from '../api/feedback-api';
import { FeedbackForm } from '../components/feedback-form';
import { FeedbackList } from '../components/feedback-list';
import '../feedback.css';

/** The feedback page (spec §1, §3): send feedback, read the operator's replies. */
export function FeedbackRoute() {
  const { t } = useTranslation('feedback');
  const session = useSession();
  const client = useQueryClient();
  const config = useFeedbackConfig();
  const mine = useMyFeedback();

  // A reply shows up without a reload.
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'feedback.replied') {
          void client.invalidateQueries({ queryKey: myFeedbackKey(session.token) });
        }
      }),
    [client, session.token],
  );

  return (
    <PageFrame
      title={t('title')}
      subtitle={t('subtitle')}
      icon={<MessageSquareText size={24} />}
      className="fb-page"
    >
      <div className="fb-grid">
        <section className="fb-card" aria-labelledby="fb-form-title">
          <h2 id="fb-form-title">{t('form.title')}</h2>
          {config.data ? (
            <FeedbackForm config={config.data} />
          ) : (
            <p aria-busy={config.isPending}>{config.isError ? t('loadFailed') : t('loading')}</p>
          )}
        </section>
        <section className="fb-card" aria-labelledby="fb-list-title">
          <h2 id="fb-list-title">{t('list.title')}</h2>
          {mine.data ? (
            <FeedbackList items={mine.data.items} config={config.data} />
          ) : (
            <p>{mine.isError ? t('loadFailed') : t('loading')}</p>
          )}
        </section>
      </div>
    </PageFrame>
  );
}
