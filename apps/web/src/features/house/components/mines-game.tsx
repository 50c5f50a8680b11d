import type { THouseGameState, THouseRound, THouseSeedPair } from '@lw/contracts';
import { MINES_EDGE_PERCENT, MINES_TILES, minesPayout } from '@lw/games';
import { clsx } from 'clsx';
import { Bomb, Gem } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { usePresentBalance } from '../../../lib/balance-presentation';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { cashOutHouseMines, revealHouseMinesTile, startHouseMines } from '../api/house-requests';
import { playCue } from '../lib/sound';
import { BalanceReadout } from './balance-readout';
import { FairnessPanel } from './fairness-panel';
import { GameTopBar } from './game-top-bar';
import { OriginalLimits } from './original-limits';
import { RoundVerifyLink } from './round-verify-link';
import { StakeField } from './stake-field';

const MINE_COUNTS = Array.from({ length: MINES_TILES - 1 }, (_, i) => i + 1);

/** Mines: a 5×5 board, choose the mines, reveal tiles, cash out at any time; a bust shows all. */
export function MinesGame({
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
  const [round, setRound] = useState<THouseRound | null>(game.openRound);
  const [mines, setMines] = useState(
    game.openRound?.outcome.kind === 'mines' ? game.openRound.outcome.mines : 3,
  );
  const [stake, setStake] = useState(game.openRound?.stake ?? game.minBet);
  const [busy, setBusy] = useState<'start' | 'cash' | number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const money = (minor: number) => formatMinorUnits(minor, lang, game.currency);
  // While a tile is revealed or the round starts or cashes out, the header keeps the game's figure.
  usePresentBalance(game.mode === 'real' && busy !== null ? game.balance : null);

  const outcome = round?.outcome.kind === 'mines' ? round.outcome : null;
  const open = round?.status === 'open';
  const picks = outcome?.picks ?? [];
  const minePositions = outcome?.minePositions ?? [];
  const current =
    open && outcome && picks.length > 0 ? minesPayout(outcome.mines, picks.length, round.stake) : 0;

  const act = async (kind: 'start' | 'cash' | number, call: () => Promise<THouseRound>) => {
    setBusy(kind);
    setError(null);
    try {
      const next = await call();
      setRound(next);
      if (next.status === 'settled' || kind === 'start') onRound(next);
      if (next.outcome.kind === 'mines') {
        if (next.outcome.bustedAt !== null) playCue('bust');
        else if (kind === 'cash' || next.status === 'settled') playCue('win');
        else playCue('click');
      }
    } catch (caught) {
      setError(caught);
    } finally {
      setBusy(null);
    }
  };

  const start = () =>
    act('start', () => startHouseMines(token, { requestId: crypto.randomUUID(), stake, mines }));
  const reveal = (tile: number) =>
    round && act(tile, () => revealHouseMinesTile(token, round.roundId, tile));
  const cashOut = () => round && act('cash', () => cashOutHouseMines(token, round.roundId));

  return (
    <div className="house-original mines">
      <GameTopBar
        name={t('mines.name')}
        subtitle={t('mines.subtitle', { edge: MINES_EDGE_PERCENT })}
        onFairness={() =>
          document.getElementById('fair-mines')?.scrollIntoView({ behavior: 'smooth' })
        }
      />
      <div className="house-original__body">
        <section className="house-original__board">
          <div className="mines__status" aria-live="polite">
            {outcome?.bustedAt !== null && outcome?.bustedAt !== undefined ? (
              <strong className="is-loss">{t('mines.busted')}</strong>
            ) : round?.status === 'settled' && outcome ? (
              <strong className="is-win">
                {t('mines.cashedOut', { amount: money(round.payout) })}
              </strong>
            ) : open && outcome ? (
              <span>
                {t('mines.multiplierNow', { value: outcome.multiplier.toFixed(2) })}
                {outcome.nextMultiplier !== null
                  ? ` · ${t('mines.next', { value: outcome.nextMultiplier.toFixed(2) })}`
                  : ''}
              </span>
            ) : (
              <span>{t('mines.pickToStart')}</span>
            )}
          </div>
          <div className="mines__grid" role="group" aria-label={t('mines.board')}>
            {Array.from({ length: MINES_TILES }, (_, tile) => {
              const picked = picks.includes(tile);
              const isMine = minePositions.includes(tile);
              const over = round?.status === 'settled';
              const state = picked
                ? 'gem'
                : over && isMine
                  ? 'mine'
                  : over
                    ? 'gem-hidden'
                    : 'closed';
              return (
                <button
                  key={tile}
                  type="button"
                  className={clsx(
                    'mines__tile',
                    `mines__tile--${state}`,
                    outcome?.bustedAt === tile && 'is-bust',
                    busy === tile && 'is-busy',
                  )}
                  disabled={!open || picked || busy !== null}
                  onClick={() => void reveal(tile)}
                  aria-label={
                    state === 'closed'
                      ? t('mines.tile', { n: tile + 1 })
                      : state === 'mine'
                        ? t('mines.mineAt', { n: tile + 1 })
                        : t('mines.gemAt', { n: tile + 1 })
                  }
                >
                  {state === 'mine' ? <Bomb aria-hidden="true" /> : null}
                  {state === 'gem' || state === 'gem-hidden' ? <Gem aria-hidden="true" /> : null}
                </button>
              );
            })}
          </div>
        </section>
        <aside className="house-original__panel">
          <BalanceReadout
            balance={game.balance}
            currency={game.currency}
            demo={game.mode === 'demo'}
          />
          <StakeField
            id="mines-stake"
            value={stake}
            onChange={setStake}
            min={game.minBet}
            max={game.maxBet}
            currency={game.currency}
            disabled={open || busy !== null}
          />
          <label className="mines__count">
            <span>{t('mines.count')}</span>
            <select
              value={mines}
              onChange={(e) => setMines(Number(e.target.value))}
              disabled={open || busy !== null}
            >
              {MINE_COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
          {open ? (
            <Button
              size="lg"
              block
              variant="success"
              loading={busy === 'cash'}
              disabled={picks.length === 0 || busy !== null}
              onClick={() => void cashOut()}
            >
              {picks.length === 0
                ? t('mines.pickFirst')
                : t('mines.cashOut', { amount: money(current) })}
            </Button>
          ) : (
            <Button
              size="lg"
              block
              loading={busy === 'start'}
              disabled={!game.enabled || game.balance < stake || busy !== null}
              onClick={() => void start()}
            >
              {t('mines.start')}
            </Button>
          )}
          <p className="house-edge">{t('mines.edge', { edge: MINES_EDGE_PERCENT })}</p>
          <OriginalLimits
            kind="mines"
            maxWin={game.maxWin}
            currency={game.currency}
            maxPicks={
              open && outcome?.maxPicks !== undefined && outcome.maxPicks < 25 - outcome.mines
                ? outcome.maxPicks
                : null
            }
          />
          {error ? (
            <p className="house-error" role="alert">
              {errorText(error, lang)}
            </p>
          ) : null}
          {round && round.status === 'settled' ? <RoundVerifyLink round={round} /> : null}
        </aside>
      </div>
      <FairnessPanel
        gameCode="mines"
        token={token}
        seeds={game.seeds}
        onSeeds={onSeeds}
        disabled={open || busy !== null}
        mines={outcome?.mines}
      />
    </div>
  );
}
