import {
  LIVE_CLOSE,
  WALLET_API,
  ZLiveServerEvent,
  type TLiveServerEvent,
  type TPublicState,
} from '@lw/contracts';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { permissionQuery } from '../../../api/get-permission';
import { getPublicState, MEMBER_QUERY_ROOT, publicStateKey } from '../../../api/member';
import { useSession } from '../../../lib/session';
import { whenPageIdle } from '../../../lib/when-page-idle';
import { merchantWalletKey, walletKey } from '../api/wallet-api';
import type { TMerchantWallet } from '@lw/contracts';
import { serverChecked } from '../../../lib/api-client';
import { openLiveSocket, socketUrl } from './live-socket';

/**
 * The server builds every event from the contract's types; a production build only makes sure it
 * is an object (an event of an unknown type falls through every switch), which keeps zod off the
 * first screen. Development and tests check each event against the contract.
 */
const liveEvent = serverChecked<TLiveServerEvent>(import.meta.env.PROD ? null : ZLiveServerEvent);

/** The settings cache of other server processes (2 s): ask the status again after it. */
const SITE_STATUS_RECHECK_MS = 2_500;
/** A message to many members: spread their count requests over this long. */
const COUNT_JITTER_MS = 3_000;

/** Applies a pushed event to the cached data the screens show (`token` null: a visitor). */
export function applyLiveEvent(
  queryClient: QueryClient,
  token: string | null,
  event: TLiveServerEvent,
): void {
  switch (event.type) {
    case 'site.status': {
      // Maintenance or region switched: the system gate shows whatever the server now says.
      const refresh = () =>
        void queryClient.invalidateQueries({ queryKey: permissionQuery.queryKey });
      refresh();
      setTimeout(refresh, SITE_STATUS_RECHECK_MS);
      return;
    }
    case 'balance':
      if (!token) return;
      queryClient.setQueryData<TPublicState>(publicStateKey(token), (old) =>
        old ? { ...old, balance: event.balance } : old,
      );
      queryClient.setQueryData<TMerchantWallet>(merchantWalletKey(token), (old) =>
        old ? { ...old, main: event.balance } : old,
      );
      // Vendor wallets and account records changed too: refetch whichever screen is open.
      void queryClient.invalidateQueries({ queryKey: walletKey(token) });
      return;
    case 'message.new': {
      if (!token) return;
      const { unread } = event;
      if (unread !== null) {
        queryClient.setQueryData<TPublicState>(publicStateKey(token), (old) =>
          old ? { ...old, unreadMessage: unread } : old,
        );
      } else {
        // Sent to many: each page asks its own count, not all in the same second.
        setTimeout(
          () => void queryClient.invalidateQueries({ queryKey: publicStateKey(token) }),
          Math.random() * COUNT_JITTER_MS,
        );
      }
      // The messages page, when open, shows the new one.
      void queryClient.invalidateQueries({ queryKey: [MEMBER_QUERY_ROOT, token, 'messages'] });
      return;
    }
    default:
  }
}

const listeners = new Set<(event: TLiveServerEvent) => void>();

/**
 * Hears every event of the live channel (crash rounds, …) while the channel is open; answers
 * the function that stops listening.
 */
export function onLiveEvent(listener: (event: TLiveServerEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type TIdleScheduler = (run: () => void) => () => void;

/** After the page has loaded and the browser is idle: the socket never competes with the start. */
const browserIdle: TIdleScheduler = (run) => whenPageIdle(run, 0);
let scheduleIdle: TIdleScheduler = browserIdle;

/** Test seam: how a visitor's connection waits for idle; no argument restores the browser's. */
export function setIdleScheduler(scheduler: TIdleScheduler = browserIdle): void {
  scheduleIdle = scheduler;
}

/** One connection per page (per signed-in token, or the visitor's), however many ask for it. */
let shared: { token: string | null; users: number; close: () => void } | null = null;

function connect(token: string | null, queryClient: QueryClient): () => void {
  let connection: { close: () => void } | null = null;
  const open = () => {
    connection = openLiveSocket({
      url: socketUrl(WALLET_API.live),
      hello: () => JSON.stringify(token ? { type: 'auth', token } : { type: 'anonymous' }),
      onMessage: (data) => {
        if (typeof data !== 'object' || data === null) return;
        const parsed = liveEvent.safeParse(data);
        if (!parsed.success) return;
        const event = parsed.data;
        if (event.type === 'session.ended') {
          sessionEnded();
          return;
        }
        applyLiveEvent(queryClient, token, event);
        listeners.forEach((listener) => listener(event));
      },
      // A refused token will not become valid by retrying; the next sign-in opens a new one.
      isFinalClose: (event) => event.code === LIVE_CLOSE.unauthorized,
    });
  };
  // The server ended this account's sessions: a signed-in call now answers 401, which signs the
  // page out and asks to log in again with the translated message (the app's one path for it).
  // When this session survived (its own password change ends only the others), reconnect.
  const sessionEnded = () => {
    getPublicState().then(
      () => {
        connection?.close();
        open();
      },
      () => undefined,
    );
  };
  // A visitor's socket stays off the first screen's critical path.
  if (token) {
    open();
    return () => connection?.close();
  }
  const cancel = scheduleIdle(open);
  return () => {
    cancel();
    connection?.close();
  };
}

function acquire(token: string | null, queryClient: QueryClient): () => void {
  if (shared && shared.token !== token) {
    shared.close();
    shared = null;
  }
  if (!shared) shared = { token, users: 0, close: connect(token, queryClient) };
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
 * The page's live-event channel: a member's (balance, messages, forced sign-out) while signed
 * in, else a visitor's anonymous one (site status, notices, shared rounds) opened once the page
 * is idle; reconnecting with backoff. The system gate holds it, so a page in maintenance still
 * hears the switch back.
 */
export function useLiveEvents(): void {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => acquire(token, queryClient), [token, queryClient]);
}
