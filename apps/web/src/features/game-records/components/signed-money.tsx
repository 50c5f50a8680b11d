import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';

/** An amount with 2 decimals (the money library) in the wallet currency. */
export function Amount({ minor, currency }: { minor: number; currency: string | undefined }) {
  const { i18n } = useTranslation();
  return <span className="money">{formatMinorUnits(minor, i18n.language, currency)}</span>;
}

/** A result: green and signed + when the player won, red when they lost. */
export function Profit({ minor, currency }: { minor: number; currency: string | undefined }) {
  const { i18n } = useTranslation();
  return (
    <span
      className={clsx(
        'money',
        'records__profit',
        minor > 0 && 'money--in',
        minor < 0 && 'money--out',
      )}
    >
      {minor > 0 ? '+' : ''}
      {formatMinorUnits(minor, i18n.language, currency)}
    </span>
  );
}
