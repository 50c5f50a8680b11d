import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../api/currency';
import { usePublicState } from '../../api/member';
import { usePresentedBalance } from '../../lib/balance-presentation';
import { formatMinorUnits } from '../../lib/format';
import { LOCAL_KEYS, readStorage, writeStorage } from '../../lib/storage';

const REFRESH_THROTTLE_MS = 2000;

/**
 * Wallet balance from the public state (minor units, shown with 2 decimals and the currency
 * symbol: the operator's, else the cashier currency's), with a show/hide mask remembered on this
 * device and a refresh button. While a game presents a round, the figure is the one the game
 * shows (lib/balance-presentation), so the header never tells a result before the game does.
 */
export function BalanceChip() {
  const { t, i18n } = useTranslation('layout');
  const state = usePublicState();
  const [hidden, setHidden] = useState(
    () => readStorage('local', LOCAL_KEYS.balanceHidden) === '1',
  );
  const symbol = useCurrencySymbol();
  const presented = usePresentedBalance();
  const balance = presented ?? state.data?.balance;
  // Balance pushes over the live channel keep the figure current without reload.
  const lastRefresh = useRef(0);
  /** Refresh at most once per REFRESH_THROTTLE_MS, however fast the button is tapped. */
  const refresh = () => {
    const now = Date.now();
    if (now - lastRefresh.current < REFRESH_THROTTLE_MS) return;
    lastRefresh.current = now;
    void state.refetch();
  };

  const toggle = () => {
    const next = !hidden;
    setHidden(next);
    writeStorage('local', LOCAL_KEYS.balanceHidden, next ? '1' : '0');
  };

  let amount;
  if (hidden) {
    amount = (
      <>
        <span aria-hidden="true">••••••</span>
        <span className="sr-only">{t('balance.hiddenValue')}</span>
      </>
    );
  } else if (balance !== undefined) {
    amount = formatMinorUnits(balance, i18n.language);
  } else {
    amount = (
      <>
        <span className="skeleton balance__skeleton" aria-hidden="true" />
        <span className="sr-only">{t('balance.loading')}</span>
      </>
    );
  }

  return (
    <div className="balance" aria-label={t('balance.label')} role="group">
      <span className="balance__symbol" aria-hidden="true">
        {symbol}
      </span>
      <span className="balance__amount tabular" aria-live="polite" data-testid="balance-amount">
        {amount}
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
        aria-busy={state.isFetching || undefined}
        disabled={state.isFetching}
      >
        <RefreshCw size={16} aria-hidden="true" className={state.isFetching ? 'spin' : undefined} />
      </button>
    </div>
  );
}
