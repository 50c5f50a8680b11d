import type { ZPointsClawbackResult, ZPointsEntry } from '@lw/contracts';
import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input, Textarea } from '../../../components/ui/input';
import { Modal } from '../../../components/ui/modal';
import { LoadingBlock, Spinner } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAccountsPage } from '../../accounts';
import { useClawback, usePointsMember } from '../api/points-api';

type TPointsEntry = z.infer<typeof ZPointsEntry>;
type TPicked = { id: number; username: string };
type TClawbackResult = z.infer<typeof ZPointsClawbackResult>;

/** The deposit an earning entry came from (its reference is `deposit:<id>`). */
const depositOf = (e: TPointsEntry) => {
  const m = /^deposit:(\d+)$/.exec(e.reference ?? '');
  return m ? Number(m[1]) : null;
};

/** Finds a member by username (the accounts search) and answers the id. */
function MemberSearch({ onPick }: { onPick: (m: TPicked) => void }) {
  const { t } = useTranslation('points');
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), 250);
  const search = useAccountsPage(
    { q: q || undefined, kind: 'member', page: 1, pageSize: 8 },
    q.length > 0,
  );
  const matches = search.data?.items ?? [];
  return (
    <div className="multi-select pts-search">
      <Field label={t('member.search')} htmlFor="pts-member-search">
        <Input
          id="pts-member-search"
          autoComplete="off"
          spellCheck={false}
          placeholder={t('member.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </Field>
      {q && (
        <ul className="multi-select__list" aria-label={t('member.matches')}>
          {search.isFetching && matches.length === 0 ? (
            <li className="multi-select__empty">
              <Spinner size={14} /> {t('common:loading')}
            </li>
          ) : matches.length === 0 ? (
            <li className="multi-select__empty">{t('member.noMatch')}</li>
          ) : (
            matches.map((m) => (
              <li key={m.id}>
                <button
                  type="button"
                  className="multi-select__option pts-option"
                  onClick={() => {
                    setQuery('');
                    onPick({ id: m.id, username: m.username });
                  }}
                >
                  <span className="mono">{m.username}</span> <span className="muted">#{m.id}</span>
                </button>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}

/** Takes back the points of a reversed deposit, with the reason the audit keeps. */
function ClawbackDialog({ depositId, onClose }: { depositId: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('points');
  const clawback = useClawback();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<TClawbackResult | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    setResult(null);
    onClose();
  };
  const submit = async () => {
    if (depositId === null) return;
    if (!reason.trim()) {
      setError(t('member.reasonRequired'));
      return;
    }
    setError(null);
    try {
      setResult(await clawback.mutateAsync({ depositId, reason: reason.trim() }));
    } catch (e) {
      setError(apiErrorText(e, i18n.language));
    }
  };
  return (
    <Modal
      open={depositId !== null}
      onClose={close}
      size="sm"
      title={t('member.clawbackTitle', { deposit: depositId ?? '' })}
      description={t('member.clawbackDescription')}
      footer={
        result ? (
          <Button onClick={close}>{t('member.close')}</Button>
        ) : (
          <>
            <Button onClick={close}>{t('common:cancel')}</Button>
            <Button variant="danger" loading={clawback.isPending} onClick={() => void submit()}>
              {t('member.clawback')}
            </Button>
          </>
        )
      }
    >
      {result ? (
        <Banner tone={result.shortfall > 0 ? 'warning' : 'success'}>
          {t(result.replayed ? 'member.clawbackReplayed' : 'member.clawbackDone', {
            earned: result.earned.toLocaleString(i18n.language),
            clawedBack: result.clawedBack.toLocaleString(i18n.language),
            shortfall: result.shortfall.toLocaleString(i18n.language),
          })}
        </Banner>
      ) : (
        <Field
          label={t('member.reason')}
          htmlFor="pts-clawback-reason"
          errors={[error ?? undefined]}
        >
          <Textarea
            id="pts-clawback-reason"
            rows={3}
            maxLength={500}
            invalid={!!error}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </Field>
      )}
    </Modal>
  );
}

/** A member's points: balance, every points movement, and the clawback of a deposit's points. */
export function MemberPoints({ canClawback }: { canClawback: boolean }) {
  const { t, i18n } = useTranslation('points');
  const { dateTime } = useDateTime();
  const [picked, setPicked] = useState<TPicked | null>(null);
  const [clawbackOf, setClawbackOf] = useState<number | null>(null);
  const member = usePointsMember(picked?.id ?? null);
  const entries = member.data?.entries ?? [];
  // A deposit whose points were already taken back offers no second clawback.
  const clawedBack = new Set(
    entries.filter((e) => e.reason === 'points_clawback').map((e) => e.reference),
  );
  const n = (x: number) => x.toLocaleString(i18n.language);
  return (
    <div className="pts-stack">
      {picked ? (
        <span className="chip">
          <span className="mono">{picked.username}</span>
          <span className="chip__code">#{picked.id}</span>
          <button
            type="button"
            className="chip__remove"
            aria-label={t('member.clear', { username: picked.username })}
            onClick={() => setPicked(null)}
          >
            <X size={12} />
          </button>
        </span>
      ) : (
        <MemberSearch onPick={setPicked} />
      )}
      {member.isPending && picked && <LoadingBlock />}
      {member.isError && <Banner tone="danger">{apiErrorText(member.error, i18n.language)}</Banner>}
      {member.data && (
        <>
          <div className="stat-row">
            <div className="stat">
              <span className="stat__label">{t('member.balance')}</span>
              <span className="stat__value" data-testid="member-points-balance">
                {n(member.data.balance)}
              </span>
            </div>
          </div>
          <div className="table-scroll">
            <table className="table">
              <caption>{t('member.entries', { username: member.data.username })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('member.at')}</th>
                  <th scope="col">{t('member.reasonColumn')}</th>
                  <th scope="col" className="num">
                    {t('member.points')}
                  </th>
                  <th scope="col" className="num">
                    {t('member.balanceAfter')}
                  </th>
                  <th scope="col">{t('member.reference')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.length === 0 && (
                  <tr>
                    <td colSpan={6}>{t('member.noEntries')}</td>
                  </tr>
                )}
                {entries.map((e) => {
                  const deposit = e.reason === 'points_earn' ? depositOf(e) : null;
                  return (
                    <tr key={e.id}>
                      <td>{dateTime(e.at)}</td>
                      <td>{t(`reasons.${e.reason}`)}</td>
                      <td className={e.points > 0 ? 'num amount--in' : 'num amount--out'}>
                        {e.points > 0 ? '+' : ''}
                        {n(e.points)}
                      </td>
                      <td className="num">{n(e.balanceAfter)}</td>
                      <td className="mono">{e.reference ?? '—'}</td>
                      <td>
                        {canClawback && deposit !== null && !clawedBack.has(e.reference) && (
                          <Button
                            size="sm"
                            variant="ghost"
                            aria-label={t('member.clawbackOf', { deposit })}
                            onClick={() => setClawbackOf(deposit)}
                          >
                            {t('member.clawback')}
                          </Button>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
      <ClawbackDialog depositId={clawbackOf} onClose={() => setClawbackOf(null)} />
    </div>
  );
}
