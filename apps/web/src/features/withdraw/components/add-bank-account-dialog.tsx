import { THAI_BANK_CODES, type TThaiBankCode } from '@lw/contracts';
import { Hash, User } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberInfo } from '../../../api/member';
import { Button } from '../../../components/ui/button';
import { FormNotice, type TNotice } from '../../../components/ui/form-notice';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { bankName } from '../../../components/ui/bank-name';
import { addBankAccount, useBanks } from '../api/withdraw-api';

interface TAddBankAccountDialogProps {
  open: boolean;
  hasRealName: boolean;
  onClose: () => void;
  onAdded: () => void;
}

const ACCOUNT_NUMBER = /^\d{10,15}$/;

/**
 * Binds a payout account. The account name must be the member's real name (the server checks),
 * so it is filled in from the profile and locked, with a line saying why.
 */
export function AddBankAccountDialog({
  open,
  hasRealName,
  onClose,
  onAdded,
}: TAddBankAccountDialogProps) {
  const { t, i18n } = useTranslation('cashier');
  const member = useMemberInfo();
  const banks = useBanks();
  const realName = member.data?.realName ?? '';
  const codes: readonly TThaiBankCode[] = banks.data?.map((b) => b.code) ?? THAI_BANK_CODES;
  const [bankCode, setBankCode] = useState<TThaiBankCode | ''>('');
  const [number, setNumber] = useState('');
  const [errors, setErrors] = useState<{ bank?: string; number?: string }>({});
  const [notice, setNotice] = useState<TNotice>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setBankCode('');
    setNumber('');
    setErrors({});
    setNotice(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const digits = number.replace(/[\s-]/g, '');
    const found = {
      ...(bankCode === '' ? { bank: t('bank.form.bankRequired') } : {}),
      ...(ACCOUNT_NUMBER.test(digits) ? {} : { number: t('bank.form.numberInvalid') }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0 || bankCode === '') return;
    setBusy(true);
    try {
      await addBankAccount({ bankCode, accountNumber: digits, accountName: realName });
      setBankCode('');
      setNumber('');
      onAdded();
    } catch (error) {
      setNotice({ notice: 'error', message: errorText(error, i18n.language) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={close} title={t('bank.form.title')}>
      {!hasRealName || (member.isSuccess && !realName) ? (
        <p className="cashier-callout">{t('bank.form.noRealName')}</p>
      ) : (
        <form className="cashier-form" onSubmit={(e) => void onSubmit(e)} noValidate>
          <div className={errors.bank ? 'field field--error' : 'field'}>
            <label className="field__label" htmlFor="bank-code">
              {t('bank.form.bank')}
              <span className="field__required" aria-hidden="true">
                {' '}
                *
              </span>
            </label>
            <div className="field__control">
              <select
                id="bank-code"
                className="field__input field__select"
                value={bankCode}
                required
                aria-invalid={errors.bank ? true : undefined}
                onChange={(event) => setBankCode(event.target.value as TThaiBankCode)}
              >
                <option value="">{t('bank.form.chooseBank')}</option>
                {codes.map((code) => (
                  <option key={code} value={code}>
                    {bankName(code, i18n.language)}
                  </option>
                ))}
              </select>
            </div>
            {errors.bank ? (
              <p className="field__error" role="alert">
                {errors.bank}
              </p>
            ) : null}
          </div>
          <TextField
            label={t('bank.form.number')}
            name="accountNumber"
            icon={<Hash size={18} />}
            inputMode="numeric"
            autoComplete="off"
            required
            maxLength={20}
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            error={errors.number}
            hint={t('bank.form.numberHint')}
          />
          <TextField
            label={t('bank.form.name')}
            name="accountName"
            icon={<User size={18} />}
            value={realName}
            readOnly
            hint={t('bank.form.nameHint')}
          />
          <FormNotice notice={notice} />
          <Button type="submit" block loading={busy}>
            {t('bank.form.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}
