import { DatePicker } from '../ui/date-picker';

/**
 * From and to days (YYYY-MM-DD, days of the site time zone, in the page's calendar), each
 * bounding the other; the error shows under "to".
 */
export function DayRangeFields({
  fromLabel,
  toLabel,
  from,
  to,
  onChange,
  error,
}: {
  fromLabel: string;
  toLabel: string;
  from: string;
  to: string;
  onChange: (days: { from?: string; to?: string }) => void;
  error?: string | undefined;
}) {
  return (
    <>
      <DatePicker
        label={fromLabel}
        value={from}
        max={to || undefined}
        onChange={(day) => onChange({ from: day })}
      />
      <DatePicker
        label={toLabel}
        value={to}
        min={from || undefined}
        onChange={(day) => onChange({ to: day })}
        error={error}
      />
    </>
  );
}
