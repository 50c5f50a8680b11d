import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../../api/currency';
import { initialJackpot, jackpotDelay, nextJackpot } from '../lib/jackpot';
import { useCountUp } from './use-count-up';

const FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** The progressive jackpot: grows by 100–500 every 3–5 s within 200–300 million (spec §4). */
export function JackpotCounter() {
  const { t } = useTranslation('home');
  const symbol = useCurrencySymbol();
  const [value, setValue] = useState(() => initialJackpot(Date.now()));
  const shown = useCountUp(value);

  useEffect(() => {
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => {
        setValue((current) => nextJackpot(current, Math.random()));
        schedule();
      }, jackpotDelay(Math.random()));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, []);

  const text = FORMAT.format(shown);
  return (
    <section className="jackpot" aria-labelledby="jackpot-title">
      <div className="jackpot__glow" aria-hidden="true" />
      <h2 id="jackpot-title" className="jackpot__title">
        <Sparkles size={18} aria-hidden="true" />
        {t('jackpot.title')}
      </h2>
      <p className="jackpot__value tabular">
        <span className="sr-only">
          {symbol}
          {FORMAT.format(value)}
        </span>
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
