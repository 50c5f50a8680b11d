import { TEAM_PERIODS, type TTeamPeriod } from '@lw/contracts';
import { Download } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DayRangeFields } from '../../../components/records/day-range-fields';
import { RecordFilters } from '../../../components/records/record-filters';
import { Button } from '../../../components/ui/button';
import { ResultLine } from '../../../components/ui/result-line';
import { errorText } from '../../../lib/error-text';
import { downloadTeamCsv } from '../api/team-api';

/** The period of a team report: a preset, or days picked by hand (custom). */
export interface TPeriodFilter {
  period: TTeamPeriod;
  from: string;
  to: string;
}

export const PRESET_PERIODS = TEAM_PERIODS.filter((p) => p !== 'custom');

export const TODAY: TPeriodFilter = { period: 'today', from: '', to: '' };

/** The query of a period: custom sends its days, a preset only its name (the server's days). */
export function periodQuery(filter: TPeriodFilter) {
  return filter.period === 'custom'
    ? { period: filter.period, from: filter.from, to: filter.to }
    : { period: filter.period };
}

/** True when the period can be asked for (custom needs both days, in order). */
export function periodReady(filter: TPeriodFilter): boolean {
  return filter.period !== 'custom' || (!!filter.from && !!filter.to && filter.from <= filter.to);
}

/**
 * The filters card of a team report: period chips (today … last month, in the operator's time
 * zone), days for a custom range, the page's own fields (children).
 */
export function TeamFilters({
  label,
  filter,
  onChange,
  children,
}: {
  label: string;
  filter: TPeriodFilter;
  onChange: (filter: TPeriodFilter) => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('pages');
  return (
    <RecordFilters
      label={label}
      presetsLabel={t('team.period.label')}
      presets={PRESET_PERIODS}
      preset={filter.period === 'custom' ? null : filter.period}
      presetLabel={(p) => t(`team.period.${p}`)}
      onPreset={(period) => onChange({ period, from: '', to: '' })}
    >
      <DayRangeFields
        fromLabel={t('team.period.from')}
        toLabel={t('team.period.to')}
        from={filter.from}
        to={filter.to}
        onChange={(days) => onChange({ ...filter, ...days, period: 'custom' })}
      />
      {children}
    </RecordFilters>
  );
}

/** "Export CSV": the whole result of the page's query, written by the server. */
export function CsvButton({ path, query, name }: { path: string; query: object; name: string }) {
  const { t, i18n } = useTranslation('pages');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      await downloadTeamCsv(path, query, name);
    } catch (cause) {
      setError(errorText(cause, i18n.language));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="agent-team__export">
      <Button
        variant="secondary"
        onClick={run}
        loading={busy}
        icon={<Download size={16} aria-hidden="true" />}
      >
        {t('team.exportCsv')}
      </Button>
      {error ? <ResultLine result={{ tone: 'error', text: error }} /> : null}
    </div>
  );
}
