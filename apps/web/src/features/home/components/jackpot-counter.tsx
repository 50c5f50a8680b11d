import { formatMoney } from '@lw/contracts';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../../api/currency';
import { initialJackpotMinor, jackpotDelay, nextJackpotMinor } from '../lib/jackpot';
import { useOnScreen } from '../../../components/ui/use-on-screen';
import { useHouseJackpot } from '../api/get-house-jackpot';

/** The jackpot's figure from minor units: US grouping and 2 decimals in every language. */
function jackpotText(minor: number, symbol?: string): string {
  return formatMoney(minor, { locale: 'en-US', digits: 2, symbol });
}

/**
 * The progressive jackpot. When the operator runs the house studio's pool it shows the real pool
 * (refreshed while on screen); otherwise the spec's animation: grows by 100–500 every 3–5 s
 * within 200–300 million (spec §4). One render per step: a changed digit rolls in by a CSS
 * transform (no per-frame work), and nothing ticks while the counter is off screen or the tab is
 * hidden.
 */
export function JackpotCounter() {
  const { t } = useTranslation('home');
  const symbol = useCurrencySymbol();
  const ref = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(ref);
  // Integer minor units.
  const [value, setValue] = useState(() => initialJackpotMinor(Date.now()));
  // The first figure is drawn still; digits roll only when a step changes them.
  const [stepped, setStepped] = useState(false);
  const house = useHouseJackpot(onScreen);
  const pool = house.data?.enabled ? house.data.pools[0] : undefined;
  const realPool = pool?.amount;

  // The first real figure replaces the animation still; later changes of the pool roll in.
  const shownPool = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (realPool === undefined) return;
    if (shownPool.current !== undefined && shownPool.current !== realPool) setStepped(true);
    shownPool.current = realPool;
    setValue(realPool);
  }, [realPool]);

  useEffect(() => {
    if (!onScreen || realPool !== undefined) return undefined;
    let timer = 0;
    const schedule = () => {
      timer = window.setTimeout(() => {
        if (document.visibilityState !== 'hidden') {
          setValue((current) => nextJackpotMinor(current, Math.random()));
          setStepped(true);
        }
        schedule();
      }, jackpotDelay(Math.random()));
    };
    schedule();
    return () => window.clearTimeout(timer);
  }, [onScreen, realPool]);

  const chars = Array.from(jackpotText(value));
  return (
    <section ref={ref} className="jackpot" aria-labelledby="jackpot-title">
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
        {chars.map((char, i) => {
          // Keyed by place from the right and value: a digit that changes is a new element, so
          // its roll-in animation plays; the others stay as they are.
          const place = chars.length - i;
          return /\d/.test(char) ? (
            <span
              key={`${place}:${char}`}
              className={stepped ? 'jackpot__digit jackpot__digit--roll' : 'jackpot__digit'}
              aria-hidden="true"
            >
              <span className="jackpot__face">{char}</span>
            </span>
          ) : (
            <span key={`${place}:${char}`} className="jackpot__sep" aria-hidden="true">
              {char}
            </span>
          );
        })}
      </p>
    </section>
  );
}
