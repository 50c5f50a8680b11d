import { pickLocalized, type TPaymentMethod } from '@lw/contracts';
import { clsx } from 'clsx';
import { Building2, CreditCard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';

interface TMethodCardsProps {
  methods: readonly TPaymentMethod[];
  value: number | null;
  onChange: (id: number) => void;
}

/** The payment methods as selectable cards (native radios, so keyboard and readers just work). */
export function MethodCards({ methods, value, onChange }: TMethodCardsProps) {
  const { t, i18n } = useTranslation('cashier');
  return (
    <fieldset className="method-cards">
      <legend className="field__label">{t('deposit.method')}</legend>
      {methods.map((method) => {
        const Icon = method.kind === 'bank_transfer' ? Building2 : CreditCard;
        const checked = method.id === value;
        return (
          <label key={method.id} className={clsx('method-card', checked && 'is-active')}>
            <input
              type="radio"
              name="paymentMethod"
              value={method.id}
              checked={checked}
              onChange={() => onChange(method.id)}
              className="method-card__radio"
            />
            <span className="method-card__icon" aria-hidden="true">
              <Icon size={22} />
            </span>
            <span className="method-card__text">
              <strong>{pickLocalized(method.name, i18n.language)}</strong>
              <span className="method-card__kind">{t(`deposit.kind.${method.kind}`)}</span>
              <span className="method-card__limits">
                {t('deposit.limits', {
                  min: formatMinorUnits(method.minAmount, i18n.language, method.currency),
                  max: formatMinorUnits(method.maxAmount, i18n.language, method.currency),
                })}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
