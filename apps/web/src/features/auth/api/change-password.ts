import { API, type TChangePasswordRequest } from '@lw/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, noContent } from '../../../lib/api-client';

/** POST /api/members/me/password: 204; other sessions end, this one stays. */
export function changePassword(body: TChangePasswordRequest): Promise<void> {
  return apiRequest(API.member.password, noContent, { method: 'POST', body });
}

export function useChangePasswordMutation() {
  return useMutation({ mutationFn: changePassword });
}
