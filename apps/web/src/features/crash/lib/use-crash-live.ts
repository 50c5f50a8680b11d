import type { TCrashPlayerBet, TCrashState, TLiveServerEvent } from '@lw/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { onLiveEvent } from '../../wallet';
import { crashKeys } from '../api/crash-api';
import { syncServerClock } from './server-clock';

function upsert(bets: TCrashPlayerBet[], bet: TCrashPlayerBet): TCrashPlayerBet[] {
  const at = bets.findIndex((b) => b.betId === bet.betId);
  if (at === -1) return [...bets, bet];
  return bets.map((b, i) => (i === at ? bet : b));
}

/** Applies a crash live event to the cached round state. */
export function applyCrashEvent(state: TCrashState | undefined, event: TLiveServerEvent) {
  if (!state) return state;
  if (event.type === 'crash.round') {
    const same = state.round?.roundId === event.round.roundId;
    return { ...state, round: event.round, bets: same ? state.bets : [] };
  }
  if (event.type === 'crash.bet' && state.round?.roundId === event.roundId) {
    return { ...state, bets: upsert(state.bets, event.bet) };
  }
  return state;
}

/**
 * Crash's live events from the member's live channel: phase changes and bets go straight into
 * the cached state, ticks correct the clock. Answers whether events arrive (then the state is
 * polled slowly; visitors, without a channel, poll fast).
 */
export function useCrashLive(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(
    () =>
      onLiveEvent((event) => {
        if (!event.type.startsWith('crash.')) return;
        setLive(true);
        if (event.type === 'crash.tick') {
          const state = queryClient.getQueryData<TCrashState>(crashKeys.state);
          const startedAt = state?.round?.startedAt;
          if (state?.round?.roundId === event.roundId && startedAt) {
            syncServerClock(Date.parse(startedAt) + event.elapsedMs);
          }
          return;
        }
        queryClient.setQueryData<TCrashState>(crashKeys.state, (old) =>
          applyCrashEvent(old, event),
        );
        if (event.type === 'crash.round' && event.round.phase !== 'running') {
          void queryClient.invalidateQueries({ queryKey: crashKeys.history });
          void queryClient.invalidateQueries({ queryKey: ['crash', 'mine'] });
        }
      }),
    [queryClient],
  );
  return live;
}
