import type { TPullRequest } from '@lw/contracts';
import { HandCoins } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { useDateTime } from '../../../lib/date-time';
import { confirmPullRequest, declinePullRequest, useMyPullRequests } from '../api/wallet-api';
import { onLiveEvent } from '../live/use-live-events';
import { useWalletRefresh } from '../lib/use-wallet-refresh';
import './wallet.css';

/**
 * The member centre's notice of pending pull requests (issue 22 item 4): an agent asked to take
 * money back; nothing moves until the member confirms with their own payment password. Shown
 * above every member-centre page while one is pending; nothing when none is.
 */
export function PullRequestsNotice() {
  const { t } = useTranslation('wallet');
  const pulls = useMyPullRequests();
  const { refetch } = pulls;
  // An agent's new request (or its expiry) reaches an open page at once.
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'pull.changed') void refetch();
      }),
    [refetch],
  );
  const pending = (pulls.data?.items ?? []).filter((p) => p.status === 'pending');
  if (pending.length === 0) return null;
  return (
    <section className="card pull-notice" aria-labelledby="pull-notice-title">
      <h2 id="pull-notice-title" className="card__title">
        <HandCoins size={20} aria-hidden="true" />
        {t('pulls.title', { count: pending.length })}
      </h2>
      <p className="pull-notice__intro">{t('pulls.intro')}</p>
      <ul className="pull-notice__list">
        {pending.map((pull) => (
          <PendingPull key={pull.id} pull={pull} />
        ))}
      </ul>
    </section>
  );
}

function PendingPull({ pull }: { pull: TPullRequest }) {
  const { t, i18n } = useTranslation('wallet');
  const { dateTime } = useDateTime();
  const refresh = useWalletRefresh();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<TResult>(null);
  const [busy, setBusy] = useState<'confirm' | 'decline' | null>(null);
  const amount = formatMinorUnits(pull.amount, i18n.language, pull.currency);
  const agent = pull.agent.nickname
    ? `${pull.agent.nickname} (${pull.agent.account})`
    : pull.agent.account;

  const answer = async (how: 'confirm' | 'decline') => {
    setResult(null);
    setError(undefined);
    if (how === 'confirm' && !password) {
      setError(t('upline.passwordRequired'));
      return;
    }
    setBusy(how);
    try {
      if (how === 'confirm') await confirmPullRequest(pull.id, password);
      else await declinePullRequest(pull.id);
      setPassword('');
      await refresh();
    } catch (cause) {
      const text = errorText(cause, i18n.language);
      if (isApiError(cause, 'WRONG_PAYMENT_PASSWORD', 'PAYMENT_PASSWORD_LOCKED')) setError(text);
      else setResult({ tone: 'error', text });
      if (isApiError(cause, 'PULL_REQUEST_NOT_PENDING')) void refresh();
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void answer('confirm');
  };

  return (
    <li className="pull-notice__item">
      <p className="pull-notice__ask">{t('pulls.ask', { agent, amount })}</p>
      <p className="pull-notice__meta">{t('pulls.expires', { at: dateTime(pull.expiresAt) })}</p>
      <form className="pull-notice__form" onSubmit={submit} noValidate>
        <PasswordField
          label={t('upline.paymentPassword')}
          name={`pull-${pull.id}-password`}
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={error}
          required
        />
        <div className="wallet__actions">
          <Button type="submit" loading={busy === 'confirm'} disabled={busy !== null}>
            {t('pulls.confirm', { amount })}
          </Button>
          <Button
            type="button"
            variant="secondary"
            loading={busy === 'decline'}
            disabled={busy !== null}
            onClick={() => void answer('decline')}
          >
            {t('pulls.decline')}
          </Button>
        </div>
      </form>
      <ResultLine result={result} />
    </li>
  );
}
