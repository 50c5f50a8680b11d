import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { RESPONSIBLE_GAMING_PATH } from '../../../lib/links';
import { ExclusionSection } from '../exclusions/exclusion-section';
import { PlayLimitsRemaining } from '../limits';
import '../exclusions/exclusions.css';

/**
 * On every game screen (house games, crash, lottery, an outside vendor's frame): a button that
 * opens the member's tools without leaving the game: what is left of their limits, a time-out or
 * self-exclusion taken here and now, and the way to the Responsible gaming page.
 */
export function GameSafetyButton() {
  const { t } = useTranslation('limits');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="rg-game-button" onClick={() => setOpen(true)}>
        <ShieldCheck size={14} aria-hidden="true" />
        <span>{t('game.button')}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('game.title')} size="md">
        <PlayLimitsRemaining />
        <ExclusionSection compact />
        <p>
          <Link to={RESPONSIBLE_GAMING_PATH}>{t('game.allTools')}</Link>
        </p>
      </Modal>
    </>
  );
}
