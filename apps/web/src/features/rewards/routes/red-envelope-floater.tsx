import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { RED_ENVELOPE_PATH } from '../../../lib/links';
import { useRedEnvelopes } from '../api/rewards-api';
import { RedEnvelopeOpener } from '../components/red-envelope-opener';
import '../components/rewards.css';

/**
 * The floating red envelope: shown to a signed-in member while a window is open and their
 * envelope of it is still to open; it gently sways (still under reduced motion).
 */
export function RedEnvelopeFloater() {
  const { t } = useTranslation('rewards');
  const state = useRedEnvelopes();
  const [openId, setOpenId] = useState<number | null>(null);
  const waiting = state.data?.windows.find((w) => w.open && w.grabbed === null && !w.soldOut);
  const shown = state.data?.windows.find((w) => w.campaignId === openId) ?? null;
  return (
    <>
      {waiting ? (
        <button
          type="button"
          className="envelope-fab"
          onClick={() => setOpenId(waiting.campaignId)}
          aria-label={t('envelope.fab')}
        >
          <span className="envelope-fab__art" aria-hidden="true">
            <Gift size={18} strokeWidth={2.5} />
          </span>
        </button>
      ) : null}
      <Modal
        open={shown !== null}
        onClose={() => setOpenId(null)}
        title={t('envelope.title')}
        size="sm"
      >
        {shown ? <RedEnvelopeOpener window={shown} /> : null}
        <p className="envelope-stage__more">
          <Link to={RED_ENVELOPE_PATH} onClick={() => setOpenId(null)}>
            {t('envelope.all')}
          </Link>
        </p>
      </Modal>
    </>
  );
}
