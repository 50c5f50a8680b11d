import {
  AGENT_CONTRACTS_API,
  ZAdminSettleResponse,
  ZAgentBill,
  ZAgentBillExplain,
  ZAgentBillList,
  ZAgentContract,
  ZAgentContractList,
  type TBillStatus,
  type TContractKind,
  type TContractPeriod,
  type TContractStatus,
  type TContractTerms,
} from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const contractsKey = ['admin', 'agent-contracts'] as const;
const withId = (path: string, id: number) => path.replace(':id', String(id));

export interface ContractFilter {
  kind?: TContractKind | undefined;
  status?: TContractStatus | undefined;
  agent?: string | undefined;
}

export interface BillFilter {
  kind?: TContractKind | undefined;
  status?: TBillStatus | undefined;
  agent?: string | undefined;
}

/** Contracts by kind, status and holder (the server answers the newest 500). */
export function useAdminContracts(filter: ContractFilter, enabled = true) {
  return useQuery({
    queryKey: [...contractsKey, 'contracts', filter],
    queryFn: ({ signal }) =>
      apiRequest(AGENT_CONTRACTS_API.adminContracts, {
        schema: ZAgentContractList,
        query: { ...filter },
        signal,
      }),
    enabled,
  });
}

/** Gives a top agent its contract (active at once, paid by the platform). */
export function useGiveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { agentUsername: string; terms: TContractTerms }) =>
      apiRequest(AGENT_CONTRACTS_API.adminGive, { method: 'POST', body, schema: ZAgentContract }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}

/** Ends a contract and its subtree's contracts of the kind. */
export function useTerminateContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(withId(AGENT_CONTRACTS_API.adminTerminate, id), {
        method: 'POST',
        schema: ZAgentContract,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}

/** Settlement bills by kind, status and agent. */
export function useAdminBills(filter: BillFilter) {
  return useQuery({
    queryKey: [...contractsKey, 'bills', filter],
    queryFn: ({ signal }) =>
      apiRequest(AGENT_CONTRACTS_API.adminBills, {
        schema: ZAgentBillList,
        query: { ...filter },
        signal,
      }),
  });
}

/** A bill recomputed from the wagers now, beside its stored figures. */
export function useBillExplain(id: number | null) {
  return useQuery({
    queryKey: [...contractsKey, 'explain', id],
    queryFn: ({ signal }) =>
      apiRequest(withId(AGENT_CONTRACTS_API.adminBillExplain, id!), {
        schema: ZAgentBillExplain,
        signal,
      }),
    enabled: id !== null,
  });
}

/** Hold, reject or re-issue a bill (a re-issue pays what is left). */
export function useBillAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      action,
      note,
    }: {
      id: number;
      action: 'hold' | 'reject' | 'reissue';
      note?: string | undefined;
    }) =>
      apiRequest(withId(AGENT_CONTRACTS_API.adminBillAction, id), {
        method: 'POST',
        body: note ? { action, note } : { action },
        schema: ZAgentBill,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}

/** Settles (or finishes settling) one ended period of a kind. */
export function useSettlePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: TContractKind; period: TContractPeriod; at: string }) =>
      apiRequest(AGENT_CONTRACTS_API.adminSettle, {
        method: 'POST',
        body,
        schema: ZAdminSettleResponse,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsKey }),
  });
}
