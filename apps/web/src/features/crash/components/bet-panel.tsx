import {
  CRASH_MAX_TARGET,
  CRASH_MIN_TARGET,
  formatMoneyInput,
  mulDiv,
  parseMoney,
  type TCrashMyBet,
  type TCrashRound,
} from '@lw/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountField } from '../../../components/ui/amount-field';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { isApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { cashOutCrash, placeCrashBet } from '../api/crash-api';
import { formatMultiplier, parseMultiplier, roundView } from '../lib/crash-display';

/** The live multiplier while a bet is open, re-read ten times a second. */
function useLiveMultiplier(round: TCrashRound | null, active: boolean): number {
  const [multiplier, setMultiplier] = useState(100);
  useEffect(() => {
    if (!round || !active || round.phase !== 'running') return undefined;
    const timer = setInterval(() => setMultiplier(roundView(round).multiplier), 100);
    return () => clearInterval(timer);
  }, [round, active]);
  return multiplier;
}

/**
 * The betting panel: stake and optional automatic cash-out in the betting phase; while the
 * round runs, the cash-out button with the current win. The server decides: the win shown is
 * what the multiplier is worth now, the answer says what was paid.
 */
export function BetPanel({
  round,
  currency,
  myBet,
  onChanged,
}: {
  round: TCrashRound | null;
  currency: string;
  myBet: TCrashMyBet | null;
  onChanged: (bet: TCrashMyBet) => void;
}) {
  const { t, i18n } = useTranslation('crash');
  const { token } = useSession();
  const [amount, setAmount] = useState(() => formatMoneyInput(1000, { currency }));
  const [auto, setAuto] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const active = myBet?.status === 'active';
  const multiplier = useLiveMultiplier(round, active);
  const money = (minor: number) => formatMinorUnits(minor, i18n.language, currency);

  if (!token) {
    return (
      <section className="crash-panel" aria-label={t('panel.title')}>
        <p>{t('panel.signInToPlay')}</p>
        <Link className="btn btn--primary btn--md" to="/login">
          {t('panel.signIn')}
        </Link>
      </section>
    );
  }

  const fail = (err: unknown) => {
    if (isApiError(err, 'CONFLICT')) {
      const reason = err.details?.reason;
      setError(t(`refusal.${typeof reason === 'string' ? reason : 'BETTING_CLOSED'}`));
    } else setError(errorText(err, i18n.language));
  };

  const bet = async () => {
    const stake = parseMoney(amount, { currency });
    const target = auto.trim() === '' ? null : parseMultiplier(auto);
    if (!stake.ok || stake.minor <= 0) return setError(t('panel.badAmount'));
    if (target !== null && (target < CRASH_MIN_TARGET || target > CRASH_MAX_TARGET)) {
      return setError(t('panel.badAuto'));
    }
    if (auto.trim() !== '' && target === null) return setError(t('panel.badAuto'));
    setBusy(true);
    setError(null);
    try {
      onChanged(
        await placeCrashBet({
          amount: stake.minor,
          autoCashOut: target,
          requestId: crypto.randomUUID(),
        }),
      );
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const cashOut = async () => {
    if (!round) return;
    setBusy(true);
    setError(null);
    try {
      onChanged(await cashOutCrash(round.roundId));
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  };

  const betting = round?.phase === 'betting';
  const running = round?.phase === 'running';
  return (
    <section className="crash-panel" aria-label={t('panel.title')}>
      <AmountField
        label={t('panel.amount')}
        value={amount}
        onChange={setAmount}
        currency={currency}
        disabled={busy || Boolean(myBet)}
      />
      <TextField
        label={t('panel.auto')}
        placeholder={t('panel.autoPlaceholder')}
        inputMode="decimal"
        autoComplete="off"
        value={auto}
        onChange={(event) => setAuto(event.target.value)}
        disabled={busy || Boolean(myBet)}
      />
      {active && running ? (
        <Button block size="lg" loading={busy} onClick={() => void cashOut()}>
          {t('panel.cashOut', {
            // What the server pays: rounded up, and never past the bet's automatic target (the
            // maximum win's, when the player set none).
            win: money(
              cashOutWin(myBet.amount, Math.min(multiplier, myBet.autoCashOut ?? multiplier)),
            ),
          })}
        </Button>
      ) : myBet ? (
        <p className="crash-panel__mine" role="status">
          {myBet.status === 'cashed_out' && myBet.cashedOutAt !== null
            ? t('panel.cashedOut', {
                at: formatMultiplier(myBet.cashedOutAt),
                win: money(myBet.win ?? 0),
              })
            : myBet.status === 'lost'
              ? t('panel.lost')
              : myBet.status === 'refunded'
                ? t('panel.refunded')
                : t('panel.placed', { amount: money(myBet.amount) })}
        </p>
      ) : (
        <Button block size="lg" loading={busy} disabled={!betting} onClick={() => void bet()}>
          {betting ? t('panel.bet') : t('panel.waitNext')}
        </Button>
      )}
      {error ? (
        <p className="crash-panel__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** A cash-out's win as the server computes it (`crashCashOutPayout`): rounded up, exact. */
function cashOutWin(amount: number, hundredths: number): number {
  return mulDiv(amount, hundredths, 100, 'ceil');
}
