import { pickLocalized, type TVipState } from '@lw/contracts';
import { clsx } from 'clsx';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { ResultLine } from '../../../components/ui/result-line';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { useVipState } from '../api/vip-api';
import './vip.css';

/** The window thresholds are counted over, in words. */
function windowText(state: TVipState, t: (key: string, o?: Record<string, unknown>) => string) {
  return state.window.kind === 'rolling'
    ? t('vip.window.rolling', { days: state.window.days })
    : t(`vip.window.${state.window.unit}`);
}

/** The VIP page (member centre): my level, progress to the next, the levels table, bonuses. */
export function VipPage() {
  const { t, i18n } = useTranslation('pages');
  const vip = useVipState();
  if (vip.isPending) return <div className="skeleton vip__skeleton" aria-busy="true" />;
  if (!vip.data) {
    return <ResultLine result={{ tone: 'error', text: errorText(vip.error, i18n.language) }} />;
  }
  const s = vip.data;
  const money = (minor: number) => formatMinorUnits(minor, i18n.language, s.currency);
  const held = s.levels[s.level - 1];
  const threshold = (v: number | null) => (v === null ? '—' : money(v));
  return (
    <div className="vip">
      <section className="card vip__me" aria-labelledby="vip-me">
        <span className="vip__badge" aria-hidden="true">
          <Crown size={28} />
        </span>
        <div>
          <h2 id="vip-me" className="card__title">
            {held
              ? t('vip.myLevel', {
                  level: s.level,
                  label: pickLocalized(held.label, i18n.language),
                })
              : t('vip.noLevel')}
          </h2>
          <p className="vip__window">
            {t('vip.figures', {
              window: windowText(s, t),
              deposits: money(s.figures.deposits),
              validBets: money(s.figures.validBets),
            })}
          </p>
          {s.next ? (
            <p className="vip__next">
              {t('vip.next', {
                level: s.next.level,
                deposits: s.next.depositsLeft === null ? '—' : money(s.next.depositsLeft),
                validBets: s.next.validBetsLeft === null ? '—' : money(s.next.validBetsLeft),
              })}
            </p>
          ) : (
            <p className="vip__next">{t('vip.top')}</p>
          )}
          {s.level > 0 ? (
            <p className={clsx('vip__keep', s.keptThisMonth ? 'amount--in' : 'amount--out')}>
              {s.keptThisMonth ? t('vip.kept') : t('vip.keepNeeded')}
            </p>
          ) : null}
        </div>
      </section>
      {/* The table scrolls on its own on a narrow screen; the page does not. */}
      <div className="table-wrap" tabIndex={0} role="region" aria-labelledby="vip-levels">
        <table className="table vip__levels">
          <caption id="vip-levels">{t('vip.levelsCaption', { window: windowText(s, t) })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('vip.col.level')}</th>
              <th scope="col">{t('vip.col.deposits')}</th>
              <th scope="col">{t('vip.col.validBets')}</th>
              <th scope="col">{t('vip.col.keep')}</th>
              <th scope="col">{t('vip.col.levelUp')}</th>
              <th scope="col">{t('vip.col.monthly')}</th>
            </tr>
          </thead>
          <tbody>
            {s.levels.map((l) => (
              <tr
                key={l.level}
                className={clsx(l.level === s.level && 'is-current')}
                aria-current={l.level === s.level ? 'true' : undefined}
              >
                <th scope="row">
                  {l.level}. {pickLocalized(l.label, i18n.language)}
                </th>
                <td className="tabular">{threshold(l.deposits)}</td>
                <td className="tabular">
                  {threshold(l.validBets)}
                  {l.deposits !== null && l.validBets !== null ? (
                    <span className="vip__by"> {t(`vip.by.${l.qualifyBy}`)}</span>
                  ) : null}
                </td>
                <td className="tabular">
                  {t('vip.keepCell', {
                    deposits: threshold(l.keepDeposits),
                    validBets: threshold(l.keepValidBets),
                  })}
                </td>
                <td className="tabular">{money(l.levelUpBonus)}</td>
                <td className="tabular">{money(l.monthlyBonus)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby="vip-bonuses">
        <h2 id="vip-bonuses" className="card__title">
          {t('vip.bonuses')}
        </h2>
        {s.bonuses.length === 0 ? (
          <EmptyState
            icon={<Crown size={28} />}
            title={t('vip.noBonuses')}
            text={t('vip.noBonusesText')}
          />
        ) : (
          <ul className="vip__bonus-list">
            {s.bonuses.map((b) => (
              <li key={`${b.kind}:${b.period}`}>
                <span>
                  {b.kind === 'levelUp'
                    ? t('vip.bonus.levelUp', { level: b.level })
                    : t('vip.bonus.monthly', { month: b.period })}
                </span>
                <span className="tabular amount--in">+{money(b.amount)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
