import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { useAgentContracts } from './contracts-api';
import { PendingOfferCard } from './pending-offer-card';

/** Offers the agent put aside this session (closed the dialog on), by contract id. */
const SEEN_KEY = 'agent-contract-offers-seen';

function seenIds(): Set<number> {
  try {
    return new Set((JSON.parse(sessionStorage.getItem(SEEN_KEY) ?? '[]') as number[]) ?? []);
  } catch {
    return new Set();
  }
}

/**
 * The contract offers waiting for the agent's answer, shown when the agent centre opens after
 * sign-in (spec §2 "contract modal"): each offer with its terms and accept / reject. Closed with
 * "Later", the same offers stay on their contract pages and do not open the dialog again this
 * session; a new offer does.
 */
export function PendingOffersDialog() {
  const { t } = useTranslation('pages');
  const overview = useAgentContracts();
  const [seen, setSeen] = useState(seenIds);
  const pending = (overview.data?.kinds ?? [])
    .filter((k) => k.enabled)
    .flatMap((k) => (k.pending ? [k.pending] : []));
  const unseen = pending.filter((c) => !seen.has(c.id));

  const putAside = () => {
    const next = new Set([...seen, ...pending.map((c) => c.id)]);
    sessionStorage.setItem(SEEN_KEY, JSON.stringify([...next]));
    setSeen(next);
  };

  return (
    <Modal
      open={unseen.length > 0}
      onClose={putAside}
      title={t('agentContracts.offersDialog.title', { count: unseen.length })}
      size="lg"
    >
      <p>{t('agentContracts.offersDialog.text')}</p>
      {unseen.map((contract) => (
        <PendingOfferCard key={contract.id} pending={contract} />
      ))}
      <div className="contract__actions">
        <Button variant="secondary" onClick={putAside}>
          {t('agentContracts.offersDialog.later')}
        </Button>
      </div>
    </Modal>
  );
}
