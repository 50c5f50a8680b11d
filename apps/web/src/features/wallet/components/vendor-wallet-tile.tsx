import type { TVendorWallet } from '@lw/contracts';
import { AlertTriangle, Clock, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorCodeText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { useDateTime } from '../../../lib/date-time';

/**
 * One game wallet on transferFund: the figure its vendor reported, when it was read, a visible
 * "reading" state while the vendor is being asked, why a figure could not be refreshed, and a
 * button that reads it again.
 */
export function VendorWalletTile({
  wallet,
  refreshing,
  onRefresh,
}: {
  wallet: TVendorWallet;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  const { t, i18n } = useTranslation('wallet');
  const { dateTime } = useDateTime();
  const money = (minor: number) => formatMinorUnits(minor, i18n.language, wallet.currency);
  const stale = wallet.state === 'unavailable' || wallet.state === 'pending';
  return (
    <li
      className={`wallet__tile${refreshing ? ' wallet__tile--refreshing' : ''}`}
      aria-label={wallet.name}
      aria-busy={refreshing || undefined}
    >
      <span className="wallet__tile-name">
        {wallet.name}
        {wallet.pending > 0 ? (
          <span className="tag">
            <Clock size={12} aria-hidden="true" />
            {t('fund.pendingTag')}
          </span>
        ) : null}
        <button
          type="button"
          className="wallet__refresh"
          onClick={onRefresh}
          disabled={refreshing}
          aria-label={t('fund.refresh', { vendor: wallet.name })}
          title={t('fund.refresh', { vendor: wallet.name })}
        >
          <RefreshCw size={14} aria-hidden="true" className={refreshing ? 'wallet__spin' : ''} />
        </button>
      </span>
      <span className="wallet__tile-amount" data-testid={`wallet-${wallet.vendor}`}>
        {money(wallet.balance)}
      </span>
      {wallet.pending > 0 ? (
        <span className="wallet__note">
          {t('fund.pendingAmount', { amount: money(wallet.pending) })}
        </span>
      ) : null}
      <span className="wallet__note" data-testid={`wallet-${wallet.vendor}-state`}>
        {refreshing ? (
          t('fund.refreshing', { vendor: wallet.name })
        ) : stale ? (
          <span className="wallet__warning">
            <AlertTriangle size={12} aria-hidden="true" />
            {wallet.errorCode
              ? errorCodeText(wallet.errorCode, i18n.language)
              : t('fund.unavailable')}
          </span>
        ) : wallet.readAt ? (
          t('fund.readAt', { time: dateTime(wallet.readAt) })
        ) : (
          t('fund.notRead', { vendor: wallet.name })
        )}
      </span>
    </li>
  );
}
