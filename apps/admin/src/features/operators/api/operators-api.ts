import {
  API,
  ZOperator,
  ZOperatorList,
  type TCreateOperatorRequest,
  type TOperator,
  type TUpdateOperatorRequest,
} from '@lw/contracts';
import { apiRequest } from '../../../lib/api-client';

export const operatorsQueryKey = ['admin', 'operators'] as const;

export async function fetchOperators(signal?: AbortSignal): Promise<TOperator[]> {
  const { items } = await apiRequest(API.admin.operators, { schema: ZOperatorList, signal });
  return items;
}

export function createOperator(body: TCreateOperatorRequest): Promise<TOperator> {
  return apiRequest(API.admin.operators, { method: 'POST', body, schema: ZOperator });
}

export function updateOperator(id: number, body: TUpdateOperatorRequest): Promise<TOperator> {
  return apiRequest(API.admin.operator(id), { method: 'PATCH', body, schema: ZOperator });
}
