import { pickLocalized, type TReward } from '@lw/contracts';
import type { TFunction } from 'i18next';

/** A reward's title in the page language, from its programme and the values it carries. */
export function rewardTitle(
  t: TFunction,
  reward: Pick<TReward, 'sourceKind' | 'titleParams'>,
  language: string,
): string {
  const p = reward.titleParams;
  const named =
    typeof p.th === 'string' && typeof p.en === 'string' && typeof p.zh === 'string'
      ? pickLocalized({ th: p.th, en: p.en, zh: p.zh }, language)
      : '';
  switch (reward.sourceKind) {
    case 'task':
      return t('rewards:title.task', { name: named });
    case 'sign_in':
      return t('rewards:title.sign_in', { streak: p.streak ?? 1 });
    case 'leaderboard':
      return t('rewards:title.leaderboard', { name: named, rank: p.rank ?? '' });
    default:
      return named || t('rewards:title.other');
  }
}
