import {
  ADMIN_HOUSE_API,
  ADMIN_HOUSE_CRASH_API,
  ZAdminCrashChain,
  ZAdminCrashChains,
  ZAdminCrashRoundList,
  ZAdminHouseGame,
  ZAdminHouseGameList,
  ZAdminHouseRoundList,
  ZAdminJackpot,
  ZAdminJackpotHistory,
  type TAdminCrashRoundQuery,
  type TConfirmCrashSalt,
  type TProposeCrashSalt,
  type TPublishCrashChain,
  type TAdminHouseGameUpdate,
  type TAdminHouseRoundQuery,
  type TAdminJackpotUpdate,
} from '@lw/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const gamesKey = ['admin', 'house', 'games'] as const;
const jackpotKey = ['admin', 'house', 'jackpot'] as const;

export function useHouseGames() {
  return useQuery({
    queryKey: gamesKey,
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_HOUSE_API.games, { schema: ZAdminHouseGameList, signal }),
  });
}

export function useUpdateHouseGame() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ gameCode, body }: { gameCode: string; body: TAdminHouseGameUpdate }) =>
      apiRequest(ADMIN_HOUSE_API.game(gameCode), {
        method: 'PATCH',
        body,
        schema: ZAdminHouseGame,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: gamesKey }),
  });
}

export function useHouseJackpot() {
  return useQuery({
    queryKey: jackpotKey,
    queryFn: ({ signal }) => apiRequest(ADMIN_HOUSE_API.jackpot, { schema: ZAdminJackpot, signal }),
  });
}

export function useUpdateHouseJackpot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminJackpotUpdate) =>
      apiRequest(ADMIN_HOUSE_API.jackpot, { method: 'PUT', body, schema: ZAdminJackpot }),
    onSuccess: (data) => client.setQueryData(jackpotKey, data),
  });
}

export function useJackpotHistory(page: number) {
  return useQuery({
    queryKey: ['admin', 'house', 'jackpot-history', page],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_HOUSE_API.jackpotHistory, {
        query: { page, pageSize: 20 },
        schema: ZAdminJackpotHistory,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** House rounds of a lookup (null: nothing asked yet). */
export function useHouseRounds(query: TAdminHouseRoundQuery | null) {
  return useQuery({
    queryKey: ['admin', 'house', 'rounds', query],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_HOUSE_API.rounds, {
        query: query as Record<string, string | number | undefined>,
        schema: ZAdminHouseRoundList,
        signal,
      }),
    enabled: query !== null,
  });
}

/** Crash rounds of a lookup with their bets (null: nothing asked yet). */
export function useCrashRounds(query: TAdminCrashRoundQuery | null) {
  return useQuery({
    queryKey: ['admin', 'house', 'crash-rounds', query],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_HOUSE_CRASH_API.rounds, {
        query: query as Record<string, string | number | undefined>,
        schema: ZAdminCrashRoundList,
        signal,
      }),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}

const chainsKey = ['admin', 'house', 'crash-chains'] as const;

/** Crash chains with their seeding events, the games left and the low warning. */
export function useCrashChains() {
  return useQuery({
    queryKey: chainsKey,
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_HOUSE_CRASH_API.chains, { schema: ZAdminCrashChains, signal }),
    refetchInterval: 60_000,
  });
}

/** One step of a chain's seeding event: publish, enter the salt, confirm or reject it. */
export type TCrashSeedingStep =
  | { step: 'publish'; body: TPublishCrashChain }
  | { step: 'propose'; chainId: number; body: TProposeCrashSalt }
  | { step: 'confirm'; chainId: number; body: TConfirmCrashSalt }
  | { step: 'reject'; chainId: number };

export function useCrashSeedingStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: TCrashSeedingStep) => {
      const schema = ZAdminCrashChain;
      switch (action.step) {
        case 'publish':
          return apiRequest(ADMIN_HOUSE_CRASH_API.publish, {
            method: 'POST',
            body: action.body,
            schema,
          });
        case 'propose':
          return apiRequest(ADMIN_HOUSE_CRASH_API.salt(action.chainId), {
            method: 'POST',
            body: action.body,
            schema,
          });
        case 'confirm':
          return apiRequest(ADMIN_HOUSE_CRASH_API.confirm(action.chainId), {
            method: 'POST',
            body: action.body,
            schema,
          });
        case 'reject':
          return apiRequest(ADMIN_HOUSE_CRASH_API.reject(action.chainId), {
            method: 'POST',
            body: {},
            schema,
          });
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: chainsKey }),
  });
}
