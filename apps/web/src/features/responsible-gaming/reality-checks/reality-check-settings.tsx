import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { useRealityCheck, useSaveRealityCheck } from './reality-check-api';
import './reality-check.css';

/** The responsible gaming page's section: how often a game screen stops for a reality check. */
export function RealityCheckSettings() {
  const { t, i18n } = useTranslation('realityChecks');
  const settings = useRealityCheck();
  const save = useSaveRealityCheck();
  const current = save.isPending ? save.variables : settings.data?.intervalMinutes;
  return (
    <section className="rg-section" aria-labelledby="reality-check-title">
      <h2 id="reality-check-title">{t('settingsTitle')}</h2>
      <p>{t('settingsText')}</p>
      {settings.data ? (
        <fieldset className="reality-intervals" disabled={save.isPending}>
          <legend>{t('interval')}</legend>
          {settings.data.choices.map((minutes) => (
            <label key={minutes} className="reality-interval">
              <input
                type="radio"
                name="reality-check-interval"
                value={minutes}
                checked={current === minutes}
                onChange={() => save.mutate(minutes)}
              />
              <span>{t('minutes', { count: minutes })}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="skeleton reality-intervals__skeleton" aria-busy="true" />
      )}
      {settings.data && !settings.data.chosen && !save.isSuccess ? (
        <p className="reality-intervals__note">{t('defaultNote')}</p>
      ) : null}
      {save.isSuccess ? (
        <p className="reality-intervals__note" role="status">
          {t('saved')}
        </p>
      ) : null}
      {save.error || settings.error ? (
        <p className="form-error" role="alert">
          {errorText(save.error ?? settings.error, i18n.language)}
        </p>
      ) : null}
    </section>
  );
}
