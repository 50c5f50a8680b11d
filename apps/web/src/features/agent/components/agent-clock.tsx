import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUtcOffset, intlLocale } from '../../../lib/format';

/** The agent centre clock: the time-zone offset and the time, updated every second. */
export function AgentClock() {
  const { t, i18n } = useTranslation('pages');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const time = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  }).format(now);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' }).format(
    now,
  );
  return (
    <div className="agent-clock" aria-label={t('agent.clock')} role="group">
      <Clock size={16} aria-hidden="true" />
      <span className="agent-clock__zone">{formatUtcOffset(now)}</span>
      <span className="agent-clock__date">{date}</span>
      <time
        className="agent-clock__time tabular"
        dateTime={now.toISOString()}
        data-testid="agent-clock"
      >
        {time}
      </time>
    </div>
  );
}
