import { GAME_CATEGORIES, type TBonus } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money';

/**
 * The terms the engine runs, rendered from the bonus's own rule object: multiple and base, draw
 * order, max bet, max conversion, withdrawal rule, and the contribution table of its products.
 */
export function BonusTermsSummary({ bonus }: { bonus: TBonus }) {
  const { t } = useTranslation(['bonus', 'common']);
  const { terms, currency } = bonus;
  const products = new Set<string>(terms.products);
  return (
    <details className="bonus__terms">
      <summary>{t('terms.title')}</summary>
      <dl className="bonus__facts">
        <dt>{t('terms.wagering')}</dt>
        <dd>{t(`terms.base.${terms.wageringBase}`, { multiple: terms.wageringMultiple })}</dd>
        <dt>{t('terms.drawOrder')}</dt>
        <dd>{t(`terms.draw.${terms.drawOrder}`)}</dd>
        <dt>{t('terms.maxBet')}</dt>
        <dd>
          {terms.maxBetWhileWagering === null ? (
            t('terms.noLimit')
          ) : (
            <Money minor={terms.maxBetWhileWagering} currency={currency} />
          )}
        </dd>
        <dt>{t('terms.maxConversion')}</dt>
        <dd>
          {terms.maxConversion === null ? (
            t('terms.noLimit')
          ) : terms.maxConversion.kind === 'amount' ? (
            <Money minor={terms.maxConversion.amount} currency={currency} />
          ) : (
            t('terms.conversionMultiple', { multiple: terms.maxConversion.multiple })
          )}
        </dd>
        <dt>{t('terms.withdrawal')}</dt>
        <dd>
          {terms.forfeitOnWithdrawal ? t('terms.withdrawalForfeits') : t('terms.withdrawalKeeps')}
        </dd>
      </dl>
      <table className="bonus__contributions">
        <caption>{t('terms.contributions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('terms.category')}</th>
            <th scope="col">{t('terms.counts')}</th>
          </tr>
        </thead>
        <tbody>
          {GAME_CATEGORIES.map((c) => (
            <tr key={c.code}>
              <th scope="row">{t(`common:${c.labelKey}`)}</th>
              <td>
                {products.has(c.code) ? `${terms.contributions[c.code]}%` : t('terms.notEligible')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}
