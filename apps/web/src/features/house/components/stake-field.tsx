import { formatMoneyInput, mulDiv, parseMoney } from '@lw/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';

/**
 * The stake of an original (dice, mines): typed in the currency's units, kept as minor units,
 * clamped to the game's limits; ½ and ×2 buttons as players expect.
 */
export function StakeField({
  id,
  value,
  onChange,
  min,
  max,
  currency,
  disabled,
}: {
  id: string;
  value: number;
  onChange: (minor: number) => void;
  min: number;
  max: number;
  currency: string;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('house');
  const [text, setText] = useState(() => formatMoneyInput(value, { currency }));
  useEffect(() => setText(formatMoneyInput(value, { currency })), [currency, value]);
  const clamp = (minor: number) => Math.min(max, Math.max(min, minor));
  const commit = () => {
    const parsed = parseMoney(text, { currency });
    const next = parsed.ok ? clamp(parsed.minor) : value;
    onChange(next);
    setText(formatMoneyInput(next, { currency }));
  };
  return (
    <div className="stake-field">
      <label htmlFor={id}>{t('bet')}</label>
      <div className="stake-field__row">
        <input
          id={id}
          inputMode="decimal"
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          onBlur={commit}
          onKeyDown={(e) => e.key === 'Enter' && commit()}
          aria-describedby={`${id}-limits`}
        />
        <button
          type="button"
          disabled={disabled}
          onClick={() => onChange(clamp(mulDiv(value, 1, 2, 'floor')))}
        >
          ½
        </button>
        <button type="button" disabled={disabled} onClick={() => onChange(clamp(value * 2))}>
          2×
        </button>
      </div>
      <small id={`${id}-limits`}>
        {t('stakeLimits', {
          min: formatMinorUnits(min, i18n.language, currency),
          max: formatMinorUnits(max, i18n.language, currency),
        })}
      </small>
    </div>
  );
}
