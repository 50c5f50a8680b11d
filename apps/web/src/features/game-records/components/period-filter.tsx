import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeFields } from '../../../components/records/day-range-fields';
import { RecordFilters } from '../../../components/records/record-filters';
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
  return (
    <RecordFilters
      label={t('filters.label')}
      presetsLabel={t('filters.presets')}
      presets={DATE_PRESETS}
      preset={period.preset}
      presetLabel={(preset) => t(`preset.${preset}`)}
      onPreset={(preset) => onChange({ preset, from: '', to: '' })}
    >
      <DayRangeFields
        fromLabel={t('filters.from')}
        toLabel={t('filters.to')}
        from={from}
        to={to}
        onChange={(days) => onChange({ preset: null, from, to, ...days })}
        error={periodReversed(period) ? t('filters.reversed') : undefined}
      />
      {children}
    </RecordFilters>
  );
}
