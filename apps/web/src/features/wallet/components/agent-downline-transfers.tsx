import type { TPullStatus } from '@lw/contracts';
import { ArrowLeftRight, UserRound } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { useDateTime } from '../../../lib/date-time';
import { transferDownline, useAgentPulls } from '../api/wallet-api';
import { onLiveEvent } from '../live/use-live-events';
import { checkAmount } from '../lib/amount-error';
import { newRequestId, useWalletRefresh } from '../lib/use-wallet-refresh';
import '../../../styles/cashier.css';
import './wallet.css';

type TDirection = 'down' | 'up';
type TFieldErrors = { username?: string; amount?: string; paymentPassword?: string };

const TONE: Record<TPullStatus, string> = {
  pending: 'status-tag--pending',
  confirmed: 'status-tag--success',
  direct: 'status-tag--success',
  declined: 'status-tag--danger',
  expired: '',
};

/**
 * The agent centre's transfers with the downline (issue 22 item 4): paying a downline moves the
 * money at once; taking money back is a request the member confirms, shown here as "waiting for
 * the member's confirmation" with its status until answered.
 */
export function AgentDownlineTransfers({
  initialUsername = '',
}: {
  /** A downline picked in the team list ("transfer" on its row): the form starts with it. */
  initialUsername?: string;
} = {}) {
  const { t, i18n } = useTranslation('wallet');
  const { dateTime } = useDateTime();
  const pulls = useAgentPulls();
  const { refetch } = pulls;
  const refresh = useWalletRefresh();
  const [username, setUsername] = useState(initialUsername);
  const [direction, setDirection] = useState<TDirection>('down');
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<TFieldErrors>({});
  const [result, setResult] = useState<TResult>(null);
  const [busy, setBusy] = useState(false);
  // Kept until the server answered, so a retried submit of the same transfer moves it once.
  const pendingId = useRef<{ key: string; id: string } | null>(null);
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (event.type === 'pull.changed') void refetch();
      }),
    [refetch],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const checked = checkAmount(amount, { available: Number.MAX_SAFE_INTEGER }, t, i18n.language);
    const found: TFieldErrors = {};
    if (!username.trim()) found.username = t('agentPulls.required');
    if (checked.error) found.amount = checked.error;
    if (!password) found.paymentPassword = t('upline.passwordRequired');
    setErrors(found);
    if (checked.minor === undefined || found.username || found.paymentPassword) return;
    const key = `${direction}:${username.trim().toLowerCase()}:${checked.minor}`;
    if (pendingId.current?.key !== key) pendingId.current = { key, id: newRequestId() };
    setBusy(true);
    try {
      const done = await transferDownline({
        downlineUsername: username.trim(),
        amount: checked.minor,
        direction,
        paymentPassword: password,
        requestId: pendingId.current.id,
      });
      pendingId.current = null;
      setAmount('');
      setPassword('');
      const name = done.pull
        ? done.pull.member.nickname || done.pull.member.account
        : username.trim();
      const money = formatMinorUnits(checked.minor, i18n.language, done.pull?.currency);
      if (done.outcome === 'awaitingConsent') {
        setResult({ tone: 'pending', text: t('agentPulls.waiting', { name, amount: money }) });
      } else {
        setResult({
          tone: 'success',
          text: t(direction === 'up' ? 'agentPulls.pulled' : 'agentPulls.paid', {
            name,
            amount: money,
          }),
        });
      }
      void refresh();
    } catch (cause) {
      const text = errorText(cause, i18n.language);
      if (isApiError(cause, 'WRONG_PAYMENT_PASSWORD', 'PAYMENT_PASSWORD_LOCKED')) {
        setErrors({ paymentPassword: text });
      } else if (isApiError(cause, 'NOT_IN_DOWNLINE', 'ACCOUNT_UNAVAILABLE')) {
        setErrors({ username: text });
      } else if (
        isApiError(
          cause,
          'TRANSFER_AMOUNT_OUT_OF_RANGE',
          'INSUFFICIENT_FUNDS',
          'PULL_DAILY_LIMIT_EXCEEDED',
        )
      ) {
        setErrors({ amount: text });
      } else setResult({ tone: 'error', text });
    } finally {
      setBusy(false);
    }
  };

  const items = pulls.data?.items ?? [];
  return (
    <div className="wallet">
      <ResultLine result={result} />
      <section className="card" aria-labelledby="agent-transfer-title">
        <h2 id="agent-transfer-title" className="card__title">
          <ArrowLeftRight size={20} aria-hidden="true" />
          {t('agentPulls.title')}
        </h2>
        <form className="wallet__form" onSubmit={submit} noValidate>
          <TextField
            label={t('agentPulls.downline')}
            icon={<UserRound size={18} />}
            name="downlineUsername"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            error={errors.username}
            required
          />
          <fieldset className="wallet__direction">
            <legend>{t('agentPulls.direction')}</legend>
            {(['down', 'up'] as const).map((d) => (
              <label key={d} className="wallet__direction-option">
                <input
                  type="radio"
                  name="direction"
                  value={d}
                  checked={direction === d}
                  onChange={() => setDirection(d)}
                />
                <span>{t(`agentPulls.${d}`)}</span>
              </label>
            ))}
          </fieldset>
          <AmountField
            label={t('agentPulls.amount')}
            name="amount"
            value={amount}
            onChange={setAmount}
            error={errors.amount}
            required
          />
          <PasswordField
            label={t('agentPulls.paymentPassword')}
            name="paymentPassword"
            autoComplete="off"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={errors.paymentPassword}
            required
          />
          <div className="wallet__actions">
            <Button type="submit" loading={busy}>
              {t('agentPulls.submit')}
            </Button>
          </div>
        </form>
      </section>
      <section className="card" aria-labelledby="agent-pulls-title">
        <h2 id="agent-pulls-title" className="card__title">
          {t('agentPulls.listTitle')}
        </h2>
        {items.length === 0 ? (
          <p className="pull-notice__meta">{t('agentPulls.empty')}</p>
        ) : (
          <table className="table">
            <thead>
              <tr>
                <th scope="col">{t('agentPulls.member')}</th>
                <th scope="col">{t('agentPulls.amount')}</th>
                <th scope="col">{t('agentPulls.status')}</th>
                <th scope="col">{t('agentPulls.created')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => (
                <tr key={p.id}>
                  <td>{p.member.account}</td>
                  <td className="tabular">
                    {formatMinorUnits(p.amount, i18n.language, p.currency)}
                  </td>
                  <td>
                    <span className={`tag ${TONE[p.status]}`}>
                      {t(`agentPulls.statuses.${p.status}`)}
                    </span>
                  </td>
                  <td>{dateTime(p.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
