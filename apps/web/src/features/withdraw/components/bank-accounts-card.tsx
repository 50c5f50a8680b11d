import type { TMemberBankAccount } from '@lw/contracts';
import { MAX_MEMBER_BANK_ACCOUNTS } from '@lw/contracts';
import { Landmark, Plus, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { errorText } from '../../../lib/error-text';
import { bankName } from '../../../components/ui/bank-name';
import { removeBankAccount, setDefaultBankAccount } from '../api/withdraw-api';
import { AddBankAccountDialog } from './add-bank-account-dialog';

interface TBankAccountsCardProps {
  accounts: readonly TMemberBankAccount[];
  hasRealName: boolean;
  onChanged: (message: { tone: 'success' | 'error'; text: string }) => void;
}

/** The member's payout accounts: add, make default, remove (with a confirmation). */
export function BankAccountsCard({ accounts, hasRealName, onChanged }: TBankAccountsCardProps) {
  const { t, i18n } = useTranslation('cashier');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TMemberBankAccount | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);
  const full = accounts.length >= MAX_MEMBER_BANK_ACCOUNTS;

  const run = async (id: number, action: () => Promise<unknown>, done: string) => {
    setBusyId(id);
    try {
      await action();
      onChanged({ tone: 'success', text: done });
    } catch (error) {
      onChanged({ tone: 'error', text: errorText(error, i18n.language) });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="card" aria-labelledby="bank-accounts">
      <div className="cashier-card-head">
        <h2 id="bank-accounts" className="card__title">
          <Landmark size={20} aria-hidden="true" />
          {t('bank.title')}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          disabled={full}
          icon={<Plus size={16} aria-hidden="true" />}
          onClick={() => setAdding(true)}
        >
          {t('bank.add')}
        </Button>
      </div>
      {full ? (
        <p className="cashier-note">{t('bank.full', { max: MAX_MEMBER_BANK_ACCOUNTS })}</p>
      ) : null}
      {accounts.length === 0 ? (
        <EmptyState
          icon={<Landmark size={28} />}
          title={t('bank.emptyTitle')}
          text={t('bank.emptyText')}
        />
      ) : (
        <ul className="bank-list">
          {accounts.map((account) => (
            <li key={account.id} className="bank-item">
              <span className="bank-item__icon" aria-hidden="true">
                {account.bankCode.slice(0, 2)}
              </span>
              <span className="bank-item__text">
                <strong>{bankName(account.bankCode, i18n.language)}</strong>
                <span className="money">{account.accountNumberMasked}</span>
                <span>{account.accountName}</span>
              </span>
              {account.isDefault ? (
                <span className="tag tag--success">
                  <Star size={12} aria-hidden="true" />
                  {t('bank.default')}
                </span>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  loading={busyId === account.id}
                  onClick={() =>
                    void run(
                      account.id,
                      () => setDefaultBankAccount(account.id),
                      t('bank.defaultDone'),
                    )
                  }
                >
                  {t('bank.makeDefault')}
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('bank.removeWhich', { number: account.accountNumberMasked })}
                icon={<Trash2 size={16} aria-hidden="true" />}
                onClick={() => setRemoving(account)}
              >
                {t('bank.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <AddBankAccountDialog
        open={adding}
        hasRealName={hasRealName}
        onClose={() => setAdding(false)}
        onAdded={() => {
          setAdding(false);
          onChanged({ tone: 'success', text: t('bank.added') });
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('bank.removeTitle')}
        confirmLabel={t('bank.remove')}
        tone="danger"
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          const account = removing;
          setRemoving(null);
          if (account) {
            void run(account.id, () => removeBankAccount(account.id), t('bank.removed'));
          }
        }}
      >
        {removing
          ? t('bank.removeText', {
              bank: bankName(removing.bankCode, i18n.language),
              number: removing.accountNumberMasked,
            })
          : null}
      </ConfirmDialog>
    </section>
  );
}
