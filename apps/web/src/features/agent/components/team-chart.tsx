import type { TTeamDay } from '@lw/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinorUnits } from '../../../lib/format';
import { useDateTime } from '../../../lib/date-time';

const W = 640;
const H = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 12 };

/**
 * The overview's chart per day (a light SVG, no chart library): valid bets as bars, team P/L as
 * a line over them, one scale with a zero line (P/L may be negative). The same figures are in a
 * table for screen readers.
 */
export function TeamChart({ days, currency }: { days: TTeamDay[]; currency: string }) {
  const { t, i18n } = useTranslation('pages');
  const { day: dayText } = useDateTime();
  const titleId = useId();
  const values = days.flatMap((d) => [d.validBets, d.profitLoss, 0]);
  const max = Math.max(...values);
  const min = Math.min(...values);
  const span = max - min || 1;
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / span) * innerH;
  const step = innerW / Math.max(days.length, 1);
  const x = (i: number) => PAD.left + step * i + step / 2;
  const barW = Math.max(2, Math.min(28, step * 0.6));
  const line = days.map((d, i) => `${x(i).toFixed(1)},${y(d.profitLoss).toFixed(1)}`).join(' ');
  const labelEvery = Math.ceil(days.length / 8);
  const money = (m: number) => formatMinorUnits(m, i18n.language, currency);
  return (
    <figure className="card agent-team__chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="card__title">
        {t('team.chart.title')}
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H}`} aria-hidden="true" focusable="false">
        <line className="agent-team__axis" x1={PAD.left} x2={W - PAD.right} y1={y(0)} y2={y(0)} />
        <g className="agent-team__bars">
          {days.map((d, i) => (
            <rect
              key={d.day}
              x={x(i) - barW / 2}
              width={barW}
              y={Math.min(y(d.validBets), y(0))}
              height={Math.abs(y(0) - y(d.validBets))}
              rx={2}
            />
          ))}
        </g>
        {days.length > 1 ? <polyline className="agent-team__line" points={line} /> : null}
        {days.map((d, i) => (
          <circle key={d.day} className="agent-team__dot" cx={x(i)} cy={y(d.profitLoss)} r={3} />
        ))}
        {days.map((d, i) =>
          i % labelEvery === 0 ? (
            <text key={d.day} className="agent-team__tick" x={x(i)} y={H - 8} textAnchor="middle">
              {d.day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
      <ul className="agent-team__legend">
        <li>
          <span className="agent-team__swatch agent-team__swatch--bars" aria-hidden="true" />
          {t('team.chart.validBets')}
        </li>
        <li>
          <span className="agent-team__swatch agent-team__swatch--line" aria-hidden="true" />
          {t('team.chart.profitLoss')}
        </li>
      </ul>
      <table className="visually-hidden">
        <caption>{t('team.chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('team.col.day')}</th>
            <th scope="col">{t('team.chart.validBets')}</th>
            <th scope="col">{t('team.chart.profitLoss')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayText(d.day)}</th>
              <td>{money(d.validBets)}</td>
              <td>{money(d.profitLoss)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
