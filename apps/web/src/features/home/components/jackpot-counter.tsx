import { formatMoney } from '@lw/contracts';
import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../../api/currency';
import { initialJackpotMinor, jackpotDelay, nextJackpotMinor } from '../lib/jackpot';
import { useCountUp } from './use-count-up';

/** The jackpot's figure from minor units: US grouping and 2 decimals in every language. */
function jackpotText(minor: number, symbol?: string): string {
  return formatMoney(minor, { locale: 'en-US', digits: 2, symbol });
}

/** The progressive jackpot: grows by 100–500 every 3–5 s within 200–300 million (spec §4). */
export function JackpotCounter() {
  const { t } = useTranslation('home');
  const symbol = useCurrencySymbol();
  // Integer minor units; the count-up passes through in-between values, shown to the nearest unit.
  const [value, setValue] = useState(() => initialJackpotMinor(Date.now()));
  const shown = Math.round(useCountUp(value));

  useEffect(() => {
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => {
        setValue((current) => nextJackpotMinor(current, Math.random()));
        schedule();
      }, jackpotDelay(Math.random()));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);

  const text = jackpotText(shown);
  return (
    <section className="jackpot" aria-labelledby="jackpot-title">
      <div className="jackpot__glow" aria-hidden="true" />
      <h2 id="jackpot-title" className="jackpot__title">
        <Sparkles size={18} aria-hidden="true" />
        {t('jackpot.title')}
      </h2>
      <p className="jackpot__value tabular">
        <span className="sr-only">{jackpotText(value, symbol)}</span>
        {symbol ? (
          <span className="jackpot__currency" aria-hidden="true">
            {symbol}
          </span>
        ) : null}
        {Array.from(text).map((char, i) =>
          /\d/.test(char) ? (
            <span key={i} className="jackpot__digit" aria-hidden="true">
              {char}
            </span>
          ) : (
            <span key={i} className="jackpot__sep" aria-hidden="true">
              {char}
            </span>
          ),
        )}
      </p>
    </section>
  );
}
