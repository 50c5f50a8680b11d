import type { TCrashClosed } from '@lw/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateTime } from '../../../lib/date-time';

/**
 * Why crash is not running: no chain is ready, or the next chain waits for its seeding event
 * (the salt block, then a second operator's confirmation). Links to the published record.
 */
export function CrashClosed({ closed }: { closed: TCrashClosed }) {
  const { t } = useTranslation('crash');
  const { dateTime } = useDateTime();
  const publishedAt = closed.publishedAt ? dateTime(closed.publishedAt) : '';
  return (
    <section className="crash-closed" role="status" aria-labelledby="crash-closed-title">
      <h2 id="crash-closed-title">{t('closed.title')}</h2>
      <p>{t(`closed.${closed.reason}`, { publishedAt, height: closed.saltBlockHeight ?? '' })}</p>
      <Link to="/fairness#crash-chains">{t('closed.how')}</Link>
    </section>
  );
}
