import type { ReactNode } from 'react';
import './records.css';

/**
 * The filters card of a records page: a row of date-preset chips (one pressed at most), then
 * the fields (days, selects) in a grid.
 */
export function RecordFilters<TPreset extends string>({
  label,
  presetsLabel,
  presets,
  preset,
  presetLabel,
  onPreset,
  children,
}: {
  label: string;
  presetsLabel: string;
  presets: readonly TPreset[];
  /** The pressed chip; null when days were picked by hand. */
  preset: TPreset | null;
  presetLabel: (preset: TPreset) => string;
  onPreset: (preset: TPreset) => void;
  children: ReactNode;
}) {
  return (
    <section className="card records__filters" aria-label={label}>
      <div className="records__presets" role="group" aria-label={presetsLabel}>
        {presets.map((each) => (
          <button
            key={each}
            type="button"
            className="records__preset"
            aria-pressed={preset === each}
            onClick={() => onPreset(each)}
          >
            {presetLabel(each)}
          </button>
        ))}
      </div>
      <div className="records__fields">{children}</div>
    </section>
  );
}
