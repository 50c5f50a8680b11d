import type { TPointsConfig } from '@lw/contracts';
import { mulDiv } from '@lw/contracts';
import { Repeat } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/password-field';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { convertPoints, usePointsRefresh } from '../api/points-api';

/** The exchange table (deposit → points, by tier) and the points → money conversion form. */
export function ExchangeTable({
  config,
  currency,
  balance,
}: {
  config: TPointsConfig;
  currency: string;
  balance: number;
}) {
  const { t, i18n } = useTranslation('pages');
  const money = (minor: number) => formatMinorUnits(minor, i18n.language, currency);
  const refresh = usePointsRefresh();
  const [points, setPoints] = useState('');
  const [password, setPassword] = useState('');
  const [result, setResult] = useState<TResult>(null);
  const [busy, setBusy] = useState(false);
  const requestId = useRef<string>(crypto.randomUUID());
  const wanted = /^\d{1,15}$/.test(points) ? Number(points) : 0;
  // The same rounding as the server (floor): what the member sees is what arrives.
  const preview =
    wanted > 0
      ? mulDiv(wanted, config.convert.ratioAmount, config.convert.ratioPoints, 'floor')
      : 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    if (wanted < config.convert.minPoints || wanted > balance || !password) {
      setResult({
        tone: 'error',
        text: t('pointMall.convert.invalid', { min: config.convert.minPoints }),
      });
      return;
    }
    setBusy(true);
    try {
      const done = await convertPoints({
        points: wanted,
        paymentPassword: password,
        requestId: requestId.current,
      });
      requestId.current = crypto.randomUUID();
      setPoints('');
      setPassword('');
      setResult({
        tone: 'success',
        text: t('pointMall.convert.done', { points: done.points, amount: money(done.amount) }),
      });
      void refresh();
    } catch (cause) {
      setResult({ tone: 'error', text: errorText(cause, i18n.language) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mall__exchange">
      <table className="table mall__table">
        <caption>{t('pointMall.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('pointMall.table.minDeposit')}</th>
            <th scope="col">{t('pointMall.table.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {config.tiers.map((tier) => (
            <tr key={tier.minDeposit}>
              <td className="tabular">{money(tier.minDeposit)}</td>
              <td className="tabular">
                {t('pointMall.table.ratio', {
                  amount: money(tier.ratioAmount),
                  points: tier.ratioPoints,
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {config.convert.enabled ? (
        <form
          className="mall__form card"
          onSubmit={submit}
          noValidate
          aria-labelledby="convert-title"
        >
          <h3 id="convert-title" className="card__title">
            <Repeat size={18} aria-hidden="true" />
            {t('pointMall.convert.title')}
          </h3>
          <p>
            {t('pointMall.convert.rate', {
              points: config.convert.ratioPoints,
              amount: money(config.convert.ratioAmount),
              min: config.convert.minPoints,
            })}
          </p>
          <TextField
            label={t('pointMall.convert.points')}
            inputMode="numeric"
            value={points}
            onChange={(e) => setPoints(e.target.value.replace(/\D/g, ''))}
            hint={t('pointMall.convert.preview', { amount: money(preview) })}
          />
          <PasswordField
            label={t('pointMall.paymentPassword')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="off"
          />
          <ResultLine result={result} />
          <Button type="submit" loading={busy}>
            {t('pointMall.convert.submit')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
