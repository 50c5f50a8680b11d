import type { THouseGameState, THouseRound, THouseSeedPair, TPublicState } from '@lw/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_QUERY_ROOT, publicStateKey } from '../../../api/member';
import { isApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { browserClientSeed } from '../lib/browser-client-seed';
import { getHouseGame, setHouseClientSeed } from './house-requests';
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

  // A pair the server started has no client seed: this browser makes one and sends it before
  // the pair's first round (once per pair, however often the page renders).
  const data = state.data;
  const [seedError, setSeedError] = useState<unknown>(null);
  const seeding = useRef<string | null>(null);
  useEffect(() => {
    if (!data || !token || data.seeds.clientSeed !== null) return;
    if (seeding.current === data.seeds.serverSeedHash) return;
    seeding.current = data.seeds.serverSeedHash;
    setHouseClientSeed(token, browserClientSeed()).then(
      (seeds) =>
        queryClient.setQueryData<THouseGameState>(stateKey(gameCode, token), (s) =>
          s ? { ...s, seeds } : s,
        ),
      (error: unknown) => setSeedError(error),
    );
  }, [data, gameCode, queryClient, token]);

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

  /**
   * After a play: the balance the server answered and the next nonce. With real money the
   * header's figure becomes that balance too (shown once the game's presentation ends, see
   * lib/balance-presentation), and refreshes a little later.
   */
  const applyRound = useCallback(
    (round: THouseRound) => {
      const mode = queryClient.getQueryData<THouseGameState>(stateKey(gameCode, token))?.mode;
      patch((s) => ({
        ...s,
        balance: round.balance ?? s.balance,
        seeds: { ...s.seeds, nonce: Math.max(s.seeds.nonce, round.fairness.nonce + 1) },
      }));
      if (mode === 'real' && round.balance !== null) {
        queryClient.setQueryData<TPublicState>(publicStateKey(session.token), (old) =>
          old ? { ...old, balance: round.balance! } : old,
        );
      }
      refreshHeader();
    },
    [gameCode, patch, queryClient, refreshHeader, session.token, token],
  );

  const applySeeds = useCallback(
    (seeds: THouseSeedPair) => patch((s) => ({ ...s, seeds })),
    [patch],
  );

  return {
    token,
    // The game is ready once its pair has the browser's client seed.
    state: data?.seeds.clientSeed === null ? undefined : data,
    error: state.error ?? launch.error ?? seedError,
    loading: state.isPending && !launch.error && !state.error,
    applyRound,
    applySeeds,
  };
}
