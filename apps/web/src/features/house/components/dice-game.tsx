import type { THouseGameState, THouseRound, THouseSeedPair } from '@lw/contracts';
import {
  DICE_EDGE_PERCENT,
  DICE_MAX_WINNING,
  DICE_MIN_WINNING,
  DICE_OUTCOMES,
  diceWinningValues,
  diceWinPayout,
  type DiceDirection,
} from '@lw/games';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { usePresentBalance } from '../../../lib/balance-presentation';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { rollHouseDice } from '../api/house-requests';
import { playCue } from '../lib/sound';
import { BalanceReadout } from './balance-readout';
import { FairnessPanel } from './fairness-panel';
import { GameTopBar } from './game-top-bar';
import { OriginalLimits } from './original-limits';
import { RoundVerifyLink } from './round-verify-link';
import { StakeField } from './stake-field';

const hundredths = (v: number) => (v / 100).toFixed(2);

/** The target range a direction allows: chance 0.01 % … 98 %. */
function targetRange(direction: DiceDirection): [number, number] {
  return direction === 'under'
    ? [DICE_MIN_WINNING, DICE_MAX_WINNING]
    : [DICE_OUTCOMES - 1 - DICE_MAX_WINNING, DICE_OUTCOMES - 1 - DICE_MIN_WINNING];
}

/** Dice: roll 0.00–99.99 over or under a target; chance, multiplier and edge in plain view. */
export function DiceGame({
  game,
  token,
  onRound,
  onSeeds,
}: {
  game: THouseGameState;
  token: string;
  onRound: (round: THouseRound) => void;
  onSeeds: (seeds: THouseSeedPair) => void;
}) {
  const { t, i18n } = useTranslation('house');
  const lang = i18n.language;
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5000);
  const [stake, setStake] = useState(game.minBet);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [last, setLast] = useState<THouseRound | null>(null);
  const [history, setHistory] = useState<{ id: string; roll: number; win: boolean }[]>([]);

  const [low, high] = targetRange(direction);
  const bet = { direction, target: Math.min(high, Math.max(low, target)) };
  const winning = diceWinningValues(bet);
  const chance = winning / 100;
  const multiplier = ((100 - DICE_EDGE_PERCENT) * 100) / winning;
  // The server's own rounding (up to the minor unit): the figure shown is the figure paid.
  const payout = stake > 0 ? diceWinPayout(bet, stake) : 0;
  const overMax = game.maxWin !== null && payout > game.maxWin;
  const money = (minor: number) => formatMinorUnits(minor, lang, game.currency);
  const outcome = last?.outcome.kind === 'dice' ? last.outcome : null;
  // While the dice roll, the header keeps the figure the game shows (a live balance push may
  // come before the roll's answer).
  usePresentBalance(game.mode === 'real' && busy ? game.balance : null);

  const flip = () => {
    setDirection((d) => (d === 'under' ? 'over' : 'under'));
    setTarget((v) => DICE_OUTCOMES - 1 - v);
  };

  const roll = async () => {
    setBusy(true);
    setError(null);
    playCue('click');
    try {
      const round = await rollHouseDice(token, {
        requestId: crypto.randomUUID(),
        stake,
        direction: bet.direction,
        target: bet.target,
      });
      onRound(round);
      setLast(round);
      if (round.outcome.kind === 'dice') {
        const o = round.outcome;
        playCue(o.win ? 'win' : 'lose');
        setHistory((h) => [{ id: round.roundId, roll: o.roll, win: o.win }, ...h].slice(0, 12));
      }
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="house-original dice">
      <GameTopBar
        name={t('dice.name')}
        subtitle={t('dice.subtitle', { edge: DICE_EDGE_PERCENT })}
        onFairness={() =>
          document.getElementById('fair-dice')?.scrollIntoView({ behavior: 'smooth' })
        }
      />
      <div className="house-original__body">
        <section className="house-original__board">
          <ol className="dice__history" aria-label={t('dice.history')}>
            {history.map((h) => (
              <li key={h.id} className={h.win ? 'is-win' : 'is-loss'}>
                {hundredths(h.roll)}
              </li>
            ))}
          </ol>
          <div
            className={clsx('dice__result', outcome && (outcome.win ? 'is-win' : 'is-loss'))}
            aria-live="polite"
          >
            <span className="dice__roll" data-testid="dice-roll">
              {outcome ? hundredths(outcome.roll) : '—'}
            </span>
            {outcome ? (
              <span>
                {outcome.win ? t('dice.won', { amount: money(last!.payout) }) : t('dice.lost')}
              </span>
            ) : null}
          </div>
          <div className={clsx('dice__track', `dice__track--${direction}`)}>
            <div
              className="dice__fill"
              style={{
                transform: `scaleX(${direction === 'under' ? bet.target / DICE_OUTCOMES : 1 - (bet.target + 1) / DICE_OUTCOMES})`,
              }}
            />
            {outcome ? (
              <div
                className="dice__marker"
                style={{ transform: `translateX(${(outcome.roll / DICE_OUTCOMES) * 100}%)` }}
              >
                <span className={outcome.win ? 'is-win' : 'is-loss'}>
                  {hundredths(outcome.roll)}
                </span>
              </div>
            ) : null}
            <input
              type="range"
              className="dice__slider"
              min={low}
              max={high}
              value={bet.target}
              onChange={(e) => setTarget(Number(e.target.value))}
              aria-label={t('dice.target')}
              aria-valuetext={hundredths(bet.target)}
              disabled={busy}
            />
          </div>
          <div className="dice__scale" aria-hidden="true">
            <span>0</span>
            <span>25</span>
            <span>50</span>
            <span>75</span>
            <span>100</span>
          </div>
          <dl className="dice__stats">
            <div>
              <dt>{direction === 'under' ? t('dice.rollUnder') : t('dice.rollOver')}</dt>
              <dd>
                <button type="button" className="dice__flip" onClick={flip} disabled={busy}>
                  {hundredths(bet.target)} ⇄
                </button>
              </dd>
            </div>
            <div>
              <dt>{t('dice.chance')}</dt>
              <dd data-testid="dice-chance">{chance.toFixed(2)} %</dd>
            </div>
            <div>
              <dt>{t('dice.multiplier')}</dt>
              <dd data-testid="dice-multiplier">{multiplier.toFixed(4)}×</dd>
            </div>
            <div>
              <dt>{t('dice.payout')}</dt>
              <dd>{money(payout)}</dd>
            </div>
          </dl>
        </section>
        <aside className="house-original__panel">
          <BalanceReadout
            balance={game.balance}
            currency={game.currency}
            demo={game.mode === 'demo'}
          />
          <StakeField
            id="dice-stake"
            value={stake}
            onChange={setStake}
            min={game.minBet}
            max={game.maxBet}
            currency={game.currency}
            disabled={busy}
          />
          <Button
            size="lg"
            block
            loading={busy}
            disabled={!game.enabled || game.balance < stake || overMax}
            onClick={() => void roll()}
          >
            {t('dice.roll')}
          </Button>
          {overMax ? (
            <p className="house-error" role="alert">
              {t('limits.overMax')}
            </p>
          ) : null}
          <p className="house-edge">{t('dice.edge', { edge: DICE_EDGE_PERCENT })}</p>
          <OriginalLimits kind="dice" maxWin={game.maxWin} currency={game.currency} />
          {error ? (
            <p className="house-error" role="alert">
              {errorText(error, lang)}
            </p>
          ) : null}
          {last ? <RoundVerifyLink round={last} /> : null}
        </aside>
      </div>
      <FairnessPanel
        gameCode="dice"
        token={token}
        seeds={game.seeds}
        onSeeds={onSeeds}
        disabled={busy}
      />
    </div>
  );
}
