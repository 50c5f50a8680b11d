import { TextField } from '../ui/text-field';

/** From and to days (YYYY-MM-DD), each bounding the other; the error shows under "to". */
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
      <TextField
        label={fromLabel}
        type="date"
        value={from}
        max={to || undefined}
        onChange={(e) => onChange({ from: e.target.value })}
      />
      <TextField
        label={toLabel}
        type="date"
        value={to}
        min={from || undefined}
        onChange={(e) => onChange({ to: e.target.value })}
        error={error}
      />
    </>
  );
}
