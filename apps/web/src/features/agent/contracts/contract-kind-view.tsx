import type {
  TAgentBillExplain,
  TAgentContract,
  TContractKind,
  TContractTerms,
} from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import {
  contractsKey,
  explainBill,
  offerContract,
  terminateContract,
  useAgentBills,
  useAgentContracts,
  useContractOffers,
} from './contracts-api';
import { explainFormula } from './explain-formula';
import { LateExplain, LateLines } from './late-lines';
import { PendingOfferCard } from './pending-offer-card';
import { TermsTable } from './terms-table';
import './contracts.css';

/** A rate typed as a percentage ("1.25") in basis points, or null. */
function bpsOf(text: string): number | null {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text) * 100);
}

/**
 * One contract kind's page of the agent centre (issue 25): my contract with its terms and the
 * formula written out, an offer waiting for my answer (with the cascade warning), the offers I
 * made to direct downlines, an offer form at my own thresholds, and my bills with their
 * explanation recomputed from the wagers.
 */
export function ContractKindView({ kind }: { kind: TContractKind }) {
  const { t, i18n } = useTranslation('pages');
  const { token } = useSession();
  const queryClient = useQueryClient();
  const overview = useAgentContracts();
  const offers = useContractOffers();
  const bills = useAgentBills(kind);
  const [result, setResult] = useState<TResult>(null);
  const [busy, setBusy] = useState(false);
  const [downline, setDownline] = useState('');
  const [rates, setRates] = useState<string[]>([]);
  const [explained, setExplained] = useState<TAgentBillExplain | null>(null);
  const money = (n: number) => formatMinorUnits(n, i18n.language);

  const state = overview.data?.kinds.find((k) => k.kind === kind);
  const active = state?.active ?? null;
  const pending = state?.pending ?? null;
  const mine = (offers.data?.items ?? []).filter((c) => c.kind === kind);

  const refresh = () => queryClient.invalidateQueries({ queryKey: contractsKey(token) });
  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      setResult({ tone: 'success', text: done });
      await refresh();
    } catch (e) {
      setResult({ tone: 'error', text: errorText(e, i18n.language) });
    } finally {
      setBusy(false);
    }
  }

  /** The offer keeps my own thresholds; the downline's rates are typed (at most mine). */
  function offerTerms(): TContractTerms | null {
    if (!active) return null;
    const own = active.terms;
    const typed = rates.map(bpsOf);
    if (own.kind === 'dailySalary' || own.kind === 'dividend') {
      if (typed.length !== own.tiers.length || typed.some((r) => r === null)) return null;
      const tiers = own.tiers.map((tier, i) => ({ ...tier, rateBps: typed[i]! }));
      return own.kind === 'dividend'
        ? { ...own, tiers: tiers as typeof own.tiers }
        : { ...own, tiers: tiers as typeof own.tiers };
    }
    if (typed.length !== 2 || typed.some((r) => r === null)) return null;
    return { ...own, winRateBps: typed[0]!, lossRateBps: typed[1]! };
  }

  function submitOffer(e: FormEvent) {
    e.preventDefault();
    const terms = offerTerms();
    if (!terms || !downline.trim()) {
      setResult({ tone: 'error', text: t('agentContracts.offerIncomplete') });
      return;
    }
    void run(() => offerContract(downline.trim(), terms), t('agentContracts.offered'));
  }

  const rateLabels = !active
    ? []
    : active.terms.kind === 'dailySalary' || active.terms.kind === 'dividend'
      ? active.terms.tiers.map((_, i) => t('agentContracts.tierRate', { n: i + 1 }))
      : [t('agentContracts.winRate'), t('agentContracts.lossRate')];

  return (
    <div className="contract">
      <ResultLine result={result} />
      {pending && <PendingOfferCard pending={pending} />}
      <section className="card" aria-labelledby={`mine-${kind}`}>
        <h2 id={`mine-${kind}`} className="card__title">
          {t('agentContracts.myContract')}
        </h2>
        {active ? (
          <>
            <TermsTable terms={active.terms} />
            <p className="contract__formula">{t(`agentContracts.formula.${kind}`)}</p>
            <p className="contract__formula">
              {t('agentContracts.definitions', {
                min: money(overview.data?.activeMemberMinValidStake ?? 0),
              })}
            </p>
            <div className="contract__actions">
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() =>
                  void run(() => terminateContract(active.id), t('agentContracts.terminated'))
                }
              >
                {t('agentContracts.terminate')}
              </Button>
            </div>
          </>
        ) : (
          <p className="contract__empty">{t('agentContracts.none')}</p>
        )}
      </section>
      {active && (
        <section className="card" aria-labelledby={`offer-${kind}`}>
          <h2 id={`offer-${kind}`} className="card__title">
            {t('agentContracts.offerTitle')}
          </h2>
          <form className="contract__form" onSubmit={submitOffer} noValidate>
            <TextField
              label={t('agentContracts.downline')}
              name="downlineUsername"
              value={downline}
              onChange={(e) => setDownline(e.target.value)}
              required
            />
            {rateLabels.map((label, i) => (
              <TextField
                key={label}
                label={label}
                name={`rate${i}`}
                inputMode="decimal"
                value={rates[i] ?? ''}
                onChange={(e) => {
                  const next = [...rates];
                  next[i] = e.target.value;
                  setRates(next);
                }}
                required
              />
            ))}
            <div className="contract__actions">
              <Button type="submit" loading={busy}>
                {t('agentContracts.offer')}
              </Button>
            </div>
          </form>
          <OffersTable
            items={mine}
            busy={busy}
            onTerminate={(c) =>
              void run(() => terminateContract(c.id), t('agentContracts.terminated'))
            }
          />
        </section>
      )}
      <section className="card" aria-labelledby={`bills-${kind}`}>
        <h2 id={`bills-${kind}`} className="card__title">
          {t('agentContracts.billsTitle')}
        </h2>
        {(bills.data?.items ?? []).length === 0 ? (
          <p className="contract__empty">{t('agentContracts.noBills')}</p>
        ) : (
          <table className="table table--stack">
            <thead>
              <tr>
                <th scope="col">{t('agentContracts.period')}</th>
                <th scope="col">{t('agentContracts.agent')}</th>
                <th scope="col">{t('agentContracts.own')}</th>
                <th scope="col">{t('agentContracts.downlines')}</th>
                <th scope="col">{t('agentContracts.paid')}</th>
                <th scope="col">{t('agentContracts.status')}</th>
                <th scope="col">{t('agentContracts.explain')}</th>
              </tr>
            </thead>
            <tbody>
              {(bills.data?.items ?? []).map((b) => [
                <tr key={b.id}>
                  <td>{b.periodKey.split(':').slice(1).join(':')}</td>
                  <td>{b.agent.username}</td>
                  <td className="tabular">{money(b.ownAmount)}</td>
                  <td className="tabular">{money(b.downlineAmount)}</td>
                  <td className="tabular">{money(b.paidAmount)}</td>
                  <td>
                    <span className="tag">{t(`agentContracts.billStatus.${b.status}`)}</span>
                  </td>
                  <td>
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() =>
                        void explainBill(b.id).then(setExplained, (e: unknown) =>
                          setResult({ tone: 'error', text: errorText(e, i18n.language) }),
                        )
                      }
                    >
                      {t('agentContracts.explain')}
                    </Button>
                  </td>
                </tr>,
                b.adjustments.length > 0 && (
                  <tr key={`${b.id}-late`} className="contract__late-row">
                    <td colSpan={7}>
                      <LateLines bill={b} money={money} />
                    </td>
                  </tr>
                ),
              ])}
            </tbody>
          </table>
        )}
        {explained && (
          <div className="contract__explain" aria-live="polite">
            <p className="tabular">{explainFormula(t, explained, money)}</p>
            <p>
              {explained.matches
                ? t('agentContracts.matches')
                : t('agentContracts.differs', { amount: money(explained.recomputed.ownAmount) })}
            </p>
            <LateExplain explained={explained} money={money} />
          </div>
        )}
      </section>
    </div>
  );
}

function OffersTable({
  items,
  busy,
  onTerminate,
}: {
  items: TAgentContract[];
  busy: boolean;
  onTerminate: (c: TAgentContract) => void;
}) {
  const { t } = useTranslation('pages');
  if (items.length === 0) return <p className="contract__empty">{t('agentContracts.noOffers')}</p>;
  return (
    <table className="table">
      <thead>
        <tr>
          <th scope="col">{t('agentContracts.downline')}</th>
          <th scope="col">{t('agentContracts.status')}</th>
          <th scope="col">{t('agentContracts.terminate')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((c) => (
          <tr key={c.id}>
            <td>{c.holder.username}</td>
            <td>
              <span className="tag">{t(`agentContracts.contractStatus.${c.status}`)}</span>
            </td>
            <td>
              {(c.status === 'pending' || c.status === 'active') && (
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={busy}
                  onClick={() => onTerminate(c)}
                >
                  {t('agentContracts.terminate')}
                </Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
