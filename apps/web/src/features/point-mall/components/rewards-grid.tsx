import { pickLocalized, type TPointsReward } from '@lw/contracts';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ResultLine, type TResult } from '../../../components/ui/result-line';
import { usePointsRewards } from '../api/points-api';
import { RedeemDialog } from './redeem-dialog';

/** A reward's picture: the operator's image, or a gradient with its initial (no outside hosts). */
function RewardArt({ reward, name }: { reward: TPointsReward; name: string }) {
  if (reward.imageUrl)
    return <img className="mall__art" src={reward.imageUrl} alt="" loading="lazy" />;
  const hue = (reward.id * 67) % 360;
  return (
    <span
      className="mall__art mall__art--generated"
      style={{ ['--hue' as string]: String(hue) }}
      aria-hidden="true"
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}

/** Rewards to redeem: the catalogue with price, stock and a redeem button. */
export function RewardsGrid({ balance }: { balance: number }) {
  const { t, i18n } = useTranslation('pages');
  const rewards = usePointsRewards();
  const [chosen, setChosen] = useState<TPointsReward | null>(null);
  const [result, setResult] = useState<TResult>(null);
  if (rewards.isPending) return <div className="skeleton mall__skeleton" aria-busy="true" />;
  const items = rewards.data?.items ?? [];
  if (items.length === 0) {
    return (
      <EmptyState
        icon={<Gift size={28} />}
        title={t('pointMall.empty.rewards')}
        text={t('pointMall.emptyText')}
      />
    );
  }
  return (
    <>
      <ResultLine result={result} />
      <ul className="mall__rewards">
        {items.map((reward) => {
          const name = pickLocalized(reward.name, i18n.language);
          const soldOut = reward.stock === 0;
          return (
            <li key={reward.id} className="mall__reward card">
              <RewardArt reward={reward} name={name} />
              <h3 className="mall__reward-name">{name}</h3>
              <p className="mall__reward-text">
                {pickLocalized(reward.description, i18n.language)}
              </p>
              <p className="mall__price tabular">
                {t('pointMall.points', {
                  points: reward.pricePoints.toLocaleString(i18n.language),
                })}
              </p>
              <p className="mall__stock">
                {reward.stock === null
                  ? t('pointMall.stockUnlimited')
                  : t('pointMall.stock', { count: reward.stock })}
              </p>
              <Button
                size="sm"
                disabled={soldOut || balance < reward.pricePoints}
                onClick={() => {
                  setResult(null);
                  setChosen(reward);
                }}
              >
                {soldOut ? t('pointMall.soldOut') : t('pointMall.redeem.button')}
              </Button>
            </li>
          );
        })}
      </ul>
      <RedeemDialog
        reward={chosen}
        onClose={() => setChosen(null)}
        onDone={(text) => {
          setChosen(null);
          setResult({ tone: 'success', text });
        }}
      />
    </>
  );
}
