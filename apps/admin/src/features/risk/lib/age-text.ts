import { useTranslation } from 'react-i18next';

/** A case's age as the queue's SLA reads it: minutes, hours or days. */
export function useAgeText() {
  const { t } = useTranslation('risk');
  return (seconds: number) =>
    seconds < 3600
      ? t('age.minutes', { count: Math.floor(seconds / 60) })
      : seconds < 86_400
        ? t('age.hours', { count: Math.floor(seconds / 3600) })
        : t('age.days', { count: Math.floor(seconds / 86_400) });
}
