import type { TCrashHistoryItem } from '@lw/contracts';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMultiplier } from '../lib/crash-display';

/** The verify page for one crash game: its hash, with its chain and game number when known. */
export function crashFairnessLink(game: {
  hash: string;
  chainId?: number | null;
  gameNumber?: number | null;
}): string {
  const query = new URLSearchParams({ game: 'crash', hash: game.hash });
  if (game.chainId) query.set('chain', String(game.chainId));
  if (game.gameNumber) query.set('gameNumber', String(game.gameNumber));
  return `/fairness?${query.toString()}`;
}

/** Recent crash points, newest first; each opens the round's verification on /fairness. */
export function HistoryStrip({ items }: { items: TCrashHistoryItem[] }) {
  const { t } = useTranslation('crash');
  return (
    <nav className="crash-history" aria-label={t('history.title')}>
      {items.length === 0 ? (
        <span className="crash-history__empty">{t('history.empty')}</span>
      ) : null}
      {items.map((item) => (
        <Link
          key={item.roundId}
          to={crashFairnessLink(item)}
          className={clsx('crash-history__chip', item.crashPoint >= 200 && 'is-high')}
          title={t('history.verify', { hash: item.hash })}
        >
          {formatMultiplier(item.crashPoint)}
        </Link>
      ))}
    </nav>
  );
}
