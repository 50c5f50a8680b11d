import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';
import { DATE_PRESETS, periodReversed, type TPeriod } from '../lib/period';

/**
 * The period of a records page: preset chips, or from/to days. While a preset applies, the days
 * shown are the ones the server answered for it (`applied`).
 */
export function PeriodFilter({
  period,
  applied,
  onChange,
  children,
}: {
  period: TPeriod;
  applied: { from: string; to: string } | undefined;
  onChange: (period: TPeriod) => void;
  /** More filters beside the days. */
  children?: ReactNode;
}) {
  const { t } = useTranslation('gameRecords');
  const from = period.preset ? (applied?.from ?? '') : period.from;
  const to = period.preset ? (applied?.to ?? '') : period.to;
  const setDay = (patch: Partial<TPeriod>) => onChange({ preset: null, from, to, ...patch });
  return (
    <section className="card records__filters" aria-label={t('filters.label')}>
      <div className="records__presets" role="group" aria-label={t('filters.presets')}>
        {DATE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="records__preset"
            aria-pressed={period.preset === preset}
            onClick={() => onChange({ preset, from: '', to: '' })}
          >
            {t(`preset.${preset}`)}
          </button>
        ))}
      </div>
      <div className="records__fields">
        <TextField
          label={t('filters.from')}
          type="date"
          value={from}
          max={to || undefined}
          onChange={(e) => setDay({ from: e.target.value })}
        />
        <TextField
          label={t('filters.to')}
          type="date"
          value={to}
          min={from || undefined}
          onChange={(e) => setDay({ to: e.target.value })}
          error={periodReversed(period) ? t('filters.reversed') : undefined}
        />
        {children}
      </div>
    </section>
  );
}

/** A labelled select of the filters row. */
export function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  allLabel: string;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="records__select"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
