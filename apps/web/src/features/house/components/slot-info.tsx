import { applyMultiplier, type THouseGameState } from '@lw/contracts';
import { jackpotDisclosure, rat, toNumber, type SlotTitle } from '@lw/games';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { formatMinorUnits } from '../../../lib/format';
import { SlotSymbolArt } from '../art/slot-symbol';
import { pickText } from '../lib/title-text';

/**
 * The title's maximum win at a stake, exact (whole for every stake the slot takes, a multiple
 * of its bet in credits; rounded half up otherwise, as the figure is only shown).
 */
const maxWinAt = (title: SlotTitle, stake: number) =>
  applyMultiplier(stake, String(title.maxWinMultiple), 'halfUp');

const percent = (value: number, language: string, digits = 2) =>
  new Intl.NumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);

/**
 * A title's info screen: the PAR sheet's exact figures (declared in the title data and
 * re-proved by `npm run rtp`), the paytable at the current stake, the lines and the rules.
 */
export function SlotInfo({
  title,
  open,
  onClose,
  stake,
  currency,
  jackpot,
}: {
  title: SlotTitle;
  open: boolean;
  onClose: () => void;
  stake: number;
  currency: string;
  /** The progressive jackpot's settings when it is on for this session (real money). */
  jackpot: THouseGameState['jackpot'];
}) {
  const { t, i18n } = useTranslation('house');
  const lang = i18n.language;
  const money = (credits: number) =>
    formatMinorUnits((stake * credits) / title.betCredits, lang, currency);
  const regular = title.symbols.filter((s) => s.kind === 'regular');
  const special = title.symbols.filter((s) => s.kind !== 'regular');
  return (
    <Modal open={open} onClose={onClose} title={pickText(title.name, lang)} size="lg">
      <div className="slot-info">
        <p className="slot-info__theme">{pickText(title.theme, lang)}</p>
        <h3>{t('info.par')}</h3>
        <dl className="slot-info__par">
          <div>
            <dt>{t('info.rtp')}</dt>
            <dd>{percent(title.declared.rtp, lang, 4)}</dd>
          </div>
          <div>
            <dt>{t('info.hitFrequency')}</dt>
            <dd>{percent(title.declared.hitFrequency, lang)}</dd>
          </div>
          <div>
            <dt>{t('info.standardDeviation')}</dt>
            <dd>{t('info.timesBet', { value: title.declared.standardDeviation.toFixed(2) })}</dd>
          </div>
          <div>
            <dt>{t('info.maxWin')}</dt>
            <dd data-testid="slot-max-win">
              {t('info.timesBet', {
                value: title.maxWinMultiple.toLocaleString(lang, { maximumFractionDigits: 3 }),
              })}{' '}
              ({formatMinorUnits(maxWinAt(title, stake), lang, currency)})
            </dd>
          </div>
          <div>
            <dt>{t('info.layout')}</dt>
            <dd>
              {title.mode === 'ways' ? t('info.ways') : t('info.lines', { n: title.lines.length })}
            </dd>
          </div>
        </dl>
        <p className="slot-info__note">{t('info.parNote')}</p>
        <p className="slot-info__note">{t('info.maxWinNote')}</p>
        {jackpot ? (
          <JackpotFigures
            jackpot={jackpot}
            stake={stake}
            baseRtp={title.declared.rtp}
            currency={currency}
          />
        ) : null}

        <h3>{t('info.paytable', { stake: formatMinorUnits(stake, lang, currency) })}</h3>
        <ul className="slot-info__pays">
          {regular.map((s) => (
            <li key={s.id}>
              <SlotSymbolArt titleId={title.id} symbol={s.id} label={pickText(s.name, lang)} />
              <div>
                <strong>{pickText(s.name, lang)}</strong>
                {[5, 4, 3].map((n) => (
                  <span key={n}>
                    {n}× <b>{money(s.pays[n] ?? 0)}</b>
                  </span>
                ))}
              </div>
            </li>
          ))}
        </ul>
        <ul className="slot-info__special">
          {special.map((s) => (
            <li key={s.id}>
              <SlotSymbolArt titleId={title.id} symbol={s.id} label={pickText(s.name, lang)} />
              <div>
                <strong>{pickText(s.name, lang)}</strong>
                {s.kind === 'scatter' ? (
                  <span>
                    {[5, 4, 3]
                      .map((n) =>
                        t('info.scatterPay', {
                          n,
                          amount: formatMinorUnits(
                            stake * (title.scatter.pays[n] ?? 0),
                            lang,
                            currency,
                          ),
                          spins: title.scatter.freeSpins[n] ?? 0,
                        }),
                      )
                      .join(' · ')}
                  </span>
                ) : (
                  <span>{pickText(title.rules.wild ?? s.name, lang)}</span>
                )}
              </div>
            </li>
          ))}
        </ul>

        {title.mode === 'lines' ? (
          <>
            <h3>{t('info.paylines')}</h3>
            <ol className="slot-info__lines">
              {title.lines.map((line, i) => (
                <li key={i}>
                  <svg viewBox="0 0 50 30" aria-label={t('info.lineN', { n: i + 1 })} role="img">
                    {line.map((row, reel) => (
                      <rect
                        key={reel}
                        x={reel * 10 + 1}
                        y={row * 10 + 1}
                        width="8"
                        height="8"
                        rx="1.5"
                      />
                    ))}
                  </svg>
                  <span>{i + 1}</span>
                </li>
              ))}
            </ol>
          </>
        ) : null}

        <h3>{t('info.rules')}</h3>
        <dl className="slot-info__rules">
          {Object.entries(title.rules).map(([key, text]) => (
            <div key={key}>
              <dt>{t(`rule.${key}`, key)}</dt>
              <dd>{pickText(text, lang)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Modal>
  );
}

/**
 * The jackpot's odds at the current stake, its contribution and the RTP with it, from @lw/games'
 * jackpotDisclosure: the formulas the server draws and funds the pool with.
 */
function JackpotFigures({
  jackpot,
  stake,
  baseRtp,
  currency,
}: {
  jackpot: NonNullable<THouseGameState['jackpot']>;
  stake: number;
  baseRtp: number;
  currency: string;
}) {
  const { t, i18n } = useTranslation('house');
  const lang = i18n.language;
  // The declared RTP is the PAR sheet's exact fraction to 10 digits.
  const d = jackpotDisclosure(jackpot, stake, rat(Math.round(baseRtp * 1e10), 10_000_000_000));
  return (
    <>
      <h3>{t('jackpot.title')}</h3>
      <dl className="slot-info__par" data-testid="slot-jackpot">
        <div>
          <dt>{t('jackpot.odds')}</dt>
          <dd>{t('jackpot.oneIn', { n: d.oneIn.toLocaleString(lang) })}</dd>
        </div>
        <div>
          <dt>{t('jackpot.contribution')}</dt>
          <dd>{percent(toNumber(d.contribution), lang, 2)}</dd>
        </div>
        <div>
          <dt>{t('jackpot.jackpotRtp')}</dt>
          <dd>{percent(toNumber(d.jackpotRtp), lang, 4)}</dd>
        </div>
        <div>
          <dt>{t('jackpot.totalRtp')}</dt>
          <dd>{percent(toNumber(d.totalRtp), lang, 4)}</dd>
        </div>
      </dl>
      <p className="slot-info__note">
        {t('jackpot.note', {
          maxStake: formatMinorUnits(jackpot.maxStake, lang, currency),
          oneIn: jackpot.oneIn.toLocaleString(lang),
        })}
      </p>
    </>
  );
}
