import { formatMoney } from '@lw/contracts';
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrencySymbol } from '../../../api/currency';
import { useSiteConfig } from '../../../api/get-permission';
import { useWinnerBoard } from '../api/get-winner-board';
import { onImageHost } from '../../../lib/image-host';

/** The winner board: the biggest recent wins, names masked by the server (limit 20, spec §9). */
export function WinnerBoard() {
  const { t, i18n } = useTranslation('games');
  const { imageCDNs } = useSiteConfig();
  const symbol = useCurrencySymbol();
  const board = useWinnerBoard(i18n.language);
  const list = board.data?.list ?? [];
  return (
    <section className="winners" aria-labelledby="winners-title">
      <h2 id="winners-title" className="winners__title">
        <Trophy size={20} aria-hidden="true" />
        {t('winners.title')}
      </h2>
      {board.isPending ? (
        <div className="winners__list" aria-hidden="true">
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="winners__row">
              <span className="skeleton skeleton--circle winners__avatar" />
              <span className="winners__lines">
                <span className="skeleton winners__line" />
                <span className="skeleton winners__line winners__line--short" />
              </span>
              <span className="skeleton winners__amount" />
            </div>
          ))}
        </div>
      ) : list.length === 0 ? (
        <p className="winners__empty">{t('winners.empty')}</p>
      ) : (
        <ol className="winners__list winners__list--live">
          {list.map((entry, index) => (
            <li key={`${entry.customerName}-${entry.gameName}-${index}`} className="winners__row">
              <img
                className="winners__avatar winners__icon"
                src={onImageHost(entry.iconUrl, imageCDNs)}
                alt=""
                width={40}
                height={40}
                loading="lazy"
              />
              <span className="winners__lines">
                <span className="winners__name">{entry.customerName}</span>
                <span className="winners__game">
                  {entry.jackpot ? (
                    <span className="winners__jackpot">{t('winners.jackpot')}</span>
                  ) : null}
                  {entry.gameName}
                </span>
              </span>
              <span className="winners__amount winners__amount--value tabular">
                {formatMoney(entry.winAmount, { locale: 'en-US', digits: 2, symbol })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
