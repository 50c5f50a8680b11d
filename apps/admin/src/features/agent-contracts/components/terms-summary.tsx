import type { TContractTerms } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money';
import { formatRate } from '../lib/rates';

/** Terms in one line per tier: thresholds in the currency, rates in %. */
export function termsLines(
  terms: TContractTerms,
  t: (key: string, params?: Record<string, unknown>) => string,
  language: string,
  currency: string | undefined,
): string[] {
  const money = (minor: number) => formatMoney(minor, language, currency);
  const rate = (bps: number) => formatRate(bps, language);
  switch (terms.kind) {
    case 'dailySalary':
      return terms.tiers.map((tier, i) =>
        t('terms.salaryTier', {
          n: i + 1,
          stake: money(tier.minValidStake),
          members: tier.minActiveMembers,
          rate: rate(tier.rateBps),
        }),
      );
    case 'dividend':
      return [
        ...terms.tiers.map((tier, i) =>
          t('terms.dividendTier', {
            n: i + 1,
            loss: money(tier.minLoss),
            members: tier.minActiveMembers,
            rate: rate(tier.rateBps),
          }),
        ),
        terms.carryOver ? t('terms.carryOverOn') : t('terms.carryOverOff'),
      ];
    case 'hourlySalary':
      return [t('terms.perBet', { win: rate(terms.winRateBps), loss: rate(terms.lossRateBps) })];
    case 'realtimeSalary':
      return [
        t('terms.perBet', { win: rate(terms.winRateBps), loss: rate(terms.lossRateBps) }),
        t('terms.minRound', { amount: money(terms.minRoundStake) }),
      ];
  }
}

/** A contract's terms as a short list (the list's "terms" column). */
export function TermsSummary({
  terms,
  currency,
}: {
  terms: TContractTerms;
  currency: string | undefined;
}) {
  const { t, i18n } = useTranslation('agentContracts');
  return (
    <ul className="ac-terms">
      <li className="muted">{t(`period.${terms.period}`)}</li>
      {termsLines(terms, t, i18n.language, currency).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
