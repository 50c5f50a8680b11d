import { API, ZLoginResult, type TLoginRequest, type TLoginResult } from '@lw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login: username and password for the member or the agent site. */
export function login(body: TLoginRequest): Promise<TLoginResult> {
  return apiRequest(API.auth.login, ZLoginResult, { method: 'POST', body });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
