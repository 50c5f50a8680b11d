import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format';
import { DEFAULT_CURRENCY_SYMBOL } from '../../lib/links';
import { LOCAL_KEYS, readStorage, writeStorage } from '../../lib/storage';

/**
 * Wallet balance with show/hide and refresh. The wallet arrives in a later issue; until then the
 * balance is 0.00 and refresh only replays the spinner.
 */
export function BalanceChip() {
  const { t, i18n } = useTranslation('layout');
  const [hidden, setHidden] = useState(
    () => readStorage('local', LOCAL_KEYS.balanceHidden) === '1',
  );
  const [spinning, setSpinning] = useState(false);
  const balance = 0;

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    writeStorage('local', LOCAL_KEYS.balanceHidden, next ? '1' : '0');
  };
  const refresh = () => {
    setSpinning(true);
    window.setTimeout(() => setSpinning(false), 700);
  };

  return (
    <div className="balance" aria-label={t('balance.label')} role="group">
      <span className="balance__symbol" aria-hidden="true">
        {DEFAULT_CURRENCY_SYMBOL}
      </span>
      <span className="balance__amount tabular" aria-live="polite">
        {hidden ? (
          <>
            <span aria-hidden="true">••••••</span>
            <span className="sr-only">{t('balance.hiddenValue')}</span>
          </>
        ) : (
          formatMoney(balance, i18n.language)
        )}
      </span>
      <button
        type="button"
        className="balance__btn"
        onClick={toggle}
        aria-label={hidden ? t('balance.show') : t('balance.hide')}
        aria-pressed={hidden}
      >
        {hidden ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
      </button>
      <button
        type="button"
        className="balance__btn"
        onClick={refresh}
        aria-label={t('balance.refresh')}
        aria-busy={spinning || undefined}
      >
        <RefreshCw size={16} aria-hidden="true" className={spinning ? 'spin' : undefined} />
      </button>
    </div>
  );
}
