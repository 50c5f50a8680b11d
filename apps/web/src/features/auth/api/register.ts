import { API, ZLoginResult, type TLoginResult, type TRegisterRequest } from '@lw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/auth/register: creates the account and signs it in (spec §4 "Registration flow"). */
export function register(body: TRegisterRequest): Promise<TLoginResult> {
  return apiRequest(API.auth.register, ZLoginResult, { method: 'POST', body });
}

export function useRegisterMutation() {
  return useMutation({ mutationFn: register });
}
