import {
  kindOfPeriod,
  SELF_EXCLUSION_PERIODS,
  TIME_OUT_PERIODS,
  type TExclusionPeriod,
} from '@lw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { useTakeExclusion } from './exclusions-api';
import { periodText } from './exclusion-text';
import './exclusions.css';

/**
 * Time-out (24 hours to 6 weeks) and self-exclusion (6 months to permanent), UKGC LCCP 3.5.4 and
 * the MGA PPD: the member picks a period, reads what it means, and confirms with their password.
 * It takes effect at once: every session is signed out, and the Responsible gaming page shows
 * what was taken (`useTakeExclusion`).
 */
export function ExclusionSection({
  compact = false,
}: {
  /** Inside a game: no heading of its own (the sheet has one). */
  compact?: boolean;
}) {
  const { t, i18n } = useTranslation('limits');
  const [period, setPeriod] = useState<TExclusionPeriod | null>(null);
  const [password, setPassword] = useState('');
  const take = useTakeExclusion();
  const kind = period ? kindOfPeriod(period) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!period || !password) return;
    take.mutate({ period, password });
  };

  const choices = (group: 'timeOut' | 'selfExclusion', periods: readonly TExclusionPeriod[]) => (
    <fieldset className="exclusion__choices" disabled={take.isPending}>
      <legend>{t(`exclusion.${group}.title`)}</legend>
      <p className="exclusion__about">{t(`exclusion.${group}.about`)}</p>
      <div className="exclusion__periods">
        {periods.map((p) => (
          <label key={p} className="exclusion__period">
            <input
              type="radio"
              name="exclusion-period"
              value={p}
              checked={period === p}
              onChange={() => setPeriod(p)}
            />
            <span>{periodText(t, p)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );

  return (
    <section className="exclusion" aria-labelledby={compact ? undefined : 'exclusion-title'}>
      {compact ? null : <h2 id="exclusion-title">{t('exclusion.title')}</h2>}
      <form className="card exclusion__form" onSubmit={submit}>
        {choices('timeOut', TIME_OUT_PERIODS)}
        {choices('selfExclusion', SELF_EXCLUSION_PERIODS)}
        {period && kind ? (
          <div className="exclusion__confirm" role="group" aria-labelledby="exclusion-confirm">
            <h3 id="exclusion-confirm">
              {t(`exclusion.confirm.${kind}`, { period: periodText(t, period) })}
            </h3>
            <ul className="exclusion__effects">
              <li>{t('exclusion.effects.signOut')}</li>
              <li>{t('exclusion.effects.noPlay')}</li>
              <li>{t('exclusion.effects.noMarketing')}</li>
              <li>{t('exclusion.effects.balance')}</li>
              <li>{t(`exclusion.effects.end.${kind}`)}</li>
            </ul>
            <label className="exclusion__password">
              {t('exclusion.password')}
              <input
                type="password"
                autoComplete="current-password"
                value={password}
                maxLength={128}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
            </label>
            {take.error ? (
              <p className="form-error" role="alert">
                {errorText(take.error, i18n.language)}
              </p>
            ) : null}
            <div className="exclusion__actions">
              <Button type="submit" variant="danger" disabled={!password} loading={take.isPending}>
                {t(`exclusion.submit.${kind}`, { period: periodText(t, period) })}
              </Button>
              <Button type="button" variant="ghost" onClick={() => setPeriod(null)}>
                {t('exclusion.back')}
              </Button>
            </div>
          </div>
        ) : null}
      </form>
    </section>
  );
}
