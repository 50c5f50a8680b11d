import type { TAgentContract } from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useSession } from '../../../lib/session';
import { acceptContract, contractsKey, rejectContract } from './contracts-api';
import { TermsTable } from './terms-table';

/**
 * An offer waiting for my answer, on its contract page and in the dialog after sign-in.
 * Accepting terms below a rate I already gave a downline is refused first with the downlines it
 * would end (CONTRACT_CASCADE_REQUIRED); the warning names them and a second accept confirms.
 */
export function PendingOfferCard({
  pending,
  onAnswered,
}: {
  pending: TAgentContract;
  onAnswered?: () => void;
}) {
  const { t, i18n } = useTranslation('pages');
  const { token } = useSession();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TResult>(null);
  const [cascade, setCascade] = useState<string[] | null>(null);
  const titleId = `pending-${pending.id}`;

  async function answer(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      setResult({ tone: 'success', text: done });
      setCascade(null);
      await queryClient.invalidateQueries({ queryKey: contractsKey(token) });
      onAnswered?.();
    } catch (e) {
      if (isApiError(e) && e.code === 'CONTRACT_CASCADE_REQUIRED') {
        const list = (e.details?.downlines ?? []) as { username: string }[];
        setCascade(list.map((d) => d.username));
      } else {
        setResult({ tone: 'error', text: errorText(e, i18n.language) });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('agentContracts.pendingTitle')} · {t(`agentContracts.kind.${pending.kind}`)}
      </h2>
      <ResultLine result={result} />
      <p>
        {t('agentContracts.offeredBy', {
          who: pending.offeredBy?.username ?? t('agentContracts.platform'),
        })}
      </p>
      <TermsTable terms={pending.terms} />
      {cascade && (
        <p role="alert" className="contract__warning">
          {t('agentContracts.cascadeWarning', { names: cascade.join(', ') })}
        </p>
      )}
      <div className="contract__actions">
        <Button
          loading={busy}
          onClick={() =>
            void answer(
              () => acceptContract(pending.id, cascade !== null),
              t('agentContracts.accepted'),
            )
          }
        >
          {cascade ? t('agentContracts.acceptCascade') : t('agentContracts.accept')}
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() =>
            void answer(() => rejectContract(pending.id), t('agentContracts.rejected'))
          }
        >
          {t('agentContracts.reject')}
        </Button>
      </div>
    </section>
  );
}
