import type { TAgentBill, TAgentBillExplain, TContractTerms } from '@lw/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { Pill } from '../../../components/ui/pill';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { formatMoney } from '../../../lib/money';
import { useAdminContracts, useBillExplain } from '../api/agent-contracts-api';
import { formatRate } from '../lib/rates';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The bill's formula in the operator's language with the stored figures (the contract's terms
 * give the rate of the tier reached); null when the terms are not at hand.
 */
function formulaOf(
  bill: TAgentBill,
  terms: TContractTerms | undefined,
  t: Translate,
  language: string,
): string | null {
  if (!terms || terms.kind !== bill.kind) return null;
  const money = (minor: number) => formatMoney(minor, language, bill.currency);
  const rate = (bps: number) => formatRate(bps, language);
  const own = money(bill.ownAmount);
  switch (terms.kind) {
    case 'dailySalary': {
      const tier = bill.tier === null ? undefined : terms.tiers[bill.tier];
      return tier
        ? t('formula.dailySalary', {
            stake: money(bill.teamValidStake),
            rate: rate(tier.rateBps),
            tier: bill.tier! + 1,
            amount: own,
          })
        : t('formula.notReachedStake', {
            stake: money(bill.teamValidStake),
            members: bill.activeMembers,
          });
    }
    case 'dividend': {
      const tier = bill.tier === null ? undefined : terms.tiers[bill.tier];
      const params = {
        loss: money(bill.teamLoss),
        carry: money(bill.carryIn),
        total: money(bill.teamLoss + bill.carryIn),
        members: bill.activeMembers,
      };
      return tier
        ? t('formula.dividend', {
            ...params,
            rate: rate(tier.rateBps),
            tier: bill.tier! + 1,
            amount: own,
          })
        : t('formula.notReachedLoss', params);
    }
    case 'hourlySalary':
    case 'realtimeSalary':
      return t('formula.perBet', {
        win: money(bill.winningValidStake),
        winRate: rate(terms.winRateBps),
        lose: money(bill.losingValidStake),
        lossRate: rate(terms.lossRateBps),
        amount: own,
      });
  }
}

/** A bill explained: the formula, stored against recomputed figures, and each member's part. */
export function BillExplainDrawer({ bill, onClose }: { bill: TAgentBill; onClose: () => void }) {
  const { t, i18n } = useTranslation('agentContracts');
  const explain = useBillExplain(bill.id);
  const contracts = useAdminContracts({ agent: bill.agent.username, kind: bill.kind });
  const terms = contracts.data?.items.find((c) => c.id === bill.contractId)?.terms;
  return (
    <Modal
      open
      onClose={onClose}
      variant="drawer"
      size="lg"
      title={t('explain.title', { id: bill.id })}
      description={t('explain.description', {
        name: bill.agent.username,
        kind: t(`kind.${bill.kind}`),
        period: bill.periodKey,
      })}
    >
      {explain.isError && (
        <Banner tone="danger">{apiErrorText(explain.error, i18n.language)}</Banner>
      )}
      {explain.data ? (
        <ExplainBody
          data={explain.data}
          formula={formulaOf(explain.data.bill, terms, t, i18n.language)}
        />
      ) : (
        !explain.isError && <div className="skeleton" aria-busy="true" style={{ height: 200 }} />
      )}
    </Modal>
  );
}

function ExplainBody({ data, formula }: { data: TAgentBillExplain; formula: string | null }) {
  const { t, i18n } = useTranslation('agentContracts');
  const language = i18n.language;
  const { dateTime } = useDateTime();
  const { bill, recomputed } = data;
  const c = bill.currency;
  const tierText = (tier: number | null) => (tier === null ? t('notReached') : String(tier + 1));
  const rows: { key: string; stored: ReactNode; again: ReactNode; same: boolean }[] = [
    {
      key: 'teamValidStake',
      stored: <Money minor={bill.teamValidStake} currency={c} />,
      again: <Money minor={recomputed.teamValidStake} currency={c} />,
      same: bill.teamValidStake === recomputed.teamValidStake,
    },
    {
      key: 'teamLoss',
      stored: <Money minor={bill.teamLoss} currency={c} />,
      again: <Money minor={recomputed.teamLoss} currency={c} />,
      same: bill.teamLoss === recomputed.teamLoss,
    },
    {
      key: 'winningValidStake',
      stored: <Money minor={bill.winningValidStake} currency={c} />,
      again: <Money minor={recomputed.winningValidStake} currency={c} />,
      same: bill.winningValidStake === recomputed.winningValidStake,
    },
    {
      key: 'losingValidStake',
      stored: <Money minor={bill.losingValidStake} currency={c} />,
      again: <Money minor={recomputed.losingValidStake} currency={c} />,
      same: bill.losingValidStake === recomputed.losingValidStake,
    },
    {
      key: 'activeMembers',
      stored: <span className="num">{bill.activeMembers}</span>,
      again: <span className="num">{recomputed.activeMembers}</span>,
      same: bill.activeMembers === recomputed.activeMembers,
    },
    {
      key: 'tier',
      stored: tierText(bill.tier),
      again: tierText(recomputed.tier),
      same: bill.tier === recomputed.tier,
    },
    {
      key: 'ownAmount',
      stored: <Money minor={bill.ownAmount} currency={c} />,
      again: <Money minor={recomputed.ownAmount} currency={c} />,
      same: bill.ownAmount === recomputed.ownAmount,
    },
  ];
  return (
    <div className="ac-explain">
      {data.matches ? (
        <Banner tone="success">{t('explain.matches')}</Banner>
      ) : (
        <Banner tone="warning">{t('explain.differs')}</Banner>
      )}
      <h3 className="section-title">{t('explain.formula')}</h3>
      <p className="ac-formula">{formula ?? data.formula}</p>
      <p className="ac-formula">
        {t('explain.payable', {
          own: formatMoney(bill.ownAmount, language, c),
          adjustments: formatMoney(bill.adjustmentAmount, language, c),
          carry: formatMoney(bill.adjustmentCarryIn, language, c),
          payable: formatMoney(bill.payable, language, c),
        })}
      </p>
      <p className="muted">
        {t('explain.period', { from: dateTime(bill.periodStart), to: dateTime(bill.periodEnd) })}
      </p>
      <table className="table ac-compare">
        <caption>{t('explain.compare')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('explain.figure')}</th>
            <th scope="col">{t('explain.stored')}</th>
            <th scope="col">{t('explain.recomputed')}</th>
            <th scope="col">{t('explain.same')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{t(`figure.${r.key}`)}</th>
              <td className="num">{r.stored}</td>
              <td className="num">{r.again}</td>
              <td>
                <Pill tone={r.same ? 'success' : 'warning'}>{r.same ? t('yes') : t('no')}</Pill>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {bill.adjustments.length > 0 && (
        <>
          <h3 className="section-title">{t('explain.adjustments')}</h3>
          <ul className="ac-adjustments">
            {data.adjustments.map((a) => (
              <li key={a.forBillId}>
                {t('explain.lateFrom', { period: a.periodKey })}:{' '}
                {t('explain.adjustmentLine', {
                  id: a.forBillId,
                  period: a.periodKey,
                })}{' '}
                <Money minor={a.ownBefore} currency={c} /> →{' '}
                <Money minor={a.ownAfter} currency={c} /> = <Money minor={a.amount} currency={c} />
                <div className="muted">
                  {t('explain.lateWagers', {
                    count: a.wagers.length,
                    id: a.forBillId,
                    recomputed: formatMoney(a.recomputedOwn, language, c),
                  })}
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {data.carriedLater !== 0 && (
        <p className="muted">
          {t('explain.lateCarried', { amount: formatMoney(data.carriedLater, language, c) })}
        </p>
      )}
      {data.pendingLate !== 0 && (
        <Banner tone="warning">
          {t('explain.latePending', { amount: formatMoney(data.pendingLate, language, c) })}
        </Banner>
      )}
      <table className="table ac-members">
        <caption>{t('explain.members', { n: data.members.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('explain.member')}</th>
            <th scope="col">{t('explain.wagers')}</th>
            <th scope="col">{t('figure.teamValidStake')}</th>
            <th scope="col">{t('figure.teamLoss')}</th>
            <th scope="col">{t('figure.winningValidStake')}</th>
            <th scope="col">{t('figure.losingValidStake')}</th>
            <th scope="col">{t('explain.active')}</th>
          </tr>
        </thead>
        <tbody>
          {data.members.map((m) => (
            <tr key={m.accountId}>
              <th scope="row">{m.username || `#${m.accountId}`}</th>
              <td className="num">{m.wagers}</td>
              <td className="num">
                <Money minor={m.validStake} />
              </td>
              <td className="num">
                <Money minor={m.loss} />
              </td>
              <td className="num">
                <Money minor={m.winningValidStake} />
              </td>
              <td className="num">
                <Money minor={m.losingValidStake} />
              </td>
              <td>{m.active ? t('yes') : t('no')}</td>
            </tr>
          ))}
          {data.members.length === 0 && (
            <tr>
              <td colSpan={7} className="muted">
                {t('explain.noWagers')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
