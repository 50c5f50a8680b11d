import {
  EXCLUSION_PERIODS,
  EXCLUSIONS_API,
  ZAdminExclusion,
  ZMemberExclusions,
  type TAdminExclusion,
  type TExclusionPeriod,
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

const key = (id: number) => ['admin', 'accounts', id, 'exclusions'] as const;
const path = (template: string, id: number, exclusionId?: number) =>
  template.replace(':id', String(id)).replace(':exclusionId', String(exclusionId ?? ''));

/**
 * The member page's "Time-outs and self-exclusions" card (issue 24 items 3 and 7): what is in
 * force, every exclusion with who applied it and why, and (responsible_gaming.manage) applying one
 * on the member's behalf or lifting a self-exclusion after its period, with the cooling-off.
 */
export function MemberExclusionsCard({ accountId }: { accountId: number }) {
  const { t, i18n } = useTranslation('limits');
  const lang = i18n.language;
  const { dateTime } = useDateTime();
  const canManage = useCan('responsible_gaming.manage');
  const client = useQueryClient();
  const exclusions = useQuery({
    queryKey: key(accountId),
    queryFn: ({ signal }) =>
      apiRequest(path(EXCLUSIONS_API.admin.exclusions, accountId), {
        schema: ZMemberExclusions,
        signal,
      }),
  });
  const refresh = () => client.invalidateQueries({ queryKey: key(accountId) });
  const [period, setPeriod] = useState<TExclusionPeriod>('24h');
  const [reason, setReason] = useState('');
  const apply = useMutation({
    mutationFn: () =>
      apiRequest(path(EXCLUSIONS_API.admin.exclusions, accountId), {
        method: 'POST',
        body: { period, reason: reason.trim() },
        schema: ZAdminExclusion,
      }),
    onSuccess: () => {
      setReason('');
      void refresh();
    },
  });

  if (exclusions.isPending) return <LoadingBlock />;
  if (exclusions.isError) {
    return <Banner tone="danger">{apiErrorText(exclusions.error, lang)}</Banner>;
  }
  const { current, history } = exclusions.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) apply.mutate();
  };

  return (
    <Card title={t('exclusions.title')}>
      <p data-testid="exclusion-current">
        {current === null
          ? t('exclusions.none')
          : current.until === null
            ? t(`exclusions.current.${current.kind}Open`)
            : t(`exclusions.current.${current.kind}`, { until: dateTime(current.until) })}
      </p>
      {current ? <p>{t('exclusions.balanceNote')}</p> : null}
      {history.length === 0 ? null : (
        <table className="table">
          <thead>
            <tr>
              <th scope="col">{t('exclusions.table.kind')}</th>
              <th scope="col">{t('exclusions.table.period')}</th>
              <th scope="col">{t('exclusions.table.from')}</th>
              <th scope="col">{t('exclusions.table.until')}</th>
              <th scope="col">{t('exclusions.table.by')}</th>
              <th scope="col">{t('exclusions.table.status')}</th>
              {canManage ? <th scope="col">{t('exclusions.table.actions')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {history.map((e) => (
              <ExclusionRow
                key={e.id}
                exclusion={e}
                accountId={accountId}
                canManage={canManage}
                onChanged={refresh}
              />
            ))}
          </tbody>
        </table>
      )}
      {canManage ? (
        <form className="inline-form" onSubmit={submit} aria-label={t('exclusions.apply.title')}>
          <Select
            aria-label={t('exclusions.table.period')}
            value={period}
            onChange={(e) => setPeriod(e.target.value as TExclusionPeriod)}
          >
            {EXCLUSION_PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`exclusions.period.${p}`)}
              </option>
            ))}
          </Select>
          <Input
            aria-label={t('exclusions.apply.reason')}
            placeholder={t('exclusions.apply.reason')}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          <Button type="submit" size="sm" variant="danger" loading={apply.isPending}>
            {t('exclusions.apply.submit')}
          </Button>
        </form>
      ) : null}
      {apply.isError ? <Banner tone="danger">{apiErrorText(apply.error, lang)}</Banner> : null}
      {apply.isSuccess ? <Banner tone="success">{t('exclusions.apply.done')}</Banner> : null}
    </Card>
  );
}

function ExclusionRow({
  exclusion: e,
  accountId,
  canManage,
  onChanged,
}: {
  exclusion: TAdminExclusion;
  accountId: number;
  canManage: boolean;
  onChanged: () => void;
}) {
  const { t, i18n } = useTranslation('limits');
  const { dateTime } = useDateTime();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const lift = useMutation({
    mutationFn: () =>
      apiRequest(path(EXCLUSIONS_API.admin.lift, accountId, e.id), {
        method: 'POST',
        body: { reason: reason.trim() },
        schema: ZAdminExclusion,
      }),
    onSuccess: () => {
      setAsking(false);
      onChanged();
    },
  });
  const liftable = e.kind === 'self_exclusion' && e.status === 'in_force';
  return (
    <tr>
      <td>{t(`exclusions.kind.${e.kind}`)}</td>
      <td>{t(`exclusions.period.${e.period}`)}</td>
      <td>{dateTime(e.startsAt)}</td>
      <td>{e.endsAt ? dateTime(e.endsAt) : t('exclusions.period.permanent')}</td>
      <td>
        {e.source === 'member' ? t('exclusions.byMember') : (e.operatorUsername ?? '—')}
        {e.reason ? <div className="muted">{e.reason}</div> : null}
      </td>
      <td>
        {t(`exclusions.status.${e.status}`)}
        {e.liftEffectiveAt ? (
          <div className="muted">
            {t('exclusions.liftAt', {
              at: dateTime(e.liftEffectiveAt),
              by: e.liftRequestedBy ?? '—',
            })}
          </div>
        ) : null}
      </td>
      {canManage ? (
        <td>
          {liftable && !asking ? (
            <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
              {t('exclusions.lift.open')}
            </Button>
          ) : null}
          {asking ? (
            <form
              className="inline-form"
              aria-label={t('exclusions.lift.open')}
              onSubmit={(event) => {
                event.preventDefault();
                if (reason.trim()) lift.mutate();
              }}
            >
              <Input
                aria-label={t('exclusions.lift.reason')}
                placeholder={t('exclusions.lift.reason')}
                maxLength={500}
                value={reason}
                onChange={(ev) => setReason(ev.target.value)}
              />
              <Button type="submit" size="sm" loading={lift.isPending}>
                {t('exclusions.lift.submit')}
              </Button>
            </form>
          ) : null}
          {lift.isError ? (
            <Banner tone="danger">{apiErrorText(lift.error, i18n.language)}</Banner>
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}
