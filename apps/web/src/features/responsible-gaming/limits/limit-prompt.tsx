import { LIMIT_PERIODS, type TLimitPeriod } from '@lw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { FormNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { errorText } from '../../../lib/error-text';
import { useAnswerPrompt, useLimitAction, useMyLimits } from './limits-api';
import { parseLimitInput } from './limit-text';

/**
 * The prompt to set a deposit limit at the first deposit (UKGC RTS 12): a daily, weekly or
 * monthly deposit limit, or "not now". Shown until it is answered (a "not now" at registration
 * asks again here).
 */
export function LimitPrompt() {
  const { t } = useTranslation('limits');
  const limits = useMyLimits();
  const answer = useAnswerPrompt();
  if (limits.data === undefined || limits.data.promptAnswered) return null;
  return (
    <Modal
      open
      dismissible={false}
      title={t('prompt.title')}
      onClose={() => answer.mutate({ where: 'first_deposit', answer: 'skipped' })}
    >
      <DepositLimitForm where="first_deposit" currency={limits.data.currency} />
    </Modal>
  );
}

/**
 * The deposit limit form of the prompts (the first deposit's, and the welcome after sign-up):
 * sets the limit, then records the answer; "not now" records a skip. `onAnswered` follows either.
 */
export function DepositLimitForm({
  where,
  currency,
  onAnswered,
}: {
  where: 'registration' | 'first_deposit';
  currency: string;
  onAnswered?: (answer: 'set' | 'skipped') => void;
}) {
  const { t, i18n } = useTranslation('limits');
  const answer = useAnswerPrompt();
  const action = useLimitAction();
  const [period, setPeriod] = useState<TLimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reply = (given: 'set' | 'skipped') =>
    answer.mutate({ where, answer: given }, { onSuccess: () => onAnswered?.(given) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = parseLimitInput('deposit', amount, currency);
    if (value === null) {
      setProblem(t('form.invalid'));
      return;
    }
    setProblem(null);
    await action.mutateAsync({ kind: 'deposit', period, action: 'set', amount: value });
    reply('set');
  };
  const failed = action.error ?? answer.error;

  return (
    <form className="limits__form" onSubmit={(e) => void submit(e)}>
      <p>{t('prompt.text')}</p>
      <fieldset className="limits__actions">
        <legend>{t('form.period')}</legend>
        {LIMIT_PERIODS.map((p) => (
          <label key={p}>
            <input
              type="radio"
              name={`${where}-promptPeriod`}
              value={p}
              checked={period === p}
              onChange={() => setPeriod(p)}
            />{' '}
            {t(`period.${p}`)}
          </label>
        ))}
      </fieldset>
      <label>
        {t('form.amount', { currency })}
        <input
          name="promptAmount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
        />
      </label>
      {problem ? <FormNotice notice={{ notice: 'error', message: problem }} /> : null}
      {failed ? (
        <FormNotice notice={{ notice: 'error', message: errorText(failed, i18n.language) }} />
      ) : null}
      <div className="limits__actions">
        <Button type="submit" loading={action.isPending || answer.isPending}>
          {t('prompt.set')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => reply('skipped')}>
          {t('prompt.notNow')}
        </Button>
      </div>
    </form>
  );
}
