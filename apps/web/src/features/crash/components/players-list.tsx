import type { TCrashPlayerBet } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money';
import { formatMultiplier } from '../lib/crash-display';

/** Everyone's bets in the round: stake, and the cash-out or the bust once known. */
export function PlayersList({ bets }: { bets: TCrashPlayerBet[] }) {
  const { t } = useTranslation('crash');
  return (
    <section className="crash-players" aria-labelledby="crash-players-title">
      <h2 id="crash-players-title">
        {t('players.title')} <span className="crash-players__count">{bets.length}</span>
      </h2>
      {bets.length === 0 ? (
        <p className="crash-players__empty">{t('players.empty')}</p>
      ) : (
        <ul>
          {bets.map((bet) => (
            <li key={bet.betId} className={`crash-players__row is-${bet.status}`}>
              <span className="crash-players__name">{bet.player}</span>
              <Money minor={bet.amount} currency={bet.currency} />
              <span className="crash-players__result tabular">
                {bet.status === 'cashed_out' && bet.cashedOutAt !== null
                  ? formatMultiplier(bet.cashedOutAt)
                  : t(`players.status.${bet.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
