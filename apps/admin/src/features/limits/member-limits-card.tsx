import {
  LIMIT_API,
  LIMIT_KINDS,
  LIMIT_PERIODS,
  limitPath,
  ZMemberLimits,
  type TLimitKind,
  type TLimitPeriod,
} from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../auth';
import { Banner } from '../../components/ui/banner';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Select } from '../../components/ui/input';
import { LoadingBlock } from '../../components/ui/spinner';
import { apiRequest } from '../../lib/api-client';
import { apiErrorText } from '../../lib/api-error-text';
import { useDateTime } from '../../lib/datetime';
import { formatMoney } from '../../lib/money';

const key = (id: number) => ['admin', 'accounts', id, 'limits'] as const;

/**
 * The member page's "Limits" card: every limit in force with what is used and left this period,
 * pending increases and removals, the history, and (members.manage) lowering a limit at once.
 */
export function MemberLimitsCard({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation('limits');
  const lang = i18n.language;
  const { dateTime } = useDateTime();
  const canManage = useCan('members.manage');
  const client = useQueryClient();
  const limits = useQuery({
    queryKey: key(accountId),
    queryFn: ({ signal }) =>
      apiRequest(LIMIT_API.admin.member.replace(':id', String(accountId)), {
        schema: ZMemberLimits,
        signal,
      }),
  });
  const [kind, setKind] = useState<TLimitKind>('deposit');
  const [period, setPeriod] = useState<TLimitPeriod>('day');
  const [amount, setAmount] = useState('');
  const lower = useMutation({
    mutationFn: (value: number) =>
      apiRequest(limitPath(LIMIT_API.admin.lower, { id: accountId, kind, period }), {
        method: 'PUT',
        body: { amount: value },
        schema: ZMemberLimits,
      }),
    onSuccess: (data) => {
      client.setQueryData(key(accountId), data);
      setAmount('');
    },
  });

  if (limits.isPending) return <LoadingBlock />;
  if (limits.isError) return <Banner tone="danger">{apiErrorText(limits.error, lang)}</Banner>;
  const data = limits.data;
  const figure = (k: TLimitKind, v: number) =>
    k === 'session' ? t('minutes', { count: v }) : formatMoney(v, lang, data.currency);
  const set = data.limits.filter((l) => l.amount !== null || l.pending !== null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount);
    if (Number.isSafeInteger(value) && value > 0) lower.mutate(value);
  };

  return (
    <Card title={t('title')}>
      <p>{data.promptAnswered ? t('prompt.answered') : t('prompt.notAnswered')}</p>
      {set.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('table.limit')}</th>
              <th scope="col">{t('table.period')}</th>
              <th scope="col">{t('table.amount')}</th>
              <th scope="col">{t('table.used')}</th>
              <th scope="col">{t('table.remaining')}</th>
              <th scope="col">{t('table.pending')}</th>
            </tr>
          </thead>
          <tbody>
            {set.map((l) => (
              <tr key={`${l.kind}-${l.period}`}>
                <td>{t(`kind.${l.kind}`)}</td>
                <td>{t(`period.${l.period}`)}</td>
                <td>{l.amount === null ? t('none') : figure(l.kind, l.amount)}</td>
                <td>{figure(l.kind, l.used)}</td>
                <td>{l.remaining === null ? '—' : figure(l.kind, l.remaining)}</td>
                <td>
                  {l.pending
                    ? l.pending.amount === null
                      ? t('pending.removal', { at: dateTime(l.pending.confirmableAt) })
                      : t('pending.increase', {
                          amount: figure(l.kind, l.pending.amount),
                          at: dateTime(l.pending.confirmableAt),
                        })
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {canManage ? (
        <form className="inline-form" onSubmit={submit} aria-label={t('lower.title')}>
          <Select
            aria-label={t('table.limit')}
            value={kind}
            onChange={(e) => setKind(e.target.value as TLimitKind)}
          >
            {LIMIT_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`kind.${k}`)}
              </option>
            ))}
          </Select>
          <Select
            aria-label={t('table.period')}
            value={period}
            onChange={(e) => setPeriod(e.target.value as TLimitPeriod)}
          >
            {LIMIT_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`period.${p}`)}
              </option>
            ))}
          </Select>
          <Input
            aria-label={t('lower.amount')}
            placeholder={t('lower.amount')}
            inputMode="numeric"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Button type="submit" size="sm" loading={lower.isPending}>
            {t('lower.submit')}
          </Button>
        </form>
      ) : null}
      {lower.isError ? <Banner tone="danger">{apiErrorText(lower.error, lang)}</Banner> : null}
      {lower.isSuccess ? <Banner tone="success">{t('lower.done')}</Banner> : null}
      <h3>{t('history.title')}</h3>
      {data.history.length === 0 ? (
        <p>{t('history.empty')}</p>
      ) : (
        <ul>
          {data.history.map((c) => (
            <li key={c.id}>
              {dateTime(c.at)} · {t(`kind.${c.kind}`)} · {t(`period.${c.period}`)} · {c.action} ·{' '}
              {c.from === null ? t('none') : figure(c.kind, c.from)} →{' '}
              {c.to === null ? t('none') : figure(c.kind, c.to)} ({t(`history.by.${c.by}`)})
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
