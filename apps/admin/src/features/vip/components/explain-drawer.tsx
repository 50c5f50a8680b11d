import { pickLocalized, type TVipLevel, type TVipState } from '@lw/contracts';
import { Check, Minus, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Banner } from '../../../components/ui/banner';
import { Modal } from '../../../components/ui/modal';
import { Money } from '../../../components/ui/money';
import { Pill } from '../../../components/ui/pill';
import { LoadingBlock } from '../../../components/ui/spinner';
import { apiErrorText } from '../../../lib/api-error-text';
import { useDateTime } from '../../../lib/datetime';
import { useVipExplain } from '../api/vip-api';

/** Whether one threshold is reached: null when it is no condition. */
const reached = (threshold: number | null, figure: number) =>
  threshold === null ? null : figure >= threshold;

/** A level's own test, as the server's rule reads: one set threshold (any) or every one (all). */
function meets(level: TVipLevel, figures: TVipState['figures']): boolean {
  const tests = [
    reached(level.deposits, figures.deposits),
    reached(level.validBets, figures.validBets),
  ].filter((x): x is boolean => x !== null);
  return level.qualifyBy === 'all' ? tests.every(Boolean) : tests.some(Boolean);
}

/** Reached, not reached, or no condition, as a mark with its name. */
function Mark({ ok }: { ok: boolean | null }) {
  const { t } = useTranslation('vip');
  if (ok === null)
    return <Minus size={14} aria-label={t('explain.noCondition')} className="muted" />;
  return ok ? (
    <Check size={14} aria-label={t('explain.reached')} className="vip-ok" />
  ) : (
    <X size={14} aria-label={t('explain.notReached')} className="vip-no" />
  );
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="stat">
      <span className="stat__label">{label}</span>
      <span className="stat__value">{children}</span>
    </div>
  );
}

/**
 * How a member's level was computed: the window's figures from their two sources (approved
 * deposits, the settled-wager read model's valid bets), each level's thresholds against them
 * (the ladder climbs while every level below is reached), this month's keep rule, the level
 * changes and the bonuses paid.
 */
export function ExplainDrawer({
  member,
  onClose,
}: {
  member: { accountId: number; username: string } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('vip');
  const { dateTime, day } = useDateTime();
  const explain = useVipExplain(member?.accountId ?? null);
  const s = explain.data;
  const levelName = (n: number) =>
    n === 0
      ? t('members.none')
      : pickLocalized(s?.levels.find((l) => l.level === n)?.label, i18n.language) || `#${n}`;
  // The ladder: a level counts only when every level below it is reached too.
  let climbing = true;
  const ladder = (s?.levels ?? []).map((l) => {
    const own = s ? meets(l, s.figures) : false;
    climbing = climbing && own;
    return { level: l, own, counts: climbing };
  });
  return (
    <Modal
      open={member !== null}
      onClose={onClose}
      variant="drawer"
      size="lg"
      title={t('explain.title', { username: member?.username ?? '' })}
      description={t('explain.description')}
    >
      {explain.isPending && <LoadingBlock />}
      {explain.isError && (
        <Banner tone="danger">{apiErrorText(explain.error, i18n.language)}</Banner>
      )}
      {s && (
        <div className="vip-stack">
          {!s.enabled && <Banner tone="warning">{t('explain.disabled')}</Banner>}
          <div className="stat-row">
            <Stat label={t('explain.held')}>{levelName(s.level)}</Stat>
            <Stat label={t('explain.qualifying')}>{levelName(s.qualifyingLevel)}</Stat>
            <Stat label={t('explain.deposits')}>
              <Money minor={s.figures.deposits} />
            </Stat>
            <Stat label={t('explain.validBets')}>
              <Money minor={s.figures.validBets} />
            </Stat>
          </div>
          <p className="card__description">
            {t('explain.sources', {
              from: day(s.figures.fromDay),
              to: day(s.figures.toDay),
            })}
          </p>
          <div className="table-scroll">
            <table className="table">
              <caption>{t('explain.ladder')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('program.level')}</th>
                  <th scope="col" className="num">
                    {t('program.fields.deposits')}
                  </th>
                  <th scope="col" className="num">
                    {t('program.fields.validBets')}
                  </th>
                  <th scope="col">{t('explain.result')}</th>
                </tr>
              </thead>
              <tbody>
                {ladder.map(({ level: l, own, counts }) => (
                  <tr key={l.level}>
                    <th scope="row" className="nowrap">
                      {l.level} · {pickLocalized(l.label, i18n.language)}
                      <span className="muted vip-by">
                        {t('program.qualifyBy')}: {t(`program.${l.qualifyBy}`)}
                      </span>
                    </th>
                    <td className="num nowrap">
                      <Mark ok={reached(l.deposits, s.figures.deposits)} />{' '}
                      {l.deposits === null ? '—' : <Money minor={l.deposits} />}
                    </td>
                    <td className="num nowrap">
                      <Mark ok={reached(l.validBets, s.figures.validBets)} />{' '}
                      {l.validBets === null ? '—' : <Money minor={l.validBets} />}
                    </td>
                    <td className="nowrap">
                      {counts ? (
                        <Pill tone="success">{t('explain.qualifies')}</Pill>
                      ) : own ? (
                        <Pill tone="warning">{t('explain.belowMissing')}</Pill>
                      ) : (
                        <Pill tone="neutral">{t('explain.notYet')}</Pill>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {s.next && (
            <p>
              {t('explain.next', { level: levelName(s.next.level) })}{' '}
              {s.next.depositsLeft !== null && (
                <>
                  {t('explain.depositsLeft')} <Money minor={s.next.depositsLeft} />{' '}
                </>
              )}
              {s.next.validBetsLeft !== null && (
                <>
                  {t('explain.validBetsLeft')} <Money minor={s.next.validBetsLeft} />
                </>
              )}
            </p>
          )}
          <p>
            {t('explain.month')} <Money minor={s.figures.monthDeposits} /> ·{' '}
            {t('explain.monthBets')} <Money minor={s.figures.monthValidBets} />{' '}
            {s.level > 0 &&
              (s.keptThisMonth ? (
                <Pill tone="success">{t('explain.kept')}</Pill>
              ) : (
                <Pill tone="warning">{t('explain.notKept')}</Pill>
              ))}
          </p>
          <div className="table-scroll">
            <table className="table">
              <caption>{t('explain.changes')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('explain.at')}</th>
                  <th scope="col">{t('explain.change')}</th>
                  <th scope="col">{t('explain.reason')}</th>
                </tr>
              </thead>
              <tbody>
                {s.changes.length === 0 && (
                  <tr>
                    <td colSpan={3}>{t('explain.noChanges')}</td>
                  </tr>
                )}
                {s.changes.map((c, i) => (
                  <tr key={i}>
                    <td>{dateTime(c.at)}</td>
                    <td>
                      {c.fromLevel} → {c.toLevel}
                    </td>
                    <td>{t(`explain.reasons.${c.reason}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="table-scroll">
            <table className="table">
              <caption>{t('explain.bonuses')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('explain.paidAt')}</th>
                  <th scope="col">{t('explain.kind')}</th>
                  <th scope="col">{t('explain.period')}</th>
                  <th scope="col" className="num">
                    {t('explain.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {s.bonuses.length === 0 && (
                  <tr>
                    <td colSpan={4}>{t('explain.noBonuses')}</td>
                  </tr>
                )}
                {s.bonuses.map((b) => (
                  <tr key={`${b.kind}:${b.period}`}>
                    <td>{dateTime(b.paidAt)}</td>
                    <td>{t(`explain.kinds.${b.kind}`)}</td>
                    <td>{b.period}</td>
                    <td className="num">
                      <Money minor={b.amount} currency={s.currency} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </Modal>
  );
}
