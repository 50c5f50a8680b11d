import { addDays, dayOfInstant, type TAgentReport } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Card } from '../../../components/ui/card';
import { DatePicker } from '../../../components/ui/date-picker';
import { Money } from '../../../components/ui/money';
import { LoadingBlock } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-error-text';
import { useSiteTimeZone } from '../../../lib/datetime';
import { useAgentReport } from '../api/self-dealing-api';

const COUNTS = ['teamSize', 'newMembers', 'activeMembers', 'depositCount'] as const;
const AMOUNTS = ['deposits', 'bets', 'validBets', 'wins', 'profitLoss'] as const;

/**
 * The agent page's report of its team over business days (the last 7 by default): team size and
 * sign-ups, approved deposits, settled play and the team's P/L, as the server computes them.
 */
export function AgentReportCard({ agentId }: { agentId: number }) {
  const { t, i18n } = useTranslation('accounts');
  const timeZone = useSiteTimeZone();
  // The business day is the operator's; the browser's own day could be another one.
  const today = dayOfInstant(new Date(), timeZone);
  const [from, setFrom] = useState<string | undefined>(addDays(today, -6));
  const [to, setTo] = useState<string | undefined>(today);
  const report = useAgentReport(agentId, from, to);
  return (
    <Card title={t('agentReport.title')} description={t('agentReport.text')}>
      <div className="filters">
        <DatePicker
          showLabel
          label={t('agentReport.from')}
          value={from}
          max={to}
          onChange={setFrom}
        />
        <DatePicker showLabel label={t('agentReport.to')} value={to} min={from} onChange={setTo} />
      </div>
      {report.isError ? (
        <Banner tone="danger">{apiErrorText(report.error, i18n.language)}</Banner>
      ) : report.isPending ? (
        <LoadingBlock />
      ) : (
        <Figures report={report.data} />
      )}
    </Card>
  );
}

function Figures({ report }: { report: TAgentReport }) {
  const { t } = useTranslation('accounts');
  return (
    <dl className="meta-list" data-testid="agent-report">
      {COUNTS.map((key) => (
        <div key={key}>
          <dt>{t(`agentReport.${key}`)}</dt>
          <dd className="num">{report[key]}</dd>
        </div>
      ))}
      {AMOUNTS.map((key) => (
        <div key={key}>
          <dt>{t(`agentReport.${key}`)}</dt>
          <dd className="num">
            <Money minor={report[key]} currency={report.currency} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
