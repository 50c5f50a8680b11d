import type { TRiskFigures } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money';

/** The member's figures measured now, as the markers read them (beside what the case found). */
export function RiskFiguresList({ figures }: { figures: TRiskFigures }) {
  const { t } = useTranslation('risk');
  const currency = figures.currency === null ? {} : { currency: figures.currency };
  const money = (minor: number) => <Money minor={minor} {...currency} />;
  const rows: [string, React.ReactNode][] = [
    [t('figures.deposits24h'), figures.depositsLast24h.count],
    [t('figures.amount24h'), money(figures.depositsLast24h.amount)],
    [t('figures.prior30d'), money(figures.depositsPrior30d)],
    [t('figures.todayDeposits'), figures.today.deposits],
    [t('figures.todayNet'), money(figures.today.net)],
    [t('figures.lateNights'), figures.lateNightDays],
    [t('figures.longestSession'), figures.longestSessionHours],
    [t('figures.reversed'), figures.reversedWithdrawals30d],
    [t('figures.paymentMethods'), figures.paymentMethods30d],
    [t('figures.sharedIp'), figures.sharedIpAccounts],
    [t('figures.sharedBank'), figures.sharedBankAccounts],
    [t('figures.sharedDevice'), figures.sharedDeviceAccounts],
  ];
  return (
    <dl className="risk-figures">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd className="num">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
