import {
  CRASH_API,
  ZCrashChains,
  ZCrashHistory,
  ZCrashMyBet,
  ZCrashMyBets,
  ZCrashState,
  type TCrashBetRequest,
} from '@lw/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Query keys of crash: everything under 'crash' (the live events update or refetch them). */
export const crashKeys = {
  all: ['crash'] as const,
  state: ['crash', 'state'] as const,
  history: ['crash', 'history'] as const,
  chains: ['crash', 'chains'] as const,
  mine: (token: string | null) => ['crash', 'mine', token] as const,
};

/** GET the current round and its bets (public). */
export function getCrashState(signal?: AbortSignal) {
  return apiRequest(CRASH_API.state, ZCrashState, { signal });
}

/** The current round; polled as a fallback (faster without live events: visitors). */
export function useCrashState(pollMs: number) {
  return useQuery({
    queryKey: crashKeys.state,
    queryFn: ({ signal }) => getCrashState(signal),
    refetchInterval: pollMs,
  });
}

/** The last ended rounds with hash and crash point. */
export function useCrashHistory() {
  return useQuery({
    queryKey: crashKeys.history,
    queryFn: ({ signal }) => apiRequest(`${CRASH_API.history}?limit=20`, ZCrashHistory, { signal }),
    refetchInterval: 15_000,
  });
}

/** Every published chain with its seeding event (newest first), and the house edge. */
export function useCrashChains() {
  return useQuery({
    queryKey: crashKeys.chains,
    queryFn: ({ signal }) => apiRequest(CRASH_API.chains, ZCrashChains, { signal }),
    staleTime: 60_000,
  });
}

/** The signed-in member's crash bets (disabled for visitors). */
export function useMyCrashBets() {
  const { token } = useSession();
  return useQuery({
    queryKey: crashKeys.mine(token),
    queryFn: ({ signal }) => apiRequest(`${CRASH_API.myBets}?limit=10`, ZCrashMyBets, { signal }),
    enabled: Boolean(token),
  });
}

/** POST a bet in the betting phase. */
export function placeCrashBet(body: TCrashBetRequest) {
  return apiRequest(CRASH_API.bets, ZCrashMyBet, { method: 'POST', body });
}

/** POST a cash-out of the member's bet in the running round. */
export function cashOutCrash(roundId: number) {
  return apiRequest(CRASH_API.cashOut, ZCrashMyBet, { method: 'POST', body: { roundId } });
}
