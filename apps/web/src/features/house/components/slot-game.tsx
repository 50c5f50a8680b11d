import type { THouseGameState, THouseRound, THouseSeedPair } from '@lw/contracts';
import type { SlotTitle } from '@lw/games';
import { clsx } from 'clsx';
import { Minus, Plus, RefreshCw, Repeat, Square, Zap } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/ui/modal';
import { usePresentBalance } from '../../../lib/balance-presentation';
import { errorText } from '../../../lib/error-text';
import { formatMinorUnits } from '../../../lib/format';
import { SymbolDefs } from '../art/symbol-defs';
import { pickText } from '../lib/title-text';
import { useSlotPlayer } from '../lib/use-slot-player';
import { AutoplayDialog } from './autoplay-dialog';
import { BalanceReadout } from './balance-readout';
import { FairnessPanel } from './fairness-panel';
import { GameTopBar } from './game-top-bar';
import { RoundVerifyLink } from './round-verify-link';
import { SlotFeatureBar } from './slot-feature-bar';
import { SlotInfo } from './slot-info';
import { SlotWindow } from './slot-window';

/** A house slot: reels, feature bar, bet and spin controls, autoplay, info and fairness. */
export function SlotGame({
  title,
  game,
  token,
  onRound,
  onSeeds,
}: {
  title: SlotTitle;
  game: THouseGameState;
  token: string;
  onRound: (round: THouseRound) => void;
  onSeeds: (seeds: THouseSeedPair) => void;
}) {
  const { t, i18n } = useTranslation('house');
  const lang = i18n.language;
  const player = useSlotPlayer({ title, gameCode: game.gameCode, token, game, onRound });
  const [infoOpen, setInfoOpen] = useState(false);
  const [fairOpen, setFairOpen] = useState(false);
  const [autoOpen, setAutoOpen] = useState(false);
  const names = useMemo(
    () => Object.fromEntries(title.symbols.map((s) => [s.id, pickText(s.name, lang)])),
    [lang, title],
  );
  const money = (minor: number) => formatMinorUnits(minor, lang, game.currency);
  const running = player.autoplay !== null;
  const cannotAfford = game.balance < player.stake;
  // While a round is being shown its win is not yet "paid": the stake is gone, the win comes at
  // the end of the show, as on a real machine.
  const shownBalance = player.looping
    ? game.balance - player.stake
    : player.busy && player.lastRound
      ? game.balance - player.lastRound.payout
      : game.balance;
  // The header shows the same figure while the round is shown (free spins included), and the
  // server's final balance once the last reel stops or a skip ends the show.
  usePresentBalance(game.mode === 'real' && (player.busy || player.looping) ? shownBalance : null);

  return (
    <div className={clsx('slot', `slot--${title.id}`, player.turbo && 'slot--turbo')}>
      <SymbolDefs />
      <GameTopBar
        name={pickText(title.name, lang)}
        subtitle={pickText(title.theme, lang)}
        onInfo={() => setInfoOpen(true)}
        onFairness={() => setFairOpen(true)}
      />
      <div className="slot__stage">
        <SlotFeatureBar title={title} view={player.view} />
        <SlotWindow
          title={title}
          view={player.view}
          looping={player.looping}
          landMs={player.timings.land}
          staggerMs={player.timings.stagger}
          stake={player.lastRound?.stake ?? player.stake}
          currency={game.currency}
          names={names}
        />
      </div>
      {player.error ? (
        <p className="house-error" role="alert">
          {errorText(player.error, lang)}
        </p>
      ) : null}
      {player.autoplayStopped ? (
        <p className="house-note" role="status">
          {t(`autoplay.stopped.${player.autoplayStopped}`)}
        </p>
      ) : null}
      <div className="slot__controls">
        <BalanceReadout
          balance={shownBalance}
          currency={game.currency}
          demo={game.mode === 'demo'}
        />
        <div className="slot__bet" role="group" aria-label={t('bet')}>
          <button
            type="button"
            className="house-icon-btn"
            onClick={() => player.setStakeIndex(Math.max(0, player.stakeIndex - 1))}
            disabled={player.busy || running || player.stakeIndex === 0}
            aria-label={t('betDown')}
          >
            <Minus aria-hidden="true" />
          </button>
          <div className="house-readout house-readout--center">
            <span>{t('bet')}</span>
            <strong className="money" data-testid="house-stake">
              {money(player.stake)}
            </strong>
          </div>
          <button
            type="button"
            className="house-icon-btn"
            onClick={() =>
              player.setStakeIndex(Math.min(player.levels.length - 1, player.stakeIndex + 1))
            }
            disabled={player.busy || running || player.stakeIndex >= player.levels.length - 1}
            aria-label={t('betUp')}
          >
            <Plus aria-hidden="true" />
          </button>
        </div>
        <button
          type="button"
          className={clsx('spin-btn', player.busy && 'is-busy')}
          // A tap while a round is shown hurries the rest of it, as players expect.
          onClick={running ? player.stopAutoplay : player.busy ? player.skip : player.spin}
          disabled={
            !running && (player.looping || (!player.busy && (cannotAfford || !game.enabled)))
          }
          aria-label={running ? t('autoplay.stop') : t('spin')}
        >
          {running ? <Square aria-hidden="true" /> : <RefreshCw aria-hidden="true" />}
          {running ? (
            <span className="spin-btn__count">
              {player.autoplay!.settings.spins - player.autoplay!.played}
            </span>
          ) : null}
        </button>
        <div className="slot__toggles">
          <button
            type="button"
            className={clsx('house-toggle', running && 'is-on')}
            onClick={() => (running ? player.stopAutoplay() : setAutoOpen(true))}
            disabled={!running && (player.busy || cannotAfford)}
          >
            <Repeat aria-hidden="true" />
            {running ? t('autoplay.stop') : t('autoplay.open')}
          </button>
          <button
            type="button"
            className={clsx('house-toggle', player.turbo && 'is-on')}
            onClick={() => player.setTurbo(!player.turbo)}
            aria-pressed={player.turbo}
          >
            <Zap aria-hidden="true" />
            {t('turbo')}
          </button>
        </div>
        <div className="house-readout house-readout--win">
          <span>{t('win.label')}</span>
          <strong className="money" data-testid="house-win">
            {player.lastRound && !player.busy ? money(player.lastRound.payout) : '—'}
          </strong>
        </div>
      </div>
      {cannotAfford && !player.busy ? (
        <p className="house-note" role="status">
          {t('insufficient')}
        </p>
      ) : null}
      {player.lastRound && !player.busy ? <RoundVerifyLink round={player.lastRound} /> : null}
      <SlotInfo
        title={title}
        open={infoOpen}
        onClose={() => setInfoOpen(false)}
        stake={player.stake}
        currency={game.currency}
        jackpot={game.jackpot}
      />
      <AutoplayDialog
        open={autoOpen}
        currency={game.currency}
        onClose={() => setAutoOpen(false)}
        onStart={player.startAutoplay}
      />
      <Modal open={fairOpen} onClose={() => setFairOpen(false)} title={t('fair.title')} size="md">
        <FairnessPanel
          gameCode={game.gameCode}
          token={token}
          seeds={game.seeds}
          onSeeds={onSeeds}
          disabled={player.busy || running}
        />
      </Modal>
    </div>
  );
}
