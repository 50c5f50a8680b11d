import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../lib/format';

/** An amount (the money library, the interface language), without a currency code. */
export function Amount({ minor, currency }: { minor: number; currency?: string | undefined }) {
  const { i18n } = useTranslation();
  return <span className="money">{formatMinorUnits(minor, i18n.language, currency)}</span>;
}

/** A change of money: green and signed + when it is a gain, red when it is a loss. */
export function SignedAmount({
  minor,
  currency,
}: {
  minor: number;
  currency?: string | undefined;
}) {
  const { i18n } = useTranslation();
  return (
    <span className={clsx('money', minor > 0 && 'money--in', minor < 0 && 'money--out')}>
      {minor > 0 ? '+' : ''}
      {formatMinorUnits(minor, i18n.language, currency)}
    </span>
  );
}
