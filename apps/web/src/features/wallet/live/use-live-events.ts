import {
  LIVE_CLOSE,
  WALLET_API,
  ZLiveServerEvent,
  type TLiveServerEvent,
  type TPublicState,
} from '@lw/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { publicStateKey } from '../../../api/member';
import { useSession } from '../../../lib/session';
import { merchantWalletKey, walletKey } from '../api/wallet-api';
import type { TMerchantWallet } from '@lw/contracts';
import { openLiveSocket, socketUrl } from './live-socket';

/** Applies a pushed event to the cached data the screens show. */
export function applyLiveEvent(
  queryClient: QueryClient,
  token: string,
  event: TLiveServerEvent,
): void {
  if (event.type !== 'balance') return;
  queryClient.setQueryData<TPublicState>(publicStateKey(token), (old) =>
    old ? { ...old, balance: event.balance } : old,
  );
  queryClient.setQueryData<TMerchantWallet>(merchantWalletKey(token), (old) =>
    old ? { ...old, main: event.balance } : old,
  );
  // Vendor wallets and account records changed too: refetch whichever screen is open.
  void queryClient.invalidateQueries({ queryKey: walletKey(token) });
}

const listeners = new Set<(event: TLiveServerEvent) => void>();

/**
 * Hears every event of the member's live channel (crash rounds, …) while the channel is open;
 * answers the function that stops listening.
 */
export function onLiveEvent(listener: (event: TLiveServerEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One connection per signed-in token, however many components ask for it. */
let shared: { token: string; users: number; close: () => void } | null = null;

function acquire(token: string, queryClient: QueryClient): () => void {
  if (shared && shared.token !== token) {
    shared.close();
    shared = null;
  }
  if (!shared) {
    const connection = openLiveSocket({
      url: socketUrl(WALLET_API.live),
      hello: () => JSON.stringify({ type: 'auth', token }),
      onMessage: (data) => {
        const parsed = ZLiveServerEvent.safeParse(data);
        if (!parsed.success) return;
        applyLiveEvent(queryClient, token, parsed.data);
        listeners.forEach((listener) => listener(parsed.data));
      },
      // A refused token will not become valid by retrying; the next sign-in opens a new one.
      isFinalClose: (event) => event.code === LIVE_CLOSE.unauthorized,
    });
    shared = { token, users: 0, close: connection.close };
  }
  const entry = shared;
  entry.users += 1;
  return () => {
    entry.users -= 1;
    if (entry.users === 0 && shared === entry) {
      entry.close();
      shared = null;
    }
  };
}

/**
 * The member's live-event channel (balance pushes; later features add events): open while
 * signed in, closed at sign-out, reconnecting with backoff in between.
 */
export function useLiveEvents(): void {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return undefined;
    return acquire(token, queryClient);
  }, [token, queryClient]);
}
