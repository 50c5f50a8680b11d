import type { TAdminCrashChain } from '@lw/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useSession } from '../../auth';
import { useCrashChains, useCrashSeedingStep } from '../api/house-api';

const HEX64 = /^[0-9a-fA-F]{64}$/;
const short = (hash: string | null) => (hash ? `${hash.slice(0, 16)}…` : '—');

/** The next step of a chain's seeding event for this operator: enter, confirm or wait. */
function SeedingStep({ chain, canManage }: { chain: TAdminCrashChain; canManage: boolean }) {
  const { t, i18n } = useTranslation('house');
  const { operator } = useSession();
  const step = useCrashSeedingStep();
  const [hash, setHash] = useState('');
  if (!canManage) return null;
  const error = step.error ? (
    <div className="field__error" role="alert">
      {apiErrorText(step.error, i18n.language)}
    </div>
  ) : null;
  if (chain.status === 'awaiting_salt') {
    const submit = (e: FormEvent) => {
      e.preventDefault();
      if (HEX64.test(hash.trim())) {
        step.mutate({ step: 'propose', chainId: chain.chainId, body: { blockHash: hash.trim() } });
      }
    };
    return (
      <form onSubmit={submit} className="toolbar">
        <Field
          label={t('chains.blockHash', { height: chain.saltBlockHeight })}
          htmlFor={`crash-salt-${chain.chainId}`}
          hint={t('chains.blockHashHint')}
        >
          <Input
            id={`crash-salt-${chain.chainId}`}
            className="mono"
            value={hash}
            invalid={hash !== '' && !HEX64.test(hash.trim())}
            onChange={(e) => setHash(e.target.value)}
          />
        </Field>
        <Button type="submit" disabled={!HEX64.test(hash.trim()) || step.isPending}>
          {t('chains.enterSalt')}
        </Button>
        {error}
      </form>
    );
  }
  if (chain.status !== 'awaiting_confirmation' || !chain.proposedSalt) return null;
  const mine = chain.proposedById === operator.id;
  return (
    <div>
      <p className="small">
        {t('chains.entered', { height: chain.saltBlockHeight })}{' '}
        <span className="mono">{chain.proposedSalt}</span>
      </p>
      {mine ? (
        <p className="small">{t('chains.secondOperator')}</p>
      ) : (
        <p className="small">{t('chains.checkHint', { height: chain.saltBlockHeight })}</p>
      )}
      <div className="toolbar">
        {!mine && (
          <Button
            disabled={step.isPending}
            onClick={() =>
              step.mutate({
                step: 'confirm',
                chainId: chain.chainId,
                body: { salt: chain.proposedSalt! },
              })
            }
          >
            {t('chains.confirm')}
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={step.isPending}
          onClick={() => step.mutate({ step: 'reject', chainId: chain.chainId })}
        >
          {t('chains.reject')}
        </Button>
      </div>
      {error}
    </div>
  );
}

/** Publishes a new chain, naming the future Bitcoin block whose hash will be its salt. */
function PublishForm() {
  const { t, i18n } = useTranslation('house');
  const step = useCrashSeedingStep();
  const [height, setHeight] = useState('');
  const valid = /^[1-9]\d{0,8}$/.test(height.trim());
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) step.mutate({ step: 'publish', body: { saltBlockHeight: Number(height.trim()) } });
  };
  return (
    <form onSubmit={submit} className="toolbar">
      <Field
        label={t('chains.height')}
        htmlFor="crash-publish-height"
        hint={t('chains.heightHint')}
      >
        <Input
          id="crash-publish-height"
          inputMode="numeric"
          value={height}
          invalid={height !== '' && !valid}
          onChange={(e) => setHeight(e.target.value)}
        />
      </Field>
      <Button type="submit" disabled={!valid || step.isPending}>
        {step.isPending ? t('chains.publishing') : t('chains.publish')}
      </Button>
      {step.error && (
        <div className="field__error" role="alert">
          {apiErrorText(step.error, i18n.language)}
        </div>
      )}
    </form>
  );
}

/**
 * Crash chains and their seeding events (issue 22 items 11 and 12): how many games are left
 * before crash stops, a warning below the threshold, publishing the next chain and the
 * maker-checker steps that fix its salt.
 */
export function CrashChainsSection({ canManage }: { canManage: boolean }) {
  const { t, i18n } = useTranslation('house');
  const { dateTime } = useDateTime();
  const lang = i18n.language;
  const chains = useCrashChains();
  const data = chains.data;
  const queued = data?.chains.some((c) => c.status !== 'retired' && c.gamesPlayed === 0);
  const number = (n: number) => n.toLocaleString(lang);
  return (
    <section className="card">
      <h2>{t('chains.title')}</h2>
      <p className="small">{t('chains.description')}</p>
      {chains.error && <Banner tone="danger">{apiErrorText(chains.error, lang)}</Banner>}
      {data && (
        <>
          {data.warning ? (
            <div role="alert">
              <Banner tone="warning" title={t('chains.lowTitle')}>
                {t('chains.low', { left: number(data.gamesLeft), warn: number(data.warnBelow) })}
              </Banner>
            </div>
          ) : null}
          <p>{t('chains.left', { left: number(data.gamesLeft) })}</p>
          {canManage && !queued && <PublishForm />}
          {data.chains.length === 0 ? (
            <p>{t('chains.none')}</p>
          ) : (
            <table className="table" aria-label={t('chains.title')}>
              <thead>
                <tr>
                  <th>{t('chains.columns.chain')}</th>
                  <th>{t('chains.columns.status')}</th>
                  <th>{t('chains.columns.published')}</th>
                  <th>{t('chains.columns.terminator')}</th>
                  <th>{t('chains.columns.salt')}</th>
                  <th>{t('chains.columns.games')}</th>
                  <th>{t('chains.columns.next')}</th>
                </tr>
              </thead>
              <tbody>
                {data.chains.map((c) => (
                  <tr key={c.chainId}>
                    <td>#{c.chainId}</td>
                    <td>{t(`chains.status.${c.status}`)}</td>
                    <td className="small">
                      {dateTime(c.publishedAt)}
                      {c.publishedBy ? ` · ${c.publishedBy}` : ''}
                    </td>
                    <td className="mono small" title={c.terminator}>
                      {short(c.terminator)}
                    </td>
                    <td className="small">
                      <div>
                        {c.saltBlockHeight === null
                          ? t('chains.constantSalt')
                          : t('chains.block', { height: c.saltBlockHeight })}
                      </div>
                      {c.salt ? (
                        <div className="mono" title={c.salt}>
                          {short(c.salt)}
                        </div>
                      ) : null}
                      {c.saltConfirmedBy ? (
                        <div>
                          {t('chains.confirmedBy', {
                            maker: c.saltEnteredBy ?? '—',
                            checker: c.saltConfirmedBy,
                          })}
                        </div>
                      ) : null}
                    </td>
                    <td>
                      {t('chains.games', {
                        played: number(c.gamesPlayed),
                        left: number(c.gamesLeft),
                      })}
                    </td>
                    <td>
                      <SeedingStep chain={c} canManage={canManage} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  );
}
