import type { TCreateOperatorRequest, TOperator, TUpdateOperatorRequest } from '@lw/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createOperator, fetchOperators, operatorsQueryKey, updateOperator } from './operators-api';

export function useOperators() {
  return useQuery({
    queryKey: operatorsQueryKey,
    queryFn: ({ signal }) => fetchOperators(signal),
  });
}

function useUpsertInCache() {
  const queryClient = useQueryClient();
  return (operator: TOperator) => {
    queryClient.setQueryData<TOperator[]>(operatorsQueryKey, (list = []) =>
      list.some((o) => o.id === operator.id)
        ? list.map((o) => (o.id === operator.id ? operator : o))
        : [...list, operator],
    );
    void queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] });
  };
}

export function useCreateOperator() {
  const upsert = useUpsertInCache();
  return useMutation({
    mutationFn: (body: TCreateOperatorRequest) => createOperator(body),
    onSuccess: upsert,
  });
}

export function useUpdateOperator() {
  const upsert = useUpsertInCache();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TUpdateOperatorRequest }) =>
      updateOperator(id, body),
    onSuccess: upsert,
  });
}
