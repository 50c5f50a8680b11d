import type { TAgentBillExplain } from '@lw/contracts';
import type { TFunction } from 'i18next';

const pct = (bps: number) => `${(bps / 100).toFixed(2)}%`;

/**
 * A bill's formula with its own figures, in the agent's language and money (the server's
 * `formula` is English in minor units). Each product is floored to the satang, as the bill is.
 */
export function explainFormula(
  t: TFunction<'pages'>,
  { bill, terms }: Pick<TAgentBillExplain, 'bill' | 'terms'>,
  money: (minor: number) => string,
): string {
  const own = money(bill.ownAmount);
  if (terms.kind === 'dailySalary' || terms.kind === 'dividend') {
    const tier = bill.tier === null ? null : terms.tiers[bill.tier];
    const base =
      terms.kind === 'dailySalary'
        ? { key: 'explainFormula.daily', figure: money(bill.teamValidStake) }
        : { key: 'explainFormula.dividend', figure: money(bill.teamLoss + bill.carryIn) };
    if (!tier) {
      return t('agentContracts.explainFormula.notReached', {
        figure: base.figure,
        active: bill.activeMembers,
      });
    }
    return t(`agentContracts.${base.key}`, {
      figure: base.figure,
      carry: money(bill.carryIn),
      tier: (bill.tier ?? 0) + 1,
      rate: pct(tier.rateBps),
      own,
    });
  }
  return t('agentContracts.explainFormula.perBet', {
    winning: money(bill.winningValidStake),
    winRate: pct(terms.winRateBps),
    losing: money(bill.losingValidStake),
    lossRate: pct(terms.lossRateBps),
    own,
  });
}
