import type { THouseGameState, THouseRound, THouseSeedPair } from '@lw/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { getHouseGame } from './house-requests';
import { captureHouseSession, dropHouseSession, storeHouseSession } from './house-session';
import { launchHouseGame } from './launch-house-game';

const stateKey = (gameCode: string, token: string | null) => ['house', 'game', gameCode, token];

// Header figures refresh once after a burst of plays (autoplay), not after every spin; the live
// balance push updates them in between.
const HEADER_REFRESH_DELAY_MS = 1_500;

/**
 * A house game page's session and state: the launch token (from the address, this tab, or a
 * launch of our own), the game's limits, balance and seeds; `applyRound` and `applySeeds` keep
 * them current after a play without another request.
 */
export function useHouseGame(gameCode: string) {
  const { i18n } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => captureHouseSession(gameCode));

  const launch = useQuery({
    queryKey: ['house', 'launch', gameCode, session.isLoggedIn],
    queryFn: () => launchHouseGame(gameCode, session.isLoggedIn ? 'real' : 'demo', i18n.language),
    enabled: token === null,
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (launch.data && token === null) {
      storeHouseSession(gameCode, launch.data);
      setToken(launch.data);
    }
  }, [gameCode, launch.data, token]);

  const state = useQuery({
    queryKey: stateKey(gameCode, token),
    queryFn: ({ signal }) => getHouseGame(gameCode, token!, signal),
    enabled: token !== null,
    retry: false,
    refetchOnWindowFocus: false,
  });
  // An ended session (sign-out, expiry) is dropped; the page launches a fresh one.
  const ended = isApiError(state.error, 'UNAUTHORIZED');
  useEffect(() => {
    if (ended) {
      dropHouseSession(gameCode);
      setToken(null);
      void launch.refetch();
    }
  }, [ended, gameCode, launch]);

  const refreshTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(refreshTimer.current), []);
  const refreshHeader = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => {
      void queryClient.invalidateQueries({
        queryKey: [MEMBER_QUERY_ROOT, session.token],
        predicate: (q) => q.queryKey[2] !== 'me',
      });
    }, HEADER_REFRESH_DELAY_MS);
  }, [queryClient, session.token]);

  const patch = useCallback(
    (change: (s: THouseGameState) => THouseGameState) =>
      queryClient.setQueryData<THouseGameState>(stateKey(gameCode, token), (s) =>
        s ? change(s) : s,
      ),
    [gameCode, queryClient, token],
  );

  /** After a play: the balance the server answered and the next nonce; the header refreshes. */
  const applyRound = useCallback(
    (round: THouseRound) => {
      patch((s) => ({
        ...s,
        balance: round.balance ?? s.balance,
        seeds: { ...s.seeds, nonce: Math.max(s.seeds.nonce, round.fairness.nonce + 1) },
      }));
      refreshHeader();
    },
    [patch, refreshHeader],
  );

  const applySeeds = useCallback(
    (seeds: THouseSeedPair) => patch((s) => ({ ...s, seeds })),
    [patch],
  );

  return {
    token,
    state: state.data,
    error: state.error ?? launch.error,
    loading: state.isPending && !launch.error && !state.error,
    applyRound,
    applySeeds,
  };
}
