import { API, ZLoginResponse, type TLoginRequest, type TLoginResponse } from '@lw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/login: username and password; a session, or the second step to pass first. */
export function login(body: TLoginRequest): Promise<TLoginResponse> {
  return apiRequest(API.auth.login, ZLoginResponse, { method: 'POST', body });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}
