import type { THouseGameState, THouseRound } from '@lw/contracts';
import type { ScreenDetail, SlotTitle } from '@lw/games';
import { useCallback, useEffect, useRef, useState } from 'react';
import { spinHouseSlot } from '../api/house-requests';
import { realityCheckAnswered } from '../../../lib/reality-check-gate';
import { autoplayStopReason, type TAutoplaySettings, type TAutoplayStop } from './autoplay';
import { pause, prefersReducedMotion } from './motion';
import { playCue } from './sound';
import { changedRows } from './win-cells';

/** Timings of one presentation, scaled by turbo; reduced motion lands reels without sliding. */
function timings(turbo: boolean) {
  const still = prefersReducedMotion();
  return {
    land: still ? 0 : turbo ? 380 : 950,
    stagger: still ? 0 : turbo ? 60 : 170,
    drop: still ? 120 : turbo ? 260 : 420,
    win: turbo ? 550 : 1300,
    banner: turbo ? 900 : 1900,
  };
}

/** Where the screen is in a round's presentation. */
export interface TSlotView {
  grid: string[][];
  landKey: number;
  dropKey: number;
  dropRows: number[][];
  screen: ScreenDetail | null;
  /** 'base' or the free spin being shown (1-based) of how many. */
  free: { index: number; total: number } | null;
  /** Credits won so far in the round shown. */
  credits: number;
  banner: { kind: 'freeSpins' | 'bigWin' | 'megaWin' | 'jackpot'; value: number } | null;
}

export interface TAutoplayRun {
  settings: TAutoplaySettings;
  played: number;
  net: number;
}

function firstGrid(title: SlotTitle): string[][] {
  // A pleasant resting screen: the first three symbols of each base strip.
  return title.reels.base.map((strip) => [strip[0]!, strip[1]!, strip[2]!]);
}

/**
 * Plays a slot: sends a spin, then presents the server's round (reels land, cascades drop,
 * wins light up, free spins follow) and runs autoplay with its stop conditions.
 */
export function useSlotPlayer(options: {
  title: SlotTitle;
  gameCode: string;
  token: string;
  game: THouseGameState;
  onRound: (round: THouseRound) => void;
}) {
  const { title, gameCode, token, game, onRound } = options;
  const [stakeIndex, setStakeIndex] = useState(0);
  const [turbo, setTurbo] = useState(false);
  const [busy, setBusy] = useState(false);
  const [looping, setLooping] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [lastRound, setLastRound] = useState<THouseRound | null>(null);
  const [autoplay, setAutoplay] = useState<TAutoplayRun | null>(null);
  const [autoplayStopped, setAutoplayStopped] = useState<TAutoplayStop | 'balance' | 'error'>(null);
  const [view, setView] = useState<TSlotView>(() => ({
    grid: firstGrid(title),
    landKey: 0,
    dropKey: 0,
    dropRows: [[], [], [], [], []],
    screen: null,
    free: null,
    credits: 0,
    banner: null,
  }));
  const abort = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);

  const levels = game.betLevels.length > 0 ? game.betLevels : [game.minBet];
  const stake = levels[Math.min(stakeIndex, levels.length - 1)]!;
  const turboRef = useRef(turbo);
  turboRef.current = turbo;
  const hurry = useRef(false);
  const [hurried, setHurried] = useState(false);

  const present = useCallback(async (round: THouseRound) => {
    if (round.outcome.kind !== 'slot') return;
    const signal = abort.current.signal;
    // Read per step: turbo or a tap on the spin button (hurry) speeds up the rest of the round.
    const t = () => timings(turboRef.current || hurry.current);
    const spins = round.outcome.spins;
    const freeTotal = spins.length - 1;
    let credits = 0;
    for (let i = 0; i < spins.length && !signal.aborted; i++) {
      const spin = spins[i]!;
      const first = spin.screens[0]!;
      setLooping(false);
      setView((v) => ({
        ...v,
        grid: first.grid,
        landKey: v.landKey + 1,
        dropRows: [[], [], [], [], []],
        screen: null,
        free: spin.mode === 'free' ? { index: i, total: freeTotal } : null,
        banner: null,
      }));
      await pause(t().land + t().stagger * 4 + 60, signal);
      let before = first.grid;
      for (let j = 0; j < spin.screens.length && !signal.aborted; j++) {
        const screen = spin.screens[j]!;
        if (j > 0) {
          const rows = changedRows(before, screen.grid);
          setView((v) => ({
            ...v,
            grid: screen.grid,
            dropKey: v.dropKey + 1,
            dropRows: rows,
            screen: null,
          }));
          playCue('reelStop');
          await pause(t().drop, signal);
        }
        before = screen.grid;
        if (screen.wins.length > 0) {
          credits += screen.credits;
          const shown = credits;
          setView((v) => ({ ...v, screen, credits: shown }));
          playCue('win');
          await pause(t().win, signal);
        }
      }
      if (spin.spinsAwarded > 0) {
        setView((v) => ({
          ...v,
          screen: null,
          banner: { kind: 'freeSpins', value: spin.spinsAwarded },
        }));
        playCue('feature');
        await pause(t().banner, signal);
      }
    }
    const multiple = round.payout / round.stake;
    const jackpot = round.outcome.jackpot?.won ? round.outcome.jackpot.amount : 0;
    const banner: TSlotView['banner'] =
      jackpot > 0
        ? { kind: 'jackpot', value: jackpot }
        : multiple >= 25
          ? { kind: 'megaWin', value: round.payout }
          : multiple >= 10
            ? { kind: 'bigWin', value: round.payout }
            : null;
    setView((v) => ({ ...v, screen: null, free: null, banner }));
    if (banner) {
      playCue('bigWin');
      await pause(t().banner, signal);
      setView((v) => ({ ...v, banner: null }));
    } else if (round.payout === 0) playCue('lose');
  }, []);

  const spinOnce = useCallback(async (): Promise<THouseRound | null> => {
    setError(null);
    setBusy(true);
    setLooping(true);
    hurry.current = false;
    setHurried(false);
    setView((v) => ({ ...v, screen: null, banner: null, credits: 0 }));
    playCue('spin');
    try {
      const round = await spinHouseSlot(gameCode, token, {
        requestId: crypto.randomUUID(),
        stake,
      });
      onRound(round);
      setLastRound(round);
      await present(round);
      return round;
    } catch (caught) {
      setLooping(false);
      setError(caught);
      return null;
    } finally {
      setBusy(false);
    }
  }, [gameCode, onRound, present, stake, token]);

  const autoplayRef = useRef<TAutoplayRun | null>(null);
  autoplayRef.current = autoplay;
  const balanceRef = useRef(game.balance);
  balanceRef.current = game.balance;

  const runAutoplay = useCallback(
    async (settings: TAutoplaySettings) => {
      let run: TAutoplayRun = { settings, played: 0, net: 0 };
      setAutoplayStopped(null);
      setAutoplay(run);
      autoplayRef.current = run;
      for (;;) {
        // A reality check on screen holds autoplay until the player answers it.
        await realityCheckAnswered(abort.current.signal);
        if (autoplayRef.current === null || abort.current.signal.aborted) break;
        if (balanceRef.current < stake) {
          setAutoplayStopped('balance');
          break;
        }
        const round = await spinOnce();
        if (!round) {
          setAutoplayStopped('error');
          break;
        }
        if (autoplayRef.current === null) break;
        const slot = round.outcome.kind === 'slot' ? round.outcome : null;
        run = { settings, played: run.played + 1, net: run.net + round.payout - round.stake };
        setAutoplay(run);
        autoplayRef.current = run;
        const reason = autoplayStopReason(settings, run, {
          win: round.payout,
          feature: slot !== null && slot.spins.length > 1,
          jackpot: Boolean(slot?.jackpot?.won),
        });
        if (reason) {
          setAutoplayStopped(reason);
          break;
        }
        await pause(turboRef.current ? 120 : 350, abort.current.signal);
      }
      autoplayRef.current = null;
      setAutoplay(null);
    },
    [spinOnce, stake],
  );

  return {
    stake,
    levels,
    stakeIndex: Math.min(stakeIndex, levels.length - 1),
    setStakeIndex,
    turbo,
    setTurbo,
    busy,
    looping,
    error,
    lastRound,
    view,
    spin: () => void spinOnce(),
    /** A tap while a round is being shown: show the rest of it quickly. */
    skip: () => {
      hurry.current = true;
      setHurried(true);
    },
    autoplay,
    autoplayStopped,
    startAutoplay: (settings: TAutoplaySettings) => void runAutoplay(settings),
    stopAutoplay: () => {
      autoplayRef.current = null;
      setAutoplay(null);
    },
    timings: timings(turbo || hurried),
  };
}
