import { currencySymbol, WALLET_API, ZWalletBalance, type TWalletBalance } from '@lw/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest, serverChecked } from '../lib/api-client';
import { shownCurrencySymbol } from '../lib/currency';
import { useSession } from '../lib/session';
import { LOCAL_KEYS, readStorage, writeStorage } from '../lib/storage';
import { permissionQuery } from './get-permission';
import { MEMBER_QUERY_ROOT, usePublicState } from './member';

/** The query key of the signed-in member's wallet currency (from getBalance). */
export function walletCurrencyKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'walletCurrency'] as const;
}

/**
 * The cashier currency the member's wallet is kept in (GET /api/wallet/balance, the same currency
 * the wallet screens show); signed out, the site's cashier currency from the startup configuration
 * (or, before it loads, the one remembered on this device).
 */
export function useCashierCurrency(): string | undefined {
  const { token, isTrial } = useSession();
  const site = useQuery(permissionQuery);
  const balance = useQuery({
    queryKey: walletCurrencyKey(token),
    queryFn: ({ signal }) =>
      apiRequest(
        WALLET_API.balance,
        serverChecked<TWalletBalance>(import.meta.env.PROD ? null : ZWalletBalance),
        { signal },
      ),
    // A trial account plays with play money (PLAY), not the site's currency: nothing to ask.
    enabled: token !== null && !isTrial,
    // The currency does not change within a session.
    staleTime: Infinity,
    select: (data) => data.currency,
  });
  const current = balance.data;
  useEffect(() => {
    // Real money only: a trial account's PLAY is no currency of the site.
    if (current && currencySymbol(current)) {
      writeStorage('local', LOCAL_KEYS.cashierCurrency, current);
    }
  }, [current]);
  if (token === null) {
    return site.data?.currency ?? readStorage('local', LOCAL_KEYS.cashierCurrency) ?? undefined;
  }
  return current;
}

/**
 * The symbol before balances and the jackpot: the operator's choice (public state), else the
 * cashier currency's own symbol.
 */
export function useCurrencySymbol(): string {
  const state = usePublicState();
  const currency = useCashierCurrency();
  return shownCurrencySymbol(state.data?.currencySymbol, currency);
}
