import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { publicStateKey } from '../../../api/member';
import { useSession } from '../../../lib/session';
import { walletKey } from '../api/wallet-api';

/** Refetches every wallet figure (header balance, wallets, records) after money moved. */
export function useWalletRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  const { token } = useSession();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: walletKey(token) }),
      queryClient.invalidateQueries({ queryKey: publicStateKey(token) }),
    ]);
  }, [queryClient, token]);
}

/** A fresh id per intended money movement (the server moves the money once per id). */
export function newRequestId(): string {
  return crypto.randomUUID();
}
