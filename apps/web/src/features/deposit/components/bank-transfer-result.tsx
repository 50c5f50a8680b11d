import type { TDepositInstructions } from '@lw/contracts';
import { Clock, Landmark, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Money } from '../../../components/ui/money';
import { formatMinorUnits } from '../../../lib/format';
import { formatCountdown, useCountdown } from '../lib/use-countdown';
import { bankName } from '../../../components/ui/bank-name';
import { CopyButton } from './copy-button';
import { StatusTag } from '../../../components/ui/status-tag';

/**
 * How to pay a bank-transfer deposit: the operator's account (copy buttons), the reference to
 * write in the transfer note, the PromptPay QR with the amount, and the time left to pay.
 */
export function BankTransferResult({
  result,
  onDone,
}: {
  result: TDepositInstructions;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('cashier');
  const { deposit, bankTransfer } = result;
  const seconds = useCountdown(deposit.status === 'pending' ? deposit.expiresAt : null);
  const expired = deposit.status === 'pending' && seconds === 0;
  const amountText = formatMinorUnits(deposit.amount, i18n.language, deposit.currency);

  return (
    <section className="card transfer" aria-labelledby="transfer-title">
      <div className="transfer__head">
        <h2 id="transfer-title" className="card__title">
          <Landmark size={20} aria-hidden="true" />
          {t('deposit.transfer.title')}
        </h2>
        <StatusTag kind="deposit" status={expired ? 'expired' : deposit.status} />
      </div>
      <div className="transfer__amount">
        <span>{t('deposit.transfer.amount')}</span>
        <strong>
          <Money minor={deposit.amount} currency={deposit.currency} />
        </strong>
      </div>
      {deposit.status === 'pending' ? (
        <p className={expired ? 'transfer__timer is-over' : 'transfer__timer'} role="timer">
          <Clock size={16} aria-hidden="true" />
          {expired
            ? t('deposit.transfer.expired')
            : t('deposit.transfer.timeLeft', { time: formatCountdown(seconds) })}
        </p>
      ) : null}
      <div className="transfer__body">
        {bankTransfer ? (
          <dl className="transfer__facts">
            <Fact label={t('deposit.transfer.bank')}>
              {bankName(bankTransfer.bankCode, i18n.language)}
            </Fact>
            <Fact
              label={t('deposit.transfer.accountName')}
              copy={{ value: bankTransfer.accountName, label: t('deposit.transfer.accountName') }}
            >
              {bankTransfer.accountName}
            </Fact>
            <Fact
              label={t('deposit.transfer.accountNumber')}
              copy={{
                value: bankTransfer.accountNumber.replace(/-/g, ''),
                label: t('deposit.transfer.accountNumber'),
              }}
            >
              <span className="transfer__number">{bankTransfer.accountNumber}</span>
            </Fact>
            <Fact
              label={t('deposit.transfer.reference')}
              copy={{ value: deposit.referenceCode, label: t('deposit.transfer.reference') }}
              highlight
            >
              <span className="transfer__reference" data-testid="deposit-reference">
                {deposit.referenceCode}
              </span>
            </Fact>
          </dl>
        ) : null}
        {bankTransfer?.promptPayQr ? (
          <figure className="transfer__qr">
            <img
              src={bankTransfer.promptPayQr.imageDataUrl}
              alt={t('deposit.transfer.qrAlt', { amount: amountText })}
              width={200}
              height={200}
            />
            <figcaption>
              {t('deposit.transfer.qrCaption')}
              <strong>
                <Money minor={deposit.amount} currency={deposit.currency} />
              </strong>
            </figcaption>
          </figure>
        ) : null}
      </div>
      <p className="cashier-note">{t('deposit.transfer.noteHint')}</p>
      <Button variant="secondary" onClick={onDone} icon={<Plus size={18} aria-hidden="true" />}>
        {t('deposit.transfer.another')}
      </Button>
    </section>
  );
}

function Fact({
  label,
  children,
  copy,
  highlight,
}: {
  label: string;
  children: ReactNode;
  copy?: { value: string; label: string };
  highlight?: boolean;
}) {
  return (
    <div className={highlight ? 'transfer__fact is-highlight' : 'transfer__fact'}>
      <dt>{label}</dt>
      <dd>
        <span>{children}</span>
        {copy ? <CopyButton value={copy.value} label={copy.label} /> : null}
      </dd>
    </div>
  );
}
