import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';
import { useMyLimits } from './limits-api';

/**
 * In a game screen's header: what is left of the member's loss and wager limits this period
 * (the tightest of each kind); nothing for visitors or members without such a limit.
 */
export function PlayLimitsRemaining() {
  const { t, i18n } = useTranslation('limits');
  const limits = useMyLimits({ refetchIntervalMs: 30_000 });
  if (!limits.data) return null;
  const { currency } = limits.data;
  const tightest = (['loss', 'wager'] as const)
    .map(
      (kind) =>
        limits.data.limits
          .filter((l) => l.kind === kind && l.remaining !== null)
          .sort((a, b) => a.remaining! - b.remaining!)[0],
    )
    .filter((l) => l !== undefined);
  if (tightest.length === 0) return null;
  return (
    <p className="play-limits" data-testid="play-limits">
      {tightest
        .map((l) =>
          t('remaining.play', {
            kind: t(`kind.${l.kind}`),
            period: t(`period.${l.period}`),
            amount: formatMinorUnits(l.remaining!, i18n.language, currency),
          }),
        )
        .join(' · ')}
    </p>
  );
}
