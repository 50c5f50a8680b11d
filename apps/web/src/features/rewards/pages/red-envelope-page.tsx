import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Money } from '../../../components/ui/money';
import { PageFrame } from '../../../components/ui/page-frame';
import { useDateTime } from '../../../lib/date-time';
import { errorText } from '../../../lib/error-text';
import { useRedEnvelopes } from '../api/rewards-api';
import { RedEnvelopeOpener } from '../components/red-envelope-opener';
import '../components/rewards.css';

/** The red envelope page (spec §2 "red envelope"): open windows, the next ones, the member's envelopes. */
export function RedEnvelopePage() {
  const { t, i18n } = useTranslation('rewards');
  const { dateTime, timeOfDay } = useDateTime();
  const state = useRedEnvelopes();
  return (
    <PageFrame
      title={t('envelope.title')}
      subtitle={t('envelope.subtitle')}
      icon={<Gift size={26} />}
    >
      {state.isError ? (
        <p role="alert" className="rewards__error">
          {errorText(state.error, i18n.language)}
        </p>
      ) : !state.data ? (
        <div className="skeleton rewards__skeleton" aria-busy="true" />
      ) : (
        <div className="rewards">
          {state.data.windows.length === 0 ? (
            <EmptyState
              icon={<Gift size={28} />}
              title={t('envelope.emptyTitle')}
              text={t('envelope.emptyText')}
              className="empty--panel"
            />
          ) : (
            <div className="envelope-grid">
              {state.data.windows.map((w) => (
                <section key={w.campaignId} className="rewards__card">
                  {w.open ? (
                    <RedEnvelopeOpener window={w} />
                  ) : (
                    <div className="envelope-stage">
                      <div className="envelope is-waiting" aria-hidden="true">
                        <span className="envelope__flap" />
                        <span className="envelope__body">
                          <span className="envelope__seal">
                            <Gift size={26} strokeWidth={2.5} />
                          </span>
                        </span>
                      </div>
                      <p className="envelope-stage__result">
                        {t('envelope.next', {
                          from: dateTime(w.startsAt),
                          to: timeOfDay(w.endsAt),
                        })}
                      </p>
                    </div>
                  )}
                </section>
              ))}
            </div>
          )}
          <section className="rewards__card" aria-labelledby="envelope-history">
            <h2 id="envelope-history" className="rewards__heading">
              {t('envelope.history')}
            </h2>
            {state.data.history.length === 0 ? (
              <p className="rewards__hint">{t('envelope.noHistory')}</p>
            ) : (
              <ul className="reward-list">
                {state.data.history.map((h) => (
                  <li key={`${h.campaignId}-${h.at}`} className="reward">
                    <span className="reward__icon" aria-hidden="true">
                      <Gift size={18} />
                    </span>
                    <p className="reward__meta">{dateTime(h.at)}</p>
                    <Money minor={h.amount} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </PageFrame>
  );
}
