import {
  LIMIT_KINDS,
  LIMIT_PERIODS,
  type TLimitKind,
  type TLimitPeriod,
  type TLimitState,
} from '@lw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { useDateTime } from '../../../lib/date-time';
import { errorText } from '../../../lib/error-text';
import { useLimitAction, useLimitHistory, useMyLimits } from './limits-api';
import { limitFigure, parseLimitInput } from './limit-text';
import './limits.css';

/**
 * The limits section of the Responsible gaming page: each limit with what is used and left this
 * period, a form to set, lower, raise or remove one (raising and removing wait for the
 * cooling-off and a confirmation), pending changes to confirm or cancel, and the history.
 */
export function LimitsSection() {
  const { t, i18n } = useTranslation('limits');
  const limits = useMyLimits();
  const history = useLimitHistory();
  const action = useLimitAction();
  const { dateTime } = useDateTime();
  const [kind, setKind] = useState<TLimitKind>('deposit');
  const [period, setPeriod] = useState<TLimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  if (limits.isPending) return <div className="card skeleton" aria-hidden="true" />;
  if (limits.isError) {
    return (
      <FormNotice notice={{ notice: 'error', message: errorText(limits.error, i18n.language) }} />
    );
  }
  const { currency, coolingOffHours } = limits.data;
  const figure = (k: TLimitKind, v: number) => limitFigure(t, k, v, i18n.language, currency);
  const now = Date.now();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = parseLimitInput(kind, amount, currency);
    if (value === null) {
      setProblem(t('form.invalid'));
      return;
    }
    setProblem(null);
    action.mutate(
      { kind, period, action: 'set', amount: value },
      { onSuccess: () => setAmount('') },
    );
  };

  return (
    <section className="limits" aria-labelledby="limits-title">
      <h2 id="limits-title">{t('title')}</h2>
      <p className="limits__intro">{t('intro', { hours: coolingOffHours })}</p>

      <form className="card limits__form" onSubmit={submit}>
        <label>
          {t('form.kind')}
          <select value={kind} onChange={(e) => setKind(e.target.value as TLimitKind)}>
            {LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('form.period')}
          <select value={period} onChange={(e) => setPeriod(e.target.value as TLimitPeriod)}>
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`period.${p}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {kind === 'session' ? t('form.minutes') : t('form.amount', { currency })}
          <input
            name="limitAmount"
            inputMode={kind === 'session' ? 'numeric' : 'decimal'}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </label>
        <div className="limits__actions">
          <Button type="submit" loading={action.isPending}>
            {t('form.save')}
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => action.mutate({ kind, period, action: 'set', amount: null })}
          >
            {t('form.remove')}
          </Button>
        </div>
        {problem ? <FormNotice notice={{ notice: 'error', message: problem }} /> : null}
        {action.isError ? (
          <FormNotice
            notice={{ notice: 'error', message: errorText(action.error, i18n.language) }}
          />
        ) : null}
      </form>

      {LIMIT_KINDS.map((k) => (
        <div key={k} className="card limits__kind">
          <h3>{t(`kind.${k}`)}</h3>
          <table className="limits__table">
            <thead>
              <tr>
                <th scope="col">{t('table.period')}</th>
                <th scope="col">{t('table.limit')}</th>
                <th scope="col">{t('table.used')}</th>
                <th scope="col">{t('table.remaining')}</th>
                <th scope="col">{t('table.resets')}</th>
              </tr>
            </thead>
            <tbody>
              {limits.data.limits
                .filter((l) => l.kind === k)
                .map((l) => (
                  <LimitRow
                    key={l.period}
                    limit={l}
                    figure={(v) => figure(k, v)}
                    when={dateTime}
                    now={now}
                    busy={action.isPending}
                    onConfirm={() =>
                      action.mutate({ kind: k, period: l.period, action: 'confirm' })
                    }
                    onCancel={() => action.mutate({ kind: k, period: l.period, action: 'cancel' })}
                  />
                ))}
            </tbody>
          </table>
        </div>
      ))}

      <div className="card limits__history">
        <h3>{t('history.title')}</h3>
        {history.data && history.data.items.length > 0 ? (
          <ul>
            {history.data.items.map((c) => (
              <li key={c.id}>
                <time>{dateTime(c.at)}</time> {t(`kind.${c.kind}`)} · {t(`period.${c.period}`)} ·{' '}
                {t(`history.action.${c.action}`)}:{' '}
                {c.from === null ? t('none') : figure(c.kind, c.from)} →{' '}
                {c.to === null ? t('none') : figure(c.kind, c.to)}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('history.empty')}</p>
        )}
      </div>
    </section>
  );
}

function LimitRow({
  limit,
  figure,
  when,
  now,
  busy,
  onConfirm,
  onCancel,
}: {
  limit: TLimitState;
  figure: (value: number) => string;
  when: (iso: string) => string;
  now: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('limits');
  const pending = limit.pending;
  const confirmable = pending !== null && new Date(pending.confirmableAt).getTime() <= now;
  return (
    <>
      <tr>
        <th scope="row">{t(`period.${limit.period}`)}</th>
        <td>{limit.amount === null ? t('none') : figure(limit.amount)}</td>
        <td>{limit.amount === null ? '—' : figure(limit.used)}</td>
        <td>{limit.remaining === null ? '—' : figure(limit.remaining)}</td>
        <td>{limit.amount === null ? '—' : when(limit.resetsAt)}</td>
      </tr>
      {pending ? (
        <tr className="limits__pending">
          <td colSpan={5}>
            {pending.amount === null
              ? t('pending.removal')
              : t('pending.increase', { amount: figure(pending.amount) })}{' '}
            {confirmable
              ? t('pending.ready')
              : t('pending.from', { at: when(pending.confirmableAt) })}{' '}
            <Button size="sm" disabled={!confirmable || busy} onClick={onConfirm}>
              {t('pending.confirm')}
            </Button>{' '}
            <Button size="sm" variant="secondary" disabled={busy} onClick={onCancel}>
              {t('pending.cancel')}
            </Button>
          </td>
        </tr>
      ) : null}
    </>
  );
}
