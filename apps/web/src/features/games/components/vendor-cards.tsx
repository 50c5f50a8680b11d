import type { TGameType, TVendorCard } from '@lw/contracts';
import { clsx } from 'clsx';
import { ChevronRight, Wrench } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../api/get-permission';
import { useLaunchGame } from '../api/launch-game';
import { vendorLogoUrl } from '../../../lib/image-host';
import { isVendorEntry } from '../lib/game-view';
import { LaunchNotice } from './launch-notice';
import { VendorPopup } from './vendor-popup';

interface TVendorCardsProps {
  cards: readonly TVendorCard[];
  gameType?: TGameType;
  label: string;
}

/**
 * Vendor cards of a category (spec §3 "Vendor category"): a VASSALAGE vendor opens the popup list
 * of its games; another vendor's card starts its one game (a live lobby, a sportsbook).
 */
export function VendorCards({ cards, gameType, label }: TVendorCardsProps) {
  const { t } = useTranslation('games');
  const { imageCDNs } = useSiteConfig();
  const { launch, notice, dismiss, playInstead } = useLaunchGame();
  const [popup, setPopup] = useState<TVendorCard | null>(null);

  const choose = (card: TVendorCard) => {
    if (isVendorEntry(card)) {
      setPopup(card);
      return;
    }
    if (card.nodeId === null) return;
    launch(
      {
        nodeId: card.nodeId,
        vassalage: card.vassalage,
        maintenance: card.maintenance,
        displayName: card.displayName,
      },
      'real',
    );
  };

  return (
    <>
      <ul className="vendor-cards" aria-label={label}>
        {cards.map((card) => (
          <li key={card.vassalage}>
            <button
              type="button"
              className={clsx('vendor-card', card.maintenance && 'is-maintenance')}
              onClick={() => choose(card)}
              aria-haspopup={isVendorEntry(card) ? 'dialog' : undefined}
            >
              <img
                className="vendor-card__logo"
                src={vendorLogoUrl(card.vassalage, imageCDNs)}
                alt=""
                width={120}
                height={30}
                loading="lazy"
              />
              <span className="vendor-card__name">{card.displayName}</span>
              <span className="vendor-card__meta">
                {card.maintenance ? (
                  <>
                    <Wrench size={12} aria-hidden="true" />
                    {t('card.maintenance')}
                  </>
                ) : isVendorEntry(card) ? (
                  t('vendors.games', { count: card.gameCount })
                ) : (
                  t('vendors.enter')
                )}
              </span>
              <ChevronRight className="vendor-card__go" size={18} aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
      <VendorPopup vendor={popup} gameType={gameType} onClose={() => setPopup(null)} />
      <LaunchNotice notice={notice} onClose={dismiss} onPlay={playInstead} />
    </>
  );
}

/** The vendor cards' places while their list loads. */
export function VendorCardsSkeleton({ count }: { count: number }) {
  return (
    <div className="vendor-cards" aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <span key={i} className="skeleton vendor-card vendor-card--skeleton" />
      ))}
    </div>
  );
}
