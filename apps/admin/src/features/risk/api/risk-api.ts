import {
  ADMIN_RISK_API,
  ZRiskCase,
  ZRiskCaseList,
  type TOpenRiskCase,
  type TRiskCaseAction,
  type TRiskCaseQuery,
} from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiRequest } from '../../../lib/api-client';

const riskKey = ['admin', 'risk'] as const;

/** The risk queue's cases (refreshed every 30 s: new markers arrive as members play). */
export function useRiskCases(query: TRiskCaseQuery) {
  return useQuery({
    queryKey: [...riskKey, 'cases', query],
    queryFn: ({ signal }) =>
      apiRequest(ADMIN_RISK_API.cases, { schema: ZRiskCaseList, query, signal }),
    refetchInterval: 30_000,
  });
}

/** One case with its findings and history. */
export function useRiskCase(id: number | null) {
  return useQuery({
    queryKey: [...riskKey, 'case', id],
    queryFn: ({ signal }) => apiRequest(ADMIN_RISK_API.case(id!), { schema: ZRiskCase, signal }),
    enabled: id !== null,
  });
}

/** Assign, note or close; the queue and the case are asked again after any answer. */
export function useRiskAction(id: number) {
  const queryClient = useQueryClient();
  // One key per step the operator means: a double click or a retry after an error sends the
  // same key (the server takes the step once); only a step that went through starts a new one.
  const requestId = useRef(crypto.randomUUID());
  return useMutation({
    mutationFn: (action: TRiskCaseAction) =>
      apiRequest(ADMIN_RISK_API.actions(id), {
        method: 'POST',
        body: { ...action, requestId: requestId.current },
        schema: ZRiskCase,
      }),
    onSuccess: () => {
      requestId.current = crypto.randomUUID();
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: riskKey }),
  });
}

/** Opens a case by hand (or notes on the member's active one). */
export function useOpenRiskCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TOpenRiskCase) =>
      apiRequest(ADMIN_RISK_API.cases, { method: 'POST', body: input, schema: ZRiskCase }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: riskKey }),
  });
}
