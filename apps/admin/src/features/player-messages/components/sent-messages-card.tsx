import { pickLocalized, type TMessageAudience } from '@lw/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { useDateTime } from '../../../lib/datetime';
import { useSentMessages } from '../api/player-messages-api';

/** The target in words: the member, the segment's filters, or everyone. */
function useAudienceText() {
  const { t } = useTranslation('playerMessages');
  const { day } = useDateTime();
  const range = (from: string | undefined, to: string | undefined) =>
    `${from ? day(from) : '…'} – ${to ? day(to) : '…'}`;
  return (audience: TMessageAudience): string => {
    if (audience.kind === 'everyone') return t('kind.everyone');
    if (audience.kind === 'member') return `${t('kind.member')}: ${audience.username}`;
    const parts: string[] = [];
    if (audience.agentUsername) parts.push(`${t('agentUsername')}: ${audience.agentUsername}`);
    if (audience.registeredFrom || audience.registeredTo)
      parts.push(`${t('registered')}: ${range(audience.registeredFrom, audience.registeredTo)}`);
    if (audience.lastDepositFrom || audience.lastDepositTo)
      parts.push(`${t('lastDeposit')}: ${range(audience.lastDepositFrom, audience.lastDepositTo)}`);
    return `${t('kind.segment')} (${parts.join('; ')})`;
  };
}

/** Sent messages with recipients and read counts, newest first. */
export function SentMessagesCard() {
  const { t, i18n } = useTranslation('playerMessages');
  const { dateTime } = useDateTime();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const list = useSentMessages(page, pageSize);
  const audienceText = useAudienceText();
  const items = list.data?.items ?? [];

  return (
    <Card title={t('sentTitle')}>
      {list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.isPending && items.length === 0 ? (
        <EmptyState title={t('sentEmpty')} />
      ) : (
        <div className="table-wrap">
          <table className="table" aria-busy={list.isPending || undefined}>
            <caption className="visually-hidden">{t('sentTitle')}</caption>
            <thead>
              <tr>
                <th>{t('sentAt')}</th>
                <th>{t('title')}</th>
                <th>{t('target')}</th>
                <th className="num">{t('recipients')}</th>
                <th className="num">{t('reads')}</th>
                <th>{t('sentBy')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((m) => (
                <tr key={m.id}>
                  <td>{dateTime(m.sentAt)}</td>
                  <td>{pickLocalized(m.title, i18n.language)}</td>
                  <td>{audienceText(m.audience)}</td>
                  <td className="num">{m.recipients.toLocaleString()}</td>
                  <td className="num">{m.reads.toLocaleString()}</td>
                  <td>{m.sentBy ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={page}
        pageSize={pageSize}
        total={list.data?.total ?? 0}
        onPage={setPage}
        onPageSize={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    </Card>
  );
}
