import {
  ADMIN_GAME_ROUNDS_API,
  ZAdminRoundsResponse,
  ZReconciliationDay,
  ZReconciliationReport,
  ZWalletFiguresResponse,
  type TAdminRoundsQuery,
  type TAdminRoundsResponse,
  type TReconciliationDay,
  type TReconciliationQuery,
  type TReconciliationReport,
  type TWalletFiguresResponse,
} from '@lw/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function fetchRounds(
  query: TAdminRoundsQuery,
  signal?: AbortSignal,
): Promise<TAdminRoundsResponse> {
  return apiRequest(ADMIN_GAME_ROUNDS_API.rounds, {
    query: query as Record<string, string | number | undefined>,
    schema: ZAdminRoundsResponse,
    signal,
  });
}

export function useRounds(query: TAdminRoundsQuery) {
  return useQuery({
    queryKey: ['admin', 'game-rounds', query],
    queryFn: ({ signal }) => fetchRounds(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function fetchReconciliation(
  query: TReconciliationQuery,
  signal?: AbortSignal,
): Promise<TReconciliationReport> {
  return apiRequest(ADMIN_GAME_ROUNDS_API.reconciliation, {
    query,
    schema: ZReconciliationReport,
    signal,
  });
}

export function useReconciliation(query: TReconciliationQuery | null) {
  return useQuery({
    queryKey: ['admin', 'game-reconciliation', query],
    queryFn: ({ signal }) => fetchReconciliation(query!, signal),
    enabled: query !== null,
  });
}

export function fetchReconciliationDay(
  day: string,
  signal?: AbortSignal,
): Promise<TReconciliationDay> {
  return apiRequest(ADMIN_GAME_ROUNDS_API.reconciliationDay, {
    query: { day },
    schema: ZReconciliationDay,
    signal,
  });
}

/** Every vendor's reconciliation of one business day. */
export function useReconciliationDay(day: string | null) {
  return useQuery({
    queryKey: ['admin', 'game-reconciliation-day', day],
    queryFn: ({ signal }) => fetchReconciliationDay(day!, signal),
    enabled: day !== null,
  });
}

export function fetchWalletFigures(signal?: AbortSignal): Promise<TWalletFiguresResponse> {
  return apiRequest(ADMIN_GAME_ROUNDS_API.walletFigures, {
    schema: ZWalletFiguresResponse,
    signal,
  });
}

/** The wallet API's live figures, refreshed every 5 seconds. */
export function useWalletFigures() {
  return useQuery({
    queryKey: ['admin', 'game-wallet-figures'],
    queryFn: ({ signal }) => fetchWalletFigures(signal),
    refetchInterval: 5_000,
  });
}
