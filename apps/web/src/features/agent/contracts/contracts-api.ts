import {
  AGENT_CONTRACTS_API,
  ZAgentBillExplain,
  ZAgentBillList,
  ZAgentContract,
  ZAgentContractList,
  ZAgentContractsOverview,
  type TAgentBillExplain,
  type TAgentBillList,
  type TAgentContract,
  type TAgentContractList,
  type TAgentContractsOverview,
  type TContractKind,
  type TContractTerms,
} from '@lw/contracts';
import { useQuery } from '@tanstack/react-query';
import { MEMBER_QUERY_ROOT } from '../../../api/member';
import { apiRequest, serverChecked } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';

/** Every contract query key starts here: one invalidation refreshes the contract pages. */
export function contractsKey(token: string | null) {
  return [MEMBER_QUERY_ROOT, token, 'agentContracts'] as const;
}

/** getAgentContracts: every kind's state in one call (the consolidated contract call). */
export function useAgentContracts() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...contractsKey(token), 'mine'],
    queryFn: ({ signal }) =>
      apiRequest(
        AGENT_CONTRACTS_API.mine,
        serverChecked<TAgentContractsOverview>(
          import.meta.env.PROD ? null : ZAgentContractsOverview,
        ),
        {
          signal,
        },
      ),
    enabled: token !== null,
  });
}

/** listAgentContractOffers: what I offered to my direct downlines. */
export function useContractOffers() {
  const { token } = useSession();
  return useQuery({
    queryKey: [...contractsKey(token), 'offers'],
    queryFn: ({ signal }) =>
      apiRequest(
        AGENT_CONTRACTS_API.offers,
        serverChecked<TAgentContractList>(import.meta.env.PROD ? null : ZAgentContractList),
        {
          signal,
        },
      ),
    enabled: token !== null,
  });
}

/** listAgentBills of one kind (all kinds without one). */
export function useAgentBills(kind?: TContractKind) {
  const { token } = useSession();
  return useQuery({
    queryKey: [...contractsKey(token), 'bills', kind ?? 'all'],
    queryFn: ({ signal }) =>
      apiRequest(
        kind
          ? `${AGENT_CONTRACTS_API.bills}?kind=${kind}`
          : `${AGENT_CONTRACTS_API.bills}?limit=500`,
        serverChecked<TAgentBillList>(import.meta.env.PROD ? null : ZAgentBillList),
        { signal },
      ),
    enabled: token !== null,
  });
}

const oneContract = () =>
  serverChecked<TAgentContract>(import.meta.env.PROD ? null : ZAgentContract);

export function offerContract(downlineUsername: string, terms: TContractTerms) {
  return apiRequest(AGENT_CONTRACTS_API.offer, oneContract(), {
    method: 'POST',
    body: { downlineUsername, terms },
  });
}

export function acceptContract(id: number, confirmCascade: boolean) {
  return apiRequest(AGENT_CONTRACTS_API.accept.replace(':id', String(id)), oneContract(), {
    method: 'POST',
    body: confirmCascade ? { confirmCascade: true } : {},
  });
}

export function rejectContract(id: number) {
  return apiRequest(AGENT_CONTRACTS_API.reject.replace(':id', String(id)), oneContract(), {
    method: 'POST',
  });
}

export function terminateContract(id: number) {
  return apiRequest(AGENT_CONTRACTS_API.terminate.replace(':id', String(id)), oneContract(), {
    method: 'POST',
  });
}

export function explainBill(id: number) {
  return apiRequest(
    AGENT_CONTRACTS_API.billExplain.replace(':id', String(id)),
    serverChecked<TAgentBillExplain>(import.meta.env.PROD ? null : ZAgentBillExplain),
  );
}
