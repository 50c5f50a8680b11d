import type { TRealityCheckSummary } from '@lw/contracts';
import { Timer } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { formatMinorUnits } from '../../../lib/format';
import { memberPageHref, RESPONSIBLE_GAMING_PATH } from '../../../lib/links';
import { setRealityCheckOpen } from '../../../lib/reality-check-gate';
import { elapsedText } from '../reality-checks/elapsed-time';
import { fetchRealityCheckSummary, useRealityCheck } from '../reality-checks/reality-check-api';
import { GameSafetyButton } from './game-safety-button';
import '../reality-checks/reality-check.css';

type TCheck = { at: number; summary: TRealityCheckSummary | null };

/**
 * Loaded lazily by the layout (so it sits with the routes) on every game screen of a signed-in
 * member (house games, crash, lottery, an outside vendor's frame): shows the time played since the screen opened, and every
 * `intervalMinutes` stops the screen with a reality check (UKGC RTS 13, MGA PPD) until the member
 * chooses to continue, stop or see their history. House autoplay waits for the answer.
 */
export function RealityCheckHost() {
  const settings = useRealityCheck();
  return (
    <>
      <GameSafetyButton />
      {settings.data ? <RealityCheckClock intervalMinutes={settings.data.intervalMinutes} /> : null}
    </>
  );
}

function RealityCheckClock({ intervalMinutes }: { intervalMinutes: number }) {
  const { t } = useTranslation('realityChecks');
  const [openedAt] = useState(() => Date.now());
  const [now, setNow] = useState(openedAt);
  const [nextAt, setNextAt] = useState(() => openedAt + intervalMinutes * 60_000);
  const [check, setCheck] = useState<TCheck | null>(null);

  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);

  // A new interval chosen while playing counts from the last check (or the opening).
  useEffect(() => {
    setNextAt((current) => Math.min(current, Date.now() + intervalMinutes * 60_000));
  }, [intervalMinutes]);

  useEffect(() => {
    if (check) return undefined;
    let cancelled = false;
    const timer = window.setTimeout(
      () => {
        setRealityCheckOpen(true);
        const at = Date.now();
        setCheck({ at, summary: null });
        fetchRealityCheckSummary(new Date(openedAt)).then(
          (summary) => {
            if (!cancelled) setCheck({ at, summary });
          },
          // The time played still shows; the net result says it is not available.
          () => undefined,
        );
      },
      Math.max(0, nextAt - Date.now()),
    );
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [check, nextAt, openedAt]);

  // Leaving the screen answers any check still showing (autoplay is gone with the screen).
  useEffect(() => () => setRealityCheckOpen(false), []);

  const answer = useCallback(() => {
    setRealityCheckOpen(false);
    setCheck(null);
    setNextAt(Date.now() + intervalMinutes * 60_000);
  }, [intervalMinutes]);

  const played = Math.floor((now - openedAt) / 1000);
  return (
    <>
      <p className="reality-clock" role="timer" aria-label={t('clockLabel')}>
        <Timer size={14} aria-hidden="true" />
        <span>{elapsedText(played)}</span>
      </p>
      {check ? (
        <RealityCheckDialog
          playedSeconds={Math.floor((check.at - openedAt) / 1000)}
          summary={check.summary}
          onAnswer={answer}
        />
      ) : null}
    </>
  );
}

function RealityCheckDialog({
  playedSeconds,
  summary,
  onAnswer,
}: {
  playedSeconds: number;
  summary: TRealityCheckSummary | null;
  onAnswer: () => void;
}) {
  const { t, i18n } = useTranslation('realityChecks');
  const navigate = useNavigate();
  const leave = (to: string) => {
    onAnswer();
    void navigate(to);
  };
  return (
    <Modal
      open
      onClose={onAnswer}
      title={t('title')}
      size="sm"
      role="alertdialog"
      dismissible={false}
      className="reality-check"
    >
      <p className="reality-check__lead">{t('played', { time: elapsedText(playedSeconds) })}</p>
      <dl className="reality-check__figures">
        {summary === null ? (
          <div>
            <dt>{t('net')}</dt>
            <dd>{t('netLoading')}</dd>
          </div>
        ) : summary.totals.length === 0 ? (
          <div>
            <dt>{t('net')}</dt>
            <dd>{t('noWagers')}</dd>
          </div>
        ) : (
          summary.totals.map((total) => (
            <div key={total.currency}>
              <dt>{t('netIn', { currency: total.currency })}</dt>
              <dd className={total.net < 0 ? 'is-loss' : total.net > 0 ? 'is-win' : undefined}>
                {total.net > 0 ? '+' : ''}
                {formatMinorUnits(total.net, i18n.language, total.currency)}
                <small>
                  {t('detail', {
                    count: total.wagers,
                    stake: formatMinorUnits(total.stake, i18n.language, total.currency),
                    win: formatMinorUnits(total.win, i18n.language, total.currency),
                  })}
                </small>
              </dd>
            </div>
          ))
        )}
      </dl>
      <div className="reality-check__actions">
        <Button onClick={onAnswer} block>
          {t('continue')}
        </Button>
        <Button variant="secondary" onClick={() => leave('/')} block>
          {t('stop')}
        </Button>
        <Button variant="ghost" onClick={() => leave(memberPageHref('personalHistoryCopy'))} block>
          {t('history')}
        </Button>
      </div>
      <p className="reality-check__help">
        <Link to={RESPONSIBLE_GAMING_PATH} onClick={onAnswer}>
          {t('tools')}
        </Link>
      </p>
    </Modal>
  );
}
