import { dayOfInstant, formatTimeOfDay } from '@lw/contracts';
import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../../../lib/date-time';

/** The agent centre clock: the site time zone's offset and its time, updated every second. */
export function AgentClock() {
  const { t } = useTranslation('pages');
  const { timeZone, language, day, offset } = useDateTime();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const time = formatTimeOfDay(now, { language, timeZone, seconds: true, hour24: true });
  return (
    <div className="agent-clock" aria-label={t('agent.clock')} role="group">
      <Clock size={16} aria-hidden="true" />
      <span className="agent-clock__zone">{offset(now)}</span>
      <span className="agent-clock__date">{day(dayOfInstant(now, timeZone))}</span>
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
